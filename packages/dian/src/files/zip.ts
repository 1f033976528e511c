import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * The web service takes a .zip with the signed XML, base64-encoded (Anexo §9.7); SendNominaSync
 * accepts one document per zip. The entry keeps the signed bytes exactly as signed.
 */
export function zipDocument(xmlFileName: string, signedXml: string, modifiedAt: Date): Uint8Array {
  return zipSync({ [xmlFileName]: [strToU8(signedXml), { mtime: modifiedAt }] }, { level: 6 });
}

export interface ZipEntry {
  name: string;
  content: string;
}

/** Reads every XML entry of a zip; used by the simulator and the status-zip parser. */
export function unzipDocuments(zip: Uint8Array): ZipEntry[] {
  const files = unzipSync(zip);
  return Object.entries(files)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, bytes]) => ({ name, content: strFromU8(bytes) }));
}
