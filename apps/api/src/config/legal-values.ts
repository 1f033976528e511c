import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { registerDecreedYear } from '@quincena/payroll';
import type { Database } from '../db/client.ts';
import { followLegalValues } from '../pay-period/legal-value-versions.ts';

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

/**
 * Before a settlement job: reloads DATA_DIR/legal-values when another process loaded values this
 * one does not have (decision 0354), and warns when a year still differs (its file is missing here).
 */
export async function followLegalValuesOf(
  db: Database,
  dataDir: string,
  log: { warn: (message: string) => void },
): Promise<void> {
  const missing = await followLegalValues(db, () => loadLegalValues(dataDir));
  if (missing.length > 0)
    log.warn(
      `legal values of ${missing.join(', ')} differ from the latest loaded by another process: copy their files to ${join(resolve(dataDir), 'legal-values')}`,
    );
}
