import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';

/**
 * Fixed-window counters in the `rate_limit_windows` table, so every process of a deployment
 * shares them and a restart does not reset them (ARCHITECTURE §4b). One upsert per request.
 */
interface WindowRow {
  hits: number | string;
  window_started_at: string | Date;
}

export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /**
     * The plugin constructs the root store with its options; `child` builds one per route with a key
     * prefix, so one route's traffic never spends another route's window.
     */
    constructor(prefixOrPluginOptions?: unknown) {
      this.prefix = typeof prefixOrPluginOptions === 'string' ? prefixOrPluginOptions : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      db.execute(sql`
        insert into rate_limit_windows (key, hits, window_started_at, window_ms)
        values (${`${this.prefix}${key}`.slice(0, 300)}, 1, ${now.toISOString()}, ${timeWindow})
        on conflict (key) do update set
          hits = case when rate_limit_windows.window_started_at + make_interval(secs => rate_limit_windows.window_ms / 1000.0) <= excluded.window_started_at
                      then 1 else rate_limit_windows.hits + 1 end,
          window_started_at = case when rate_limit_windows.window_started_at + make_interval(secs => rate_limit_windows.window_ms / 1000.0) <= excluded.window_started_at
                      then excluded.window_started_at else rate_limit_windows.window_started_at end,
          window_ms = excluded.window_ms
        returning hits, window_started_at`)
        .then((result) => {
          const row = (result as unknown as { rows: WindowRow[] }).rows[0];
          if (!row) throw new Error('rate-limit upsert returned no row');
          const started = new Date(row.window_started_at).getTime();
          callback(null, {
            current: Number(row.hits),
            ttl: Math.max(0, started + timeWindow - now.getTime()),
          });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged route parameters, whose `routeInfo` is the route
      // (as its own Redis store reads it); the published type names plain RouteOptions instead.
      const route = (routeOptions as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseStore(`${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    }
  }
  return DatabaseStore;
}
