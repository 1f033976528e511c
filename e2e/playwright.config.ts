import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { BILLING_OPERATOR_EMAIL, E2E_DATA_DIR, E2E_PORT, TI_OPERATOR_EMAIL } from './support/environment.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The journeys run against the real server on the built web app (the test script runs
 * `npm run build` first; this config never rebuilds). Each run starts from an empty data folder.
 */
const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) {
  reporter.push(['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]);
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, '.tmp', process.env.E2E_PORT ? `e2e-results-${E2E_PORT}` : 'e2e-results'),
  // Two workers, the server and its embedded database share CI's two cores: a journey that
  // takes 50 s alone has taken over 90 s there, so the limit leaves room for that.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter,
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && mkdir -p "${E2E_DATA_DIR}" && npm run start -w apps/api`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ALTCHA_MAX_NUMBER: '200',
      SEED_DEMO: 'true',
      // The /TI and billing journeys' operators: the demo administrator never is one (decision 0327).
      INSTANCE_ADMIN_EMAILS: `${TI_OPERATOR_EMAIL},${BILLING_OPERATOR_EMAIL}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // The journeys stand for several people behind one proxy: each test sends its own
      // X-Forwarded-For (support/access.ts), so rate-limit windows are counted per test.
      TRUST_PROXY: 'true',
    },
  },
});
