import type { TCalendar } from '@quincena/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, runProcess, settlementCompany } from '../../src/features/settlement/settlement.test-support.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const TOKEN = 'prometheus-scraper-token-of-forty-characters';

describe('[PLATFORM][METRICS] GET /api/metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
  }, 60_000);
  afterAll(() => ctx.close());

  const scrape = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      ...(authorization ? { headers: { authorization } } : {}),
    });

  it('is refused without the token or with another one, in Spanish', async () => {
    for (const authorization of [undefined, 'Bearer otro-token', `Bearer ${TOKEN}x`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Token de métricas inválido');
    }
  });

  it('counts requests by route pattern, never by the URL with its ids', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/processes/987654' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /quincena_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1\n/,
    );
    expect(text).toContain('route="/api/processes/:id",status="401"');
    expect(text).not.toContain('987654');
  });

  it('reports settlement processes by calendar type, action and status, and how long they ran', async () => {
    const { token } = await settlementCompany(ctx, [2_000_000, 3_000_000]);
    const calendars = (
      await api(ctx, token)('GET', '/api/calendars?type=NM&year=2026')
    ).json() as TCalendar[];
    const first = calendars[0];
    if (!first) throw new Error('no NM calendar');
    const { process } = await runProcess(ctx, token, first.id, 'PRO');
    expect(process?.status).toBe('TERMINADO');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/quincena_settlement_processes\{type="NM",action="PRO",status="TERMINADO"\} 1\n/);
    expect(text).toMatch(
      /quincena_settlement_process_seconds_count\{type="NM",action="PRO",status="TERMINADO"\} 1\n/,
    );
    expect(text).toMatch(
      /quincena_settlement_process_seconds_sum\{type="NM",action="PRO",status="TERMINADO"\} \d/,
    );
    // The run was a job of this server's queue: counted as ended, nothing queued or running.
    expect(text).toMatch(/quincena_jobs\{name="settlement-run",state="completed"\} [1-9]/);
    expect(text).toMatch(/quincena_jobs\{name="settlement-run",state="created"\} 0\n/);
    expect(text).toMatch(/quincena_jobs\{name="settlement-run",state="active"\} 0\n/);
    expect(text).toMatch(/quincena_job_seconds_count\{name="settlement-run"\} [1-9]/);
    expect(text).toMatch(/quincena_job_seconds_sum\{name="settlement-run"\} \d/);
  });
});

describe('[PLATFORM][METRICS] without METRICS_TOKEN', () => {
  it('has no metrics endpoint at all', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
