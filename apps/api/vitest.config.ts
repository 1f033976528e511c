import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';
import { testFilesIndependentOfDatabase } from './test/database-choice.ts';

const include = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// API tests build the app on a fresh database per file: PGlite by default,
// the PostgreSQL server at TEST_DATABASE_URL when QUINCENA_TEST_DB=postgres.
// The PostgreSQL pass leaves out the files that never reach the database choice: they already ran,
// identically, in the embedded pass (decision 0362).
const onServer = process.env.QUINCENA_TEST_DB === 'postgres';
const sameOnEitherDatabase = onServer
  ? testFilesIndependentOfDatabase(fileURLToPath(new URL('.', import.meta.url)), [
      /^(src|test)\/.*\.test\.ts$/,
    ])
  : [];
if (onServer) {
  console.log(
    `PostgreSQL pass: ${sameOnEitherDatabase.length} API test files never reach the database choice and ran in the embedded pass already; they are left out here.`,
  );
}

export default defineProject({
  test: {
    name: 'api',
    include,
    exclude: [...configDefaults.exclude, ...sameOnEitherDatabase],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
