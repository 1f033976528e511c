import {
  DOCUMENT_SETTINGS_ENDPOINT,
  type TDocumentSettings,
  ZDocumentSettings,
  ZDocumentSettingsSaved,
} from '@quincena/contracts/documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const settingsKey = ['documents', 'settings'] as const;

export function useDocumentSettings(enabled: boolean) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      apiRequest('GET', DOCUMENT_SETTINGS_ENDPOINT, { schema: ZDocumentSettings, signal }),
    enabled,
  });
}

export function useSaveDocumentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDocumentSettings) =>
      apiRequest('PUT', DOCUMENT_SETTINGS_ENDPOINT, { body, schema: ZDocumentSettingsSaved }),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer.settings),
  });
}
