import { ZSelfServiceUserList, ZUserOptions } from '@quincena/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { useServerList } from '../../../components/crud-page/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const usersKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  options: ['users', 'options'] as const,
};

/** GET /api/users: one page of the company's self-service accounts, paged on the server. */
export function useSelfServiceUsers(defaultRows: number) {
  return useServerList(usersKeys.list, '/api/users', ZSelfServiceUserList, defaultRows);
}

/** GET /api/users/options: the employees an account can serve and the statuses. */
export function useUserOptions() {
  return useQuery({
    queryKey: usersKeys.options,
    queryFn: ({ signal }) => apiRequest('GET', '/api/users/options', { schema: ZUserOptions, signal }),
  });
}
