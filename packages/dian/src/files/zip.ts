import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * The web service takes a .zip with the signed XML, base64-encoded (Anexo §9.7); SendNominaSync
 * accepts one document per zip. The entry keeps the signed bytes exactly as signed.
 */
export function zipDocument(xmlFileName: string, signedXml: string, modifiedAt: Date): Uint8Array {
  return zipSync({ [xmlFileName]: [strToU8(signedXml), { mtime: modifiedAt }] }, { level: 6 });
}

/**
 * What a company keeps of a document (Descargar XML): the signed XML exactly as signed and, once the
 * DIAN answered, its ApplicationResponse beside it.
 */
export function zipDocumentRecord(
  files: { signed: { name: string; xml: string }; answer?: { name: string; xml: string } | undefined },
  modifiedAt: Date,
): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {
    [files.signed.name]: [strToU8(files.signed.xml), { mtime: modifiedAt }],
  };
  if (files.answer) entries[files.answer.name] = [strToU8(files.answer.xml), { mtime: modifiedAt }];
  return zipSync(entries, { level: 6 });
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
