import {
  retroactiveChangesPath,
  type TRetroactiveChangeCreate,
  ZRetroactiveChangeCreated,
} from '@quincena/contracts/retroactive';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Registers a change dated back into accumulated periods with the open period that will pay its
 * differences (issue 32): Procesar of that period settles them.
 */
export function useRegisterRetroactiveChange() {
  return useMutation({
    mutationFn: (body: TRetroactiveChangeCreate) =>
      apiRequest('POST', retroactiveChangesPath, { body, schema: ZRetroactiveChangeCreated }),
  });
}
