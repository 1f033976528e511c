#!/usr/bin/env -S npx tsx
/**
 * `npm run payroll -- <case.json>` (or the case on stdin): settles one case and prints the result as JSON.
 * The case is a `SettlementInput`; `company`, `novelties` and `history` may be partial (defaults apply).
 * With DATA_DIR set, the decreed years in DATA_DIR/legal-values/<year>.json are loaded first (decision 0132),
 * the way the API server loads them at start-up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { registerDecreedYear } from './parameters/parameters-on.ts';
import { parseCase } from './settlement/parse-case.ts';
import { settle } from './settlement/settle.ts';

/** Paths are relative to where `npm run` was typed (npm sets INIT_CWD), so root and workspace calls agree. */
function readInput(path: string | undefined): string {
  if (!path || path === '-') return readFileSync(0, 'utf8');
  return readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), 'utf8');
}

/** Registers every <year>.json of DATA_DIR/legal-values; an invalid file stops the run with its message. */
function loadLegalValues(dataDir: string | undefined): void {
  if (!dataDir) return;
  const folder = join(resolve(dataDir), 'legal-values');
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    registerDecreedYear(JSON.parse(readFileSync(join(folder, name), 'utf8')), name);
  }
}

try {
  loadLegalValues(process.env.DATA_DIR);
  const text = readInput(process.argv[2]);
  const result = settle(parseCase(JSON.parse(text)));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} catch (error) {
  const message =
    error instanceof SyntaxError
      ? `El archivo no es un JSON válido: ${error.message}`
      : (error as Error).message;
  process.stderr.write(`Error: ${message}\n`);
  process.exitCode = 1;
}
