import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { registerDecreedYear } from '@quincena/payroll';

/**
 * Registers every DATA_DIR/legal-values/<year>.json with the engine (decision 0132), so a newly
 * decreed year (minimum wage, transport aid, UVT) is a data file, not a code change. An invalid
 * file throws the engine's LegalValuesError, which stops start-up with its Spanish message.
 * Returns the files loaded, for the start-up log.
 */
export function loadLegalValues(dataDir: string): string[] {
  const folder = join(resolve(dataDir), 'legal-values');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    registerDecreedYear(JSON.parse(readFileSync(join(folder, name), 'utf8')), name);
  }
  return files;
}
