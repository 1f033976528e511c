import { ZSelfServiceUserList, ZUserOptions } from '@quincena/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const usersKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  options: ['users', 'options'] as const,
};

/** GET /api/users: the company's self-service accounts. */
export function useSelfServiceUsers() {
  return useQuery({
    queryKey: usersKeys.list,
    queryFn: async ({ signal }) =>
      (await apiRequest('GET', '/api/users', { schema: ZSelfServiceUserList, signal })).users,
  });
}

/** GET /api/users/options: the employees an account can serve and the statuses. */
export function useUserOptions() {
  return useQuery({
    queryKey: usersKeys.options,
    queryFn: ({ signal }) => apiRequest('GET', '/api/users/options', { schema: ZUserOptions, signal }),
  });
}
