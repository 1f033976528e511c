import {
  type TCreateUserRequest,
  type TUpdateUserRequest,
  ZUserDeleted,
  ZUserSaved,
} from '@quincena/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { usersKeys } from './users.queries.ts';

export type SaveUserInput =
  | { id: number; body: TUpdateUserRequest }
  | { id?: undefined; body: TCreateUserRequest };

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersKeys.all });
}

export function useSaveUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: SaveUserInput) =>
      input.id === undefined
        ? apiRequest('POST', '/api/users', { body: input.body, schema: ZUserSaved })
        : apiRequest('PUT', `/api/users/${input.id}`, { body: input.body, schema: ZUserSaved }),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/users/${id}`, { schema: ZUserDeleted }),
    onSuccess: refresh,
  });
}

/** After a bulk load the list and the employee choices change. */
export function useRefreshUsersAfterLoad() {
  return useRefreshUsers();
}
