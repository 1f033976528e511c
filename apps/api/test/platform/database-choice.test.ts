import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { testFilesIndependentOfDatabase } from '../database-choice.ts';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const independent = testFilesIndependentOfDatabase(apiRoot, [/^(src|test)\/.*\.test\.ts$/]);

it('[PLATFORM][TESTS] the PostgreSQL pass keeps every file that reaches the database choice', () => {
  // Through createTestApp → test-database.ts, and a test that reads the choice itself.
  expect(independent).not.toContain('src/features/company/signatures.test.ts');
  expect(independent).not.toContain('test/fuzz/openapi-fuzz.test.ts');
  expect(independent).not.toContain('src/platform/jobs/jobs.test.ts');
  expect(independent).not.toContain('test/platform/many-machines.test.ts');
});

it('[PLATFORM][TESTS] the PostgreSQL pass leaves out files that never reach it', () => {
  expect(independent).toContain('src/platform/secret-box.test.ts');
  expect(independent).toContain('src/features/reference/data/divipola.test.ts');
  // Opens its own PGlite, whichever database was chosen.
  expect(independent).toContain('src/platform/errors/safe-error.test.ts');
});
