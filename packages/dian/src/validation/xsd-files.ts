import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DianXsdValidator } from './xsd-validator.ts';

/** File names of the DIAN toolkit schemas (v1.0.6); never copied into the repository. */
export const XSD_FILES = {
  NominaIndividual: 'NominaIndividualElectronicaXSD.xsd',
  NominaIndividualDeAjuste: 'NominaIndividualDeAjusteElectronicaXSD.xsd',
} as const;

/** Refuses a folder without the DIAN schemas, before any schema is loaded. */
export function assertXsdDirectory(directory: string): void {
  if (!existsSync(path.join(directory, XSD_FILES.NominaIndividual))) {
    throw new Error(`No se encontraron los esquemas XSD de la DIAN en ${directory}.`);
  }
}

/**
 * The schema validator, with libxml2-wasm imported only now: instantiating its WebAssembly costs a
 * process (or a thread) some 150 MB of resident memory at start-up, which a server that never checks a
 * schema (no DIAN_XSD_DIR) should not pay (issue 29, decision 0331).
 */
export async function loadXsdValidator(directory: string): Promise<DianXsdValidator> {
  assertXsdDirectory(directory);
  const { DianXsdValidator } = await import('./xsd-validator.ts');
  return new DianXsdValidator(directory);
}
