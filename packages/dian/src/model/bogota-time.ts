/**
 * Colombia keeps UTC-05:00 all year (no daylight saving since 1993). The Anexo writes times
 * "HH:MM:SSdhh:mm", e.g. 14:30:00-05:00, never Zulu (Anexo Técnico v1.0 p.10–11, Tabla 3).
 */
export const BOGOTA_OFFSET = '-05:00';
const OFFSET_MS = 5 * 60 * 60 * 1000;

export interface BogotaDateTime {
  /** AAAA-MM-DD */
  date: string;
  /** HH:MM:SS-05:00 */
  time: string;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function toBogota(instant: Date): BogotaDateTime {
  const local = new Date(instant.getTime() - OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${BOGOTA_OFFSET}`;
  return { date, time };
}

/** xsd:dateTime in Bogotá time with milliseconds, for xades:SigningTime (Anexo §7.11). */
export function toBogotaDateTime(instant: Date): string {
  const local = new Date(instant.getTime() - OFFSET_MS);
  const { date } = toBogota(instant);
  return `${date}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${pad(local.getUTCMilliseconds(), 3)}${BOGOTA_OFFSET}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function parts(value: string): [number, number, number] {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`La fecha ${value} no tiene el formato AAAA-MM-DD.`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function isLastDayOfFebruary(y: number, m: number, d: number): boolean {
  return m === 2 && new Date(Date.UTC(y, 2, 0)).getUTCDate() === d;
}

/**
 * Days between two dates, both included, counting every month as 30 days: TiempoLaborado
 * follows "5 Años + 3 Meses + 18 Dias = (5*360)+(3*30)+18" (Anexo Técnico v1.0 §8.3.1 p.249),
 * the same commercial-month convention labour law uses for salary (CST art. 134).
 */
export function days360Inclusive(from: string, to: string): number {
  const [y1, m1, d1raw] = parts(from);
  const [y2, m2, d2raw] = parts(to);
  const d1 = Math.min(d1raw, 30);
  const d2 = isLastDayOfFebruary(y2, m2, d2raw) ? 30 : Math.min(d2raw, 30);
  return (y2 - y1) * 360 + (m2 - m1) * 30 + (d2 - d1) + 1;
}
