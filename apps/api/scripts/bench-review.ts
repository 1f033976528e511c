import { performance } from 'node:perf_hooks';
import type { TReviewPage } from '@quincena/contracts/settlement';
import type { FastifyInstance } from 'fastify';

/**
 * Revisar prenómina at benchmark size (issue 27: first page < 300 ms on PostgreSQL). Each query is
 * asked several times through the API (HTTP parsing, validation and serialisation included); the
 * first answer is the cold one, the median of the rest the figure a clerk paging meets.
 */
const REPEATS = 6;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function timeRequests(app: FastifyInstance, headers: Record<string, string>, url: string) {
  const times: number[] = [];
  let page: TReviewPage | null = null;
  for (let index = 0; index < REPEATS; index++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`review ${url}: ${response.body}`);
    page = response.json() as TReviewPage;
  }
  return { first: times[0] as number, median: median(times.slice(1)), max: Math.max(...times), page };
}

export interface ReviewFigures {
  lines: string[];
  firstPageMedianMs: number;
}

/** Times the review of a processed calendar: first page, a sorted page, a filtered page, the export. */
export async function benchReview(
  app: FastifyInstance,
  headers: Record<string, string>,
  calendarId: number,
  label: string,
): Promise<ReviewFigures> {
  const base = `/api/payroll-review/${calendarId}`;
  const cases = [
    { name: 'first page (20, by name)', url: `${base}?page=1&pageSize=20` },
    {
      name: 'page 250 sorted by change % desc',
      url: `${base}?page=250&pageSize=20&sortField=changePercent&sortOrder=desc`,
    },
    { name: 'only large changes, 100 a page', url: `${base}?page=1&pageSize=100&largeChanges=true` },
    { name: 'search "ana" sorted by net pay', url: `${base}?page=1&pageSize=20&search=ana&sortField=netPay` },
  ];
  const lines: string[] = [`--- Revisar prenómina (${label}) ---`];
  let firstPageMedianMs = 0;
  for (const item of cases) {
    const timed = await timeRequests(app, headers, item.url);
    if (item === cases[0]) firstPageMedianMs = timed.median;
    const totals = timed.page?.totals;
    lines.push(
      `${item.name}: cold ${timed.first.toFixed(0)} ms, median of ${REPEATS - 1} ${timed.median.toFixed(0)} ms, max ${timed.max.toFixed(0)} ms` +
        (totals
          ? ` (${timed.page?.total} rows; ${totals.settled} settled, ${totals.largeChanges} large changes)`
          : ''),
    );
  }
  const start = performance.now();
  const exported = await app.inject({ method: 'GET', url: `${base}/export`, headers });
  if (exported.statusCode !== 200) throw new Error(`review export: ${exported.body}`);
  lines.push(
    `Excel export of every row: ${(performance.now() - start).toFixed(0)} ms, ${(exported.rawPayload.length / 1024).toFixed(0)} KB`,
  );
  const verdict = firstPageMedianMs < 300 ? 'OK' : 'OVER TARGET';
  lines.push(`first page median ${firstPageMedianMs.toFixed(0)} ms (target < 300 ms: ${verdict})`);
  return { lines, firstPageMedianMs };
}
