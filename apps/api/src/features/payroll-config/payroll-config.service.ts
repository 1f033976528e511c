import {
  REVIEW_THRESHOLD_DEFAULT,
  type TPayrollConfig,
  type TPayrollConfigResponse,
} from '@quincena/contracts/payroll-config';
import type { CompanyPayrollSettings } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { type CompanyPayrollFacts, DEFAULT_PAYROLL_CONFIG, toEngineSettings } from './engine-settings.ts';
import {
  findPayrollConfig,
  findReviewThreshold,
  insertPayrollConfigIfMissing,
  type StoredPayrollConfig,
  updateReviewThreshold,
  upsertPayrollConfig,
} from './payroll-config.repository.ts';
import { bogotaDate, transportFigures } from './transport-figures.ts';

export interface PayrollConfigService {
  /** The screen's answer: the configuration (created with the defaults on first read) and transport figures. */
  get(companyId: number): Promise<TPayrollConfigResponse>;
  /** Saves the whole configuration; `changed` is false when it equals what is stored. */
  update(companyId: number, userId: number, config: TPayrollConfig): Promise<{ changed: boolean }>;
  /** The configuration as the payroll engine's settings, for the settlement. */
  engineSettings(companyId: number, facts: CompanyPayrollFacts): Promise<CompanyPayrollSettings>;
  /** The percentage of change in net pay above which the review before closing flags a person. */
  reviewThreshold(companyId: number): Promise<number>;
  updateReviewThreshold(companyId: number, userId: number, threshold: number): Promise<{ changed: boolean }>;
}

const sameConfig = (a: TPayrollConfig, b: TPayrollConfig) =>
  (Object.keys(a) as (keyof TPayrollConfig)[]).every((key) => a[key] === b[key]);

export function createPayrollConfigService({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): PayrollConfigService {
  async function load(companyId: number): Promise<StoredPayrollConfig> {
    const found = await findPayrollConfig(db, companyId);
    if (found) return found;
    await insertPayrollConfigIfMissing(db, companyId, DEFAULT_PAYROLL_CONFIG);
    const created = await findPayrollConfig(db, companyId);
    if (!created) throw new Error(`payroll config of company ${companyId} was not created`);
    return created;
  }

  return {
    async get(companyId) {
      const stored = await load(companyId);
      return {
        config: stored.config,
        transport: transportFigures(bogotaDate(clock.now())),
        updatedAt: stored.updatedAt?.toISOString() ?? null,
      };
    },

    async update(companyId, userId, config) {
      const stored = await load(companyId);
      if (sameConfig(stored.config, config)) return { changed: false };
      // The audit trigger records the change in this transaction, as made by `userId` (decision 0210).
      await withAuditActor(db, userId, (tx) =>
        upsertPayrollConfig(tx, companyId, config, { userId, at: clock.now() }),
      );
      return { changed: true };
    },

    async engineSettings(companyId, facts) {
      return toEngineSettings((await load(companyId)).config, facts);
    },

    async reviewThreshold(companyId) {
      await load(companyId);
      return (await findReviewThreshold(db, companyId)) ?? REVIEW_THRESHOLD_DEFAULT;
    },

    async updateReviewThreshold(companyId, userId, threshold) {
      await load(companyId);
      if ((await findReviewThreshold(db, companyId)) === threshold) return { changed: false };
      await withAuditActor(db, userId, (tx) =>
        updateReviewThreshold(tx, companyId, threshold, { userId, at: clock.now() }),
      );
      return { changed: true };
    },
  };
}
