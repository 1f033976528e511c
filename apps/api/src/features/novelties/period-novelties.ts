import { emptyNovelties, type Novelties } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';

/** The period a run settles: its calendar and dates. */
export interface NoveltyPeriod {
  calendarId: number;
  from: string;
  to: string;
}

/**
 * "The novelties of these contracts in this period", in the engine's shape: the one function the
 * settlement run calls (issue 12/13 boundary). Contracts without novelties are absent from the map.
 */
export interface PeriodNoveltiesReader {
  forPeriod(
    db: Database,
    companyId: number,
    contractIds: readonly number[],
    period: NoveltyPeriod,
  ): Promise<Map<number, Novelties>>;
}

/**
 * Interim reader while the novelty tables are being built (issue 13): no novelties yet.
 * The novelties area replaces this body with the real queries; the signature stays.
 */
export function createPeriodNoveltiesReader(): PeriodNoveltiesReader {
  return {
    async forPeriod() {
      return new Map<number, Novelties>();
    },
  };
}

export { emptyNovelties };
