import { defineProject } from 'vitest/config';

// API tests build the app on a fresh database per file: PGlite by default,
// the PostgreSQL server at TEST_DATABASE_URL when QUINCENA_TEST_DB=postgres.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
