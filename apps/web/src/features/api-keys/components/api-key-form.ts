import {
  API_KEY_MESSAGES as M,
  type TApiKeyAccess,
  type TApiKeyArea,
  type TCreateApiKeyRequest,
} from '@quincena/contracts/api-keys';

export interface ApiKeyFormValues {
  name: string;
  access: TApiKeyAccess | '';
  areas: TApiKeyArea[];
}

export type ApiKeyField = 'name' | 'access' | 'areas';

export const emptyApiKeyForm = (): ApiKeyFormValues => ({ name: '', access: 'READ', areas: [] });

export type ApiKeyFormCheck =
  | { ok: true; body: TCreateApiKeyRequest }
  | { ok: false; first: string; errors: Partial<Record<ApiKeyField, string>> };

/** The create dialog's checks, in the order of its fields (the server repeats them). */
export function checkApiKeyForm(values: ApiKeyFormValues): ApiKeyFormCheck {
  const errors: Partial<Record<ApiKeyField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = M.nameEmpty;
  else if (name.length > 60) errors.name = M.nameTooLong;
  if (!values.access) errors.access = M.accessEmpty;
  if (values.areas.length === 0) errors.areas = M.areasEmpty;
  const first = errors.name ?? errors.access ?? errors.areas;
  if (first) return { ok: false, first, errors };
  return { ok: true, body: { name, access: values.access as TApiKeyAccess, areas: values.areas } };
}

/** Toggles one area in the chosen list, keeping the screen's order. */
export function toggleArea(areas: readonly TApiKeyArea[], area: TApiKeyArea, on: boolean): TApiKeyArea[] {
  const chosen = new Set(areas);
  if (on) chosen.add(area);
  else chosen.delete(area);
  return [...chosen];
}
