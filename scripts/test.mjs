#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find:
// lint, types, unit and API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys in Debian's Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const npx = (args, env) => ['npx', args, env];

run('PDF and QR readers for the tests', 'bash', [join(root, 'scripts', 'ensure-test-tools.sh')]);
run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('API imports (no cycle between areas)', 'node', ['scripts/check-imports.mjs']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const embedded = join(reports, 'vitest-embedded.json');
run(
  'unit and API tests (embedded PGlite)',
  ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${embedded}`]),
);
countVitest(embedded);

if (process.env.TEST_DATABASE_URL) {
  const server = join(reports, 'vitest-postgres.json');
  run(
    'API tests (PostgreSQL server)',
    ...npx(
      [
        'vitest',
        'run',
        '--project',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${server}`,
      ],
      {
        QUINCENA_TEST_DB: 'postgres',
      },
    ),
  );
  countVitest(server);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded database only.');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: browser journeys skipped.');
} else if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const ready = run('Chromium for the browser journeys', 'bash', [
    join(root, 'scripts', 'ensure-chromium.sh'),
  ]);
  if (ready && run('web build', 'npm', ['run', 'build', '--silent'])) {
    const e2e = join(reports, 'playwright.json');
    run(
      'browser journeys (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
      },
    );
    countPlaywright(e2e);
  }
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
