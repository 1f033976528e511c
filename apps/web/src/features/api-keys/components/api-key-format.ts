import { API_KEY_ACCESS, API_KEY_AREAS, type TApiKey } from '@quincena/contracts/api-keys';
import { BOGOTA_MINUTE } from '../../../lib/format.ts';

/** A moment as Colombia reads it: dd/mm/aaaa, hh:mm. */
export const formatMoment = (iso: string | null, none = 'Nunca') =>
  iso ? BOGOTA_MINUTE.format(new Date(iso)) : none;

export const accessName = (key: Pick<TApiKey, 'access'>) =>
  API_KEY_ACCESS.find((access) => access.code === key.access)?.name ?? key.access;

/** The key's areas by their Spanish names, in the screen's order. */
export const areaNames = (key: Pick<TApiKey, 'areas'>) =>
  API_KEY_AREAS.filter((area) => key.areas.includes(area.code))
    .map((area) => area.name)
    .join(', ');

export const statusName = (key: Pick<TApiKey, 'revokedAt'>) => (key.revokedAt ? 'Revocada' : 'Activa');
