/**
 * File names of Anexo Técnico v1.0 §3.5 (p.96–98): prefix + NIT of the issuer in 10 digits
 * (zero-padded, no check digit) + 2-digit year + an 8-digit hexadecimal consecutive that restarts
 * every 1 January. Example: nie0800197268200000000C.xml.
 */
export type FileKind = 'individual' | 'adjustment' | 'zip';

const PREFIX: Record<FileKind, string> = { individual: 'nie', adjustment: 'niae', zip: 'z' };
const EXTENSION: Record<FileKind, string> = { individual: 'xml', adjustment: 'xml', zip: 'zip' };

export function dianFileName(kind: FileKind, nit: string, year: number, consecutive: number): string {
  if (!/^\d{1,10}$/.test(nit)) throw new RangeError(`El NIT ${nit} debe tener entre 1 y 10 dígitos.`);
  if (!Number.isInteger(consecutive) || consecutive < 1 || consecutive > 0xffffffff) {
    throw new RangeError(`El consecutivo de archivo ${consecutive} debe estar entre 1 y 4294967295.`);
  }
  const yy = String(year % 100).padStart(2, '0');
  const hex = consecutive.toString(16).toUpperCase().padStart(8, '0');
  return `${PREFIX[kind]}${nit.padStart(10, '0')}${yy}${hex}.${EXTENSION[kind]}`;
}
