import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: packages/dian/test → three levels up. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The DIAN toolkit XSDs sit beside the repository and are never copied into it. */
export const XSD_DIRECTORY = path.resolve(repoRoot, '..', 'shared', 'reference', 'dian-xsd');

export const hasXsd = existsSync(path.join(XSD_DIRECTORY, 'NominaIndividualElectronicaXSD.xsd'));

if (!hasXsd) {
  console.warn(`[dian] XSD tests skipped: DIAN schemas not found at ${XSD_DIRECTORY}`);
}
