import { createHash } from 'node:crypto';
import { parametersOn, registeredDecreedYears } from '@quincena/payroll';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type LegalValueSnapshot, legalValueVersions } from '../db/schema/index.ts';
import { camelRowsOf } from '../platform/sql/rows.ts';

/**
 * Which yearly legal values (minimum wage, transport aid, UVT) the engine used for each year, over
 * time (issue 32, decision 0354). Instance-level: the same law for every company. A version is
 * written when the values the engine uses for a year differ from the year's latest stored version,
 * at start-up and when the operator reloads DATA_DIR/legal-values. Accumulated periods processed
 * before a version was loaded were settled with the previous version's values.
 */

/** The first year of the engine's table and the last year it settles without a loaded file. */
const FIRST_YEAR = 2023;
const LAST_TABLE_YEAR = 2030;

/** The years whose values are tracked: the engine's table and any year loaded from a file. */
export function trackedYears(): number[] {
  const last = Math.max(LAST_TABLE_YEAR, ...registeredDecreedYears().map((year) => year.year));
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
}

/**
 * The values the engine uses for a year, from the first day they hold: a loaded year's own `from`,
 * else 1 January (an undecreed year settles on the previous year's values, decision 0132).
 */
export function legalValuesOfYear(year: number): LegalValueSnapshot {
  const loaded = registeredDecreedYears().find((entry) => entry.year === year);
  const from = loaded?.from ?? `${year}-01-01`;
  const parameters = parametersOn(from);
  return {
    from,
    smmlv: parameters.smmlv.toFixed(0),
    transportAid: parameters.transportAid.toFixed(0),
    uvt: parameters.uvt.toFixed(0),
    decreed: parameters.undecreed === undefined,
  };
}

/** A stable fingerprint of the values that change pay (the `decreed` flag and the sources do not). */
export function legalValueFingerprint(values: LegalValueSnapshot): string {
  const { from, smmlv, transportAid, uvt } = values;
  return createHash('sha256')
    .update(JSON.stringify([from, smmlv, transportAid, uvt]))
    .digest('hex');
}

export interface LegalValueVersion {
  id: number;
  year: number;
  fingerprint: string;
  values: LegalValueSnapshot;
  loadedAt: Date;
}

/**
 * Stores a version for every tracked year whose values differ from its latest stored one. Returns
 * the years that CHANGED (had an earlier, different version): the ones that may reach periods
 * already accumulated. A first version of a year is a baseline, not a change.
 */
export async function recordLegalValueVersions(db: Database, now: Date): Promise<number[]> {
  const latest = await camelRowsOf<{ year: number; fingerprint: string }>(
    db,
    sql`select distinct on (year) year, fingerprint from legal_value_versions order by year, id desc`,
  );
  const stored = new Map(latest.map((row) => [Number(row.year), row.fingerprint]));
  const rows = trackedYears()
    .map((year) => {
      const values = legalValuesOfYear(year);
      return { year, values, fingerprint: legalValueFingerprint(values), loadedAt: now };
    })
    .filter((row) => stored.get(row.year) !== row.fingerprint);
  if (rows.length > 0) await db.insert(legalValueVersions).values(rows);
  return rows.filter((row) => stored.has(row.year)).map((row) => row.year);
}

/** A year's current values and the different ones before them (null when the year never changed). */
export interface LegalValueChangeOfYear {
  year: number;
  /** The first stored version holding the current values (when they were loaded). */
  current: LegalValueVersion;
  previous: LegalValueVersion;
}

/**
 * Every tracked year whose current values replaced different ones. Repeated versions with the same
 * fingerprint (two processes starting at once) count as one, from the first of them.
 */
export async function changedLegalValueYears(db: Database): Promise<LegalValueChangeOfYear[]> {
  const rows = await camelRowsOf<LegalValueVersion>(
    db,
    sql`select id, year, fingerprint, "values", loaded_at from legal_value_versions order by year, id`,
  );
  const byYear = new Map<number, LegalValueVersion[][]>();
  for (const raw of rows) {
    const row = { ...raw, id: Number(raw.id), year: Number(raw.year), loadedAt: new Date(raw.loadedAt) };
    const runs = byYear.get(row.year) ?? [];
    const last = runs.at(-1);
    if (last?.[0]?.fingerprint === row.fingerprint) last.push(row);
    else runs.push([row]);
    byYear.set(row.year, runs);
  }
  const changes: LegalValueChangeOfYear[] = [];
  for (const [year, runs] of byYear) {
    const current = runs.at(-1)?.[0];
    const previous = runs.at(-2)?.[0];
    if (current && previous) changes.push({ year, current, previous });
  }
  return changes.sort((a, b) => a.year - b.year);
}

/**
 * Brings this process's engine up to the legal values another process loaded (issue 32, decision
 * 0354). The operator's "Recargar valores legales" runs in one API process; workers and other
 * servers keep what they read at start-up, so a run they take would settle with the old values.
 * When a year's latest stored version differs from what this engine uses, `reload` reads
 * DATA_DIR/legal-values again. Returns the years that still differ after it (their file is not in
 * this process's DATA_DIR): the caller says so.
 */
export async function followLegalValues(db: Database, reload: () => void): Promise<number[]> {
  const latest = await camelRowsOf<{ year: number; fingerprint: string }>(
    db,
    sql`select distinct on (year) year, fingerprint from legal_value_versions order by year, id desc`,
  );
  const differing = () =>
    latest
      .filter((row) => legalValueFingerprint(legalValuesOfYear(Number(row.year))) !== row.fingerprint)
      .map((row) => Number(row.year));
  if (differing().length === 0) return [];
  reload();
  return differing();
}
