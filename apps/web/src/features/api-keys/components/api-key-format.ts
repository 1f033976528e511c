import { API_KEY_ACCESS, API_KEY_AREAS, type TApiKey } from '@quincena/contracts/api-keys';

const DATE_TIME = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A moment as Colombia reads it: dd/mm/aaaa, hh:mm. */
export const formatMoment = (iso: string | null, none = 'Nunca') =>
  iso ? DATE_TIME.format(new Date(iso)) : none;

export const accessName = (key: Pick<TApiKey, 'access'>) =>
  API_KEY_ACCESS.find((access) => access.code === key.access)?.name ?? key.access;

/** The key's areas by their Spanish names, in the screen's order. */
export const areaNames = (key: Pick<TApiKey, 'areas'>) =>
  API_KEY_AREAS.filter((area) => key.areas.includes(area.code))
    .map((area) => area.name)
    .join(', ');

export const statusName = (key: Pick<TApiKey, 'revokedAt'>) => (key.revokedAt ? 'Revocada' : 'Activa');
