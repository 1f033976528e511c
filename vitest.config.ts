import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web'],
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // content): the PostgreSQL pass and later runs reuse what the embedded pass transformed
    // (decision 0362).
    experimental: { fsModuleCache: true },
    // Vitest's default is one worker less than the cores: on CI's two cores one worker, and the
    // embedded database runs inside it, so the second core sat idle (decision 0326).
    // QUINCENA_TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.QUINCENA_TEST_WORKERS) || Math.max(2, availableParallelism() - 1),
  },
});
