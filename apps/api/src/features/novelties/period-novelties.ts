import {
  type AbsenceNovelty,
  emptyNovelties,
  type HourType,
  type ItemCategory,
  type Novelties,
  type RecurringItem,
  type RecurringPeriodicity,
  type ReportedItem,
} from '@quincena/payroll';
import Decimal from 'decimal.js';
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  companyPayrollConcepts,
  contracts,
  noveltyAbsences,
  noveltyFixed,
  noveltyOvertime,
  noveltyReported,
  noveltyRetirements,
  noveltyVacations,
  payCalendars,
  settlementLines,
} from '../../db/schema/index.ts';
import { currentResultOn } from '../../pay-period/settled-results.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { anyId, idRange } from '../../platform/sql/id-list.ts';
import type { PayrollConcept } from '../reference/index.ts';
import { payrollConcepts } from '../reference/index.ts';
import { findContingency } from './contingencies.ts';
import { companyConceptJoin } from './novelty-columns.ts';
import { ENGINE_RETIREMENT_REASON } from './retirements.service.ts';

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

const HOUR_TYPES = new Set<string>(['HED', 'HEN', 'HRN', 'HRDDF', 'HRNDF', 'HEDDF', 'HENDF']);
const catalog = new Map<string, PayrollConcept>(payrollConcepts.items.map((item) => [item.code, item]));

/** What the engine needs of a concept of a reported or fixed item. */
interface ItemConcept {
  name: string;
  nature: 'earning' | 'deduction';
  category: ItemCategory;
  salary: boolean;
  withholdingBase: boolean;
}

/**
 * A catalogue concept's salary character: its DIAN attribute says it (BonificacionS / BonificacionNS,
 * AuxilioS / AuxilioNS); commissions are salary (CST art. 127); any other catalogue item is not.
 */
function catalogItemConcept(concept: PayrollConcept): ItemConcept | null {
  if (concept.nature !== 'earning' && concept.nature !== 'deduction') return null;
  const attribute = concept.dianAttribute ?? '';
  const salary =
    concept.nature === 'earning' &&
    (attribute.endsWith('NS') ? false : attribute.endsWith('S') || concept.category === 'commission');
  return {
    name: concept.name,
    nature: concept.nature,
    category: concept.category ?? 'other',
    salary,
    withholdingBase: concept.nature === 'earning',
  };
}

type CompanyConceptRow = {
  name: string | null;
  nature: string | null;
  category: string | null;
  salary: boolean | null;
  withholdingBase: boolean | null;
};

function itemConcept(code: string, own: CompanyConceptRow): ItemConcept | null {
  if (own.name !== null && (own.nature === 'earning' || own.nature === 'deduction')) {
    const earning = own.nature === 'earning';
    return {
      name: own.name,
      nature: own.nature,
      category: (own.category ?? 'other') as ItemCategory,
      salary: earning && own.salary === true,
      withholdingBase: earning && own.withholdingBase !== false,
    };
  }
  const global = catalog.get(code);
  return global ? catalogItemConcept(global) : null;
}

function itemOf(
  code: string,
  concept: ItemConcept,
  value: string,
  observations?: string | null,
): ReportedItem {
  const item: ReportedItem = {
    code,
    name: concept.name,
    nature: concept.nature,
    category: concept.category,
    salary: concept.salary,
    value: new Decimal(value).toFixed(2),
  };
  if (concept.nature === 'earning') item.withholdingBase = concept.withholdingBase;
  if (observations) item.observations = observations;
  return item;
}

const monthFirst = (iso: string) => `${iso.slice(0, 8)}01`;

/** A novelty table: rows of one company's contracts. */
type ContractRows = { companyId: AnyPgColumn; contractId: AnyPgColumn };

/** The company's own definition of a reported or fixed item's concept (null columns when it has none). */
const COMPANY_CONCEPT = {
  name: companyPayrollConcepts.name,
  nature: companyPayrollConcepts.nature,
  category: companyPayrollConcepts.category,
  salary: companyPayrollConcepts.salary,
  withholdingBase: companyPayrollConcepts.withholdingBase,
};
const companyConceptOf = (item: { companyId: AnyPgColumn; conceptCode: AnyPgColumn }) =>
  companyConceptJoin(item.companyId, item.conceptCode);

/**
 * Batch reader: one query per kind for all the contracts of a chunk (the runner settles thousands).
 * - hours and reported items: those of the period's calendar (they are paid in the period they are reported in);
 * - fixed items: ACTIVE ones in force on some day of the period; the engine applies periodicity; a balance is
 *   what is left after the deductions already settled for that concept in earlier periods;
 * - vacations in time and absences: every one sharing a day with the month up to the period's end, whole and
 *   dated (the engine classifies the period's days itself and needs the month for a second fortnight); days in
 *   money only in the calendar they were recorded in;
 * - an absence that extends an earlier incapacity carries the days of its chain before it (extensionOfDays);
 * - the retirement when its date falls in the period (the retirement novelty, or else the contract's own
 *   retirement date and reason from the employee form).
 */
export function createPeriodNoveltiesReader(): PeriodNoveltiesReader {
  return {
    async forPeriod(db, companyId, contractIds, period) {
      const result = new Map<number, Novelties>();
      if (contractIds.length === 0) return result;
      const ids = [...contractIds];
      const of = (contractId: number): Novelties => {
        let novelties = result.get(contractId);
        if (!novelties) {
          novelties = { hours: [], reported: [], recurring: [], vacations: [], absences: [] };
          result.set(contractId, novelties);
        }
        return novelties;
      };
      const monthStart = monthFirst(period.from);

      // Every kind: the company's rows of these contracts, and the conditions that are its own.
      const ofContracts = (table: ContractRows, ...conditions: (SQL | undefined)[]) =>
        ofCompany(table.companyId, companyId, anyId(table.contractId, ids), ...conditions);
      const inPeriod = (date: AnyPgColumn) => and(gte(date, period.from), lte(date, period.to));

      const [hours, reported, fixed, vacations, absences, retirements, contractRetirements] =
        await Promise.all([
          db
            .select({
              contractId: noveltyOvertime.contractId,
              conceptCode: noveltyOvertime.conceptCode,
              hours: noveltyOvertime.hours,
              date: noveltyOvertime.noveltyDate,
            })
            .from(noveltyOvertime)
            .where(ofContracts(noveltyOvertime, eq(noveltyOvertime.calendarId, period.calendarId)))
            .orderBy(noveltyOvertime.noveltyDate, noveltyOvertime.id),
          db
            .select({
              contractId: noveltyReported.contractId,
              conceptCode: noveltyReported.conceptCode,
              value: noveltyReported.value,
              observations: noveltyReported.observations,
              ...COMPANY_CONCEPT,
            })
            .from(noveltyReported)
            .leftJoin(companyPayrollConcepts, companyConceptOf(noveltyReported))
            .where(ofContracts(noveltyReported, eq(noveltyReported.calendarId, period.calendarId)))
            .orderBy(noveltyReported.id),
          db
            .select({
              id: noveltyFixed.id,
              contractId: noveltyFixed.contractId,
              conceptCode: noveltyFixed.conceptCode,
              value: noveltyFixed.value,
              balance: noveltyFixed.balance,
              periodicity: noveltyFixed.periodicity,
              startDate: noveltyFixed.startDate,
              endDate: noveltyFixed.endDate,
              ...COMPANY_CONCEPT,
            })
            .from(noveltyFixed)
            .leftJoin(companyPayrollConcepts, companyConceptOf(noveltyFixed))
            .where(
              ofContracts(
                noveltyFixed,
                eq(noveltyFixed.status, 'ACTIVE'),
                lte(noveltyFixed.startDate, period.to),
                or(isNull(noveltyFixed.endDate), gte(noveltyFixed.endDate, period.from)),
              ),
            )
            .orderBy(noveltyFixed.id),
          db
            .select({
              contractId: noveltyVacations.contractId,
              calendarId: noveltyVacations.calendarId,
              daysInTime: noveltyVacations.daysInTime,
              daysInMoney: noveltyVacations.daysInMoney,
              startDate: noveltyVacations.startDate,
              endDate: noveltyVacations.endDate,
            })
            .from(noveltyVacations)
            .where(
              ofContracts(
                noveltyVacations,
                or(
                  and(
                    isNotNull(noveltyVacations.startDate),
                    lte(noveltyVacations.startDate, period.to),
                    gte(noveltyVacations.endDate, monthStart),
                  ),
                  and(eq(noveltyVacations.calendarId, period.calendarId), isNull(noveltyVacations.startDate)),
                ),
              ),
            )
            .orderBy(noveltyVacations.startDate, noveltyVacations.id),
          db
            .select({
              id: noveltyAbsences.id,
              contractId: noveltyAbsences.contractId,
              contingencyCode: noveltyAbsences.contingencyCode,
              startDate: noveltyAbsences.startDate,
              endDate: noveltyAbsences.endDate,
              extensionOfId: noveltyAbsences.extensionOfId,
              diagnosisCode: noveltyAbsences.diagnosisCode,
            })
            .from(noveltyAbsences)
            .where(
              ofContracts(
                noveltyAbsences,
                lte(noveltyAbsences.startDate, period.to),
                gte(noveltyAbsences.endDate, monthStart),
              ),
            )
            .orderBy(noveltyAbsences.startDate, noveltyAbsences.id),
          db
            .select({
              contractId: noveltyRetirements.contractId,
              date: noveltyRetirements.retirementDate,
              reasonCode: noveltyRetirements.reasonCode,
            })
            .from(noveltyRetirements)
            .where(ofContracts(noveltyRetirements, inPeriod(noveltyRetirements.retirementDate))),
          db
            .select({
              contractId: contracts.id,
              date: contracts.retirementDate,
              reasonCode: contracts.retirementReason,
            })
            .from(contracts)
            .where(
              ofContracts(
                { companyId: contracts.companyId, contractId: contracts.id },
                // The primary key's range: without statistics it read every contract of the company.
                idRange(contracts.id, ids),
                inPeriod(contracts.retirementDate),
              ),
            ),
        ]);

      for (const row of hours) {
        if (!HOUR_TYPES.has(row.conceptCode)) continue;
        of(row.contractId).hours.push({
          kind: 'typed',
          type: row.conceptCode as HourType,
          hours: new Decimal(row.hours).toString(),
          date: row.date,
        });
      }

      for (const row of reported) {
        const concept = itemConcept(row.conceptCode, row);
        if (concept)
          of(row.contractId).reported.push(itemOf(row.conceptCode, concept, row.value, row.observations));
      }

      const settledByItem = await settledDeductions(db, companyId, fixed, period.from);
      for (const row of fixed) {
        const concept = itemConcept(row.conceptCode, row);
        if (!concept) continue;
        const item: RecurringItem = {
          ...itemOf(row.conceptCode, concept, row.value),
          periodicity: row.periodicity as RecurringPeriodicity,
          startDate: row.startDate,
        };
        if (row.endDate) item.endDate = row.endDate;
        if (row.balance !== null) {
          const left = Decimal.max(0, new Decimal(row.balance).minus(settledByItem.get(row.id) ?? 0));
          item.balance = left.toFixed(2);
        }
        of(row.contractId).recurring.push(item);
      }

      for (const row of vacations) {
        const money = row.calendarId === period.calendarId ? Number(row.daysInMoney) : 0;
        if (row.startDate && row.endDate) {
          of(row.contractId).vacations.push({
            daysInTime: row.daysInTime,
            daysInMoney: money,
            startDate: row.startDate,
            endDate: row.endDate,
          });
        } else if (money > 0) {
          of(row.contractId).vacations.push({ daysInTime: 0, daysInMoney: money });
        }
      }

      const chainDays = await daysBeforeInChain(
        db,
        companyId,
        absences.filter((row) => row.extensionOfId !== null).map((row) => row.id),
      );
      for (const row of absences) {
        const contingency = findContingency(row.contingencyCode);
        if (!contingency) continue;
        const absence: AbsenceNovelty = {
          contingency: contingency.engine,
          startDate: row.startDate,
          endDate: row.endDate,
        };
        if (contingency.incapacity) absence.extensionOfDays = chainDays.get(row.id) ?? 0;
        if (contingency.incapacity && row.diagnosisCode) absence.diagnosis = row.diagnosisCode;
        of(row.contractId).absences.push(absence);
      }

      const retired = new Set<number>();
      for (const row of retirements) {
        const reason = ENGINE_RETIREMENT_REASON[row.reasonCode];
        if (!reason) continue;
        of(row.contractId).retirement = { date: row.date, reason };
        retired.add(row.contractId);
      }
      for (const row of contractRetirements) {
        const reason = row.reasonCode ? ENGINE_RETIREMENT_REASON[row.reasonCode] : undefined;
        if (retired.has(row.contractId) || !row.date || !reason) continue;
        of(row.contractId).retirement = { date: row.date, reason };
      }
      return result;
    },
  };
}

/**
 * For fixed items with a balance: the deductions already settled for the item's concept and contract in the
 * current results of earlier payroll periods from the item's start (one query for all of them).
 */
async function settledDeductions(
  db: Database,
  companyId: number,
  fixed: readonly {
    id: number;
    contractId: number;
    conceptCode: string;
    balance: string | null;
    startDate: string;
  }[],
  before: string,
): Promise<Map<number, Decimal>> {
  const withBalance = fixed.filter((row) => row.balance !== null);
  const settled = new Map<number, Decimal>();
  if (withBalance.length === 0) return settled;
  const rows = await db
    .select({
      contractId: settlementLines.contractId,
      conceptCode: settlementLines.conceptCode,
      periodEnd: payCalendars.periodEnd,
      value: sql<string>`sum(abs(${settlementLines.value}))`,
    })
    .from(settlementLines)
    .innerJoin(payCalendars, currentResultOn(settlementLines))
    .where(
      ofCompany(
        settlementLines.companyId,
        companyId,
        eq(payCalendars.type, 'NM'),
        sql`${payCalendars.periodEnd} < ${before}`,
        inArray(settlementLines.contractId, [...new Set(withBalance.map((row) => row.contractId))]),
        inArray(settlementLines.conceptCode, [...new Set(withBalance.map((row) => row.conceptCode))]),
      ),
    )
    .groupBy(settlementLines.contractId, settlementLines.conceptCode, payCalendars.periodEnd);
  for (const item of withBalance) {
    let total = new Decimal(0);
    for (const row of rows) {
      if (
        row.contractId === item.contractId &&
        row.conceptCode === item.conceptCode &&
        row.periodEnd >= item.startDate
      ) {
        total = total.plus(row.value);
      }
    }
    settled.set(item.id, total);
  }
  return settled;
}

/** Days of the earlier incapacities each extension continues (Decreto 780 de 2016 art. 2.2.3.3.1: prórroga). */
async function daysBeforeInChain(
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const days = new Map<number, number>();
  if (ids.length === 0) return days;
  const result = await db.execute(sql`
    with recursive chain(origin, id, extension_of_id, days, depth) as (
      select a.id, p.id, p.extension_of_id, (p.end_date - p.start_date + 1), 1
      from ${noveltyAbsences} a
      join ${noveltyAbsences} p on p.company_id = a.company_id and p.id = a.extension_of_id
      where a.company_id = ${companyId} and a.id in ${sql.raw(`(${ids.map((id) => Number(id)).join(',')})`)}
      union all
      select chain.origin, p.id, p.extension_of_id, (p.end_date - p.start_date + 1), chain.depth + 1
      from chain
      join ${noveltyAbsences} p on p.company_id = ${companyId} and p.id = chain.extension_of_id
      where chain.depth < 100
    )
    select origin, cast(sum(days) as integer) as days from chain group by origin`);
  for (const row of (result as unknown as { rows: { origin: number; days: number }[] }).rows) {
    days.set(Number(row.origin), Number(row.days));
  }
  return days;
}

export { emptyNovelties };
