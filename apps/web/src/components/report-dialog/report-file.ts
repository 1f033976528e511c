/** Naming and handing over the downloaded report; apart from the workbook so SheetJS loads only on demand. */
import { saveBlob } from '../../lib/save-blob.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** base name + '_' + the user's calendar day (spec 01 §9: "name plus underscore and date"). */
export function reportFileName(baseName: string, now: Date): string {
  return `${baseName}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.xlsx`;
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands the bytes to the browser as a download. */
export function downloadFile(
  fileName: string,
  bytes: Uint8Array<ArrayBuffer>,
  mimeType = XLSX_MIME_TYPE,
): void {
  saveBlob(new Blob([bytes], { type: mimeType }), fileName);
}
