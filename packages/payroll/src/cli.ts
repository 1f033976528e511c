#!/usr/bin/env -S npx tsx
/**
 * `npm run payroll -- <case.json>` (or the case on stdin): settles one case and prints the result as JSON.
 * The case is a `SettlementInput`; `company`, `novelties` and `history` may be partial (defaults apply).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCase } from './settlement/parse-case.ts';
import { settle } from './settlement/settle.ts';

/** Paths are relative to where `npm run` was typed (npm sets INIT_CWD), so root and workspace calls agree. */
function readInput(path: string | undefined): string {
  if (!path || path === '-') return readFileSync(0, 'utf8');
  return readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), path), 'utf8');
}

try {
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
