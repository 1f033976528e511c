import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which API test files can behave differently on the PostgreSQL server than on the embedded
 * database: those whose own code, or any file they import through a relative path, reads
 * QUINCENA_TEST_DB (test/helpers/test-database.ts, which every createTestApp goes through, and the
 * few tests that pick a server themselves). The others — pure functions, reference data, a PGlite
 * they open themselves, a server process always started embedded — run exactly the same code
 * whichever database was chosen, so the PostgreSQL pass would only repeat them (decision 0362).
 *
 * The walk is textual and errs towards "depends": any `from '…'`, `import '…'` or `import('…')`
 * with a relative path is followed, type-only ones included. Package imports (@quincena/*, npm)
 * are not followed: none of them reads the variable.
 */
const MARKER = 'QUINCENA_TEST_DB';
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;

export function testFilesIndependentOfDatabase(apiRoot: string, include: readonly RegExp[]): string[] {
  const edges = new Map<string, { marked: boolean; imports: string[] }>();
  function read(file: string) {
    let entry = edges.get(file);
    if (!entry) {
      const text = readFileSync(file, 'utf8');
      const imports = [...text.matchAll(SPECIFIER)].map((match) =>
        resolve(dirname(file), match[1] as string),
      );
      entry = { marked: text.includes(MARKER), imports };
      edges.set(file, entry);
    }
    return entry;
  }

  function readsChoice(testFile: string): boolean {
    const seen = new Set([testFile]);
    const queue = [testFile];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const { marked, imports } = read(file);
      if (marked) return true;
      for (const target of imports) {
        if (seen.has(target)) continue;
        seen.add(target);
        // A relative import that cannot be found counts as depending: never skip blindly.
        if (!existsSync(target)) return true;
        if (/\.(ts|tsx|mts)$/.test(target)) queue.push(target);
      }
    }
    return false;
  }

  return (readdirSync(apiRoot, { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => !path.startsWith('node_modules/') && include.some((pattern) => pattern.test(path)))
    .filter((path) => !readsChoice(join(apiRoot, path)))
    .sort();
}
