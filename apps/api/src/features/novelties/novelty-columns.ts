import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyPayrollConcepts, contracts, payCalendars, persons } from '../../db/schema/index.ts';
import { payrollConcepts } from '../reference/index.ts';

/** Joins of every novelty row: its contract, the contract's person and (when it has one) its calendar. */
export function contractJoin(companyId: AnyPgColumn, contractId: AnyPgColumn): SQL {
  return and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)) as SQL;
}
export const personJoin = and(
  eq(persons.companyId, contracts.companyId),
  eq(persons.id, contracts.personId),
) as SQL;
export function calendarJoin(companyId: AnyPgColumn, calendarId: AnyPgColumn): SQL {
  return and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, calendarId)) as SQL;
}
export function companyConceptJoin(companyId: AnyPgColumn, conceptCode: AnyPgColumn): SQL {
  return and(
    eq(companyPayrollConcepts.companyId, companyId),
    eq(companyPayrollConcepts.code, conceptCode),
  ) as SQL;
}

/** The catalogue's concept names as a CASE, so lists sort and filter by concept name in SQL. */
export function catalogConceptName(conceptCode: AnyPgColumn): SQL<string> {
  const branches = payrollConcepts.items.map((item) => sql`when ${item.code} then ${item.name}`);
  return sql<string>`(case ${conceptCode} ${sql.join(branches, sql` `)} end)`;
}

/** A concept name whether the concept is the catalogue's or the company's own. */
export function conceptNameSql(conceptCode: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce(${companyPayrollConcepts.name}, ${catalogConceptName(conceptCode)}, ${conceptCode})`;
}

/** A concept's nature (earning or deduction) whether the concept is the company's own or the catalogue's. */
export function conceptNatureSql(conceptCode: AnyPgColumn): SQL<string> {
  const natures = payrollConcepts.items.map((item) => sql`when ${item.code} then ${item.nature}`);
  return sql<string>`coalesce(${companyPayrollConcepts.nature}, (case ${conceptCode} ${sql.join(natures, sql` `)} end), '')`;
}
