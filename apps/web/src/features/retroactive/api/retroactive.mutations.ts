import {
  retroactiveChangesPath,
  type TRetroactiveChangeCreate,
  ZRetroactiveChangeCreated,
} from '@quincena/contracts/retroactive';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { retroactiveChangeKeys } from './changes.queries.ts';

/**
 * Registers a change dated back into accumulated periods with the open period that will pay its
 * differences (issue 32): Procesar of that period settles them.
 */
export function useRegisterRetroactiveChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TRetroactiveChangeCreate) =>
      apiRequest('POST', retroactiveChangesPath, { body, schema: ZRetroactiveChangeCreated }),
    // The carrying period's list of changes shows it.
    onSuccess: () => client.invalidateQueries({ queryKey: retroactiveChangeKeys.all }),
  });
}
