import { ERROR_CODES } from '@quincena/contracts';
import type { TConcept } from '@quincena/contracts/concepts';
import { PAYROLL_LINE_KIND_NAMES, type TPayrollLineKind } from '@quincena/contracts/queries';
import {
  REVIEW_MESSAGES as M,
  type TReviewConcept,
  type TReviewEmployee,
  type TReviewPage,
  type TReviewProblem,
  type TReviewQueryParsed,
  type TReviewRow,
  type TReviewTotals,
} from '@quincena/contracts/settlement';
import type { Database } from '../../../db/client.ts';
import { originOf } from '../../../pay-period/retroactive-lines.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/app-error.ts';
import type { ConceptsService } from '../../concepts/index.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { createReviewRepository } from './review.repository.ts';
import type { RawConcept, RawReviewRow, ReviewCalendar, ReviewFilters, ReviewScope } from './review-rows.ts';
import { createReviewWorkbook, reviewFileName } from './review-workbook.ts';

/** Calendars whose results are pay to a person: the payroll and a retirement's final settlement. */
const REVIEWABLE_TYPES = new Set(['NM', 'LD']);

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/** The contract screen fixes what stops a person's settlement (salary, affiliations, dates). */
function contractPath(personId: number, contractId: number): string {
  return `/CreateEmployee?${new URLSearchParams({ persona: String(personId), contrato: String(contractId) })}`;
}

function problemsOf(raw: RawReviewRow): TReviewProblem[] {
  const fixPath = contractPath(Number(raw.person_id), Number(raw.contract_id));
  const problems: TReviewProblem[] = [];
  if (raw.error_message)
    problems.push({ kind: 'error', message: raw.error_message, fixPath, fixLabel: 'Abrir el contrato' });
  if (raw.exclusion_message)
    problems.push({
      kind: 'exclusion',
      message: raw.exclusion_message,
      fixPath,
      fixLabel: 'Abrir el contrato',
    });
  return problems;
}

/**
 * Names a stored concept code as the company's concept catalogue shows it: its display code and
 * name. Engine codes (BASIC, HEALTH_EE …) are internal and never shown.
 */
type ConceptNamer = (code: string, storedName: string) => TReviewConcept;

function conceptNamer(catalogue: readonly TConcept[]): ConceptNamer {
  const byCode = new Map(catalogue.map((concept) => [concept.code, concept]));
  return (code, storedName) => {
    const concept = byCode.get(code);
    return {
      // The display code the clerk knows from every other screen (decision 0314), never the engine's.
      code: concept?.displayCode ?? null,
      name: concept?.name ?? storedName,
    };
  };
}

function toRow(raw: RawReviewRow, concepts: readonly RawConcept[], name: ConceptNamer): TReviewRow {
  const hasBoth = raw.net_pay !== null && raw.previous_net_pay !== null;
  const mine = hasBoth
    ? concepts.filter((concept) => Number(concept.contract_id) === Number(raw.contract_id))
    : [];
  return {
    contractId: Number(raw.contract_id),
    documentNumber: raw.document_number,
    employeeName: raw.employee_name,
    days: amount(raw.days),
    earnings: amount(raw.earnings),
    deductions: amount(raw.deductions),
    netPay: amount(raw.net_pay),
    employerCost: amount(raw.employer_cost),
    previousNetPay: amount(raw.previous_net_pay),
    change: amount(raw.change),
    changePercent: amount(raw.change_percent),
    largeChange: Boolean(raw.large_change),
    retroactive: amount(raw.retroactive),
    newConcepts: mine
      .filter((concept) => concept.in_current && !concept.in_previous)
      .map((concept) => name(concept.concept_code, concept.concept_name)),
    missingConcepts: mine
      .filter((concept) => !concept.in_current && concept.in_previous)
      .map((concept) => name(concept.concept_code, concept.concept_name)),
    problems: problemsOf(raw),
  };
}

const toTotals = (
  raw: Awaited<ReturnType<ReturnType<typeof createReviewRepository>['totals']>>,
): TReviewTotals => ({
  employees: Number(raw.employees),
  settled: Number(raw.settled),
  withErrors: Number(raw.with_errors),
  excluded: Number(raw.excluded),
  largeChanges: Number(raw.large_changes),
  withRetroactive: Number(raw.with_retroactive),
  retroactive: Number(raw.retroactive ?? 0),
  earnings: Number(raw.earnings ?? 0),
  deductions: Number(raw.deductions ?? 0),
  netPay: Number(raw.net_pay ?? 0),
  employerCost: Number(raw.employer_cost ?? 0),
  previousNetPay: Number(raw.previous_net_pay ?? 0),
});

/** Rows read per round trip while exporting: memory stays bounded whatever the company's size. */
const EXPORT_CHUNK = 1000;

/**
 * Revisar prenómina (issue 27): each employee's totals of a processed payroll or final settlement,
 * and the change against the previous payroll period, from the stored results (never recomputed).
 */
export function createReviewService({
  db,
  concepts,
  payrollConfig,
}: {
  db: Database;
  concepts: Pick<ConceptsService, 'list'>;
  payrollConfig: Pick<PayrollConfigService, 'reviewThreshold'>;
}) {
  const repository = createReviewRepository(db);

  async function scopeOf(companyId: number, calendarId: number) {
    const calendar = await repository.calendar(companyId, calendarId);
    // Another company's calendar is answered exactly like a missing one.
    if (!calendar) throw notFound(M.calendarNotFound);
    if (!REVIEWABLE_TYPES.has(calendar.type)) throw badRequest(ERROR_CODES.validation, M.notReviewable);
    if (calendar.resultProcessId === null) throw conflict(ERROR_CODES.conflict, M.notProcessed);
    // A final settlement is not a period of the series: nothing to compare it with.
    const previous =
      calendar.type === 'NM' ? await repository.previousPayroll(companyId, calendar.periodStart) : null;
    const threshold = await payrollConfig.reviewThreshold(companyId);
    const scope: ReviewScope = {
      companyId,
      processId: calendar.resultProcessId,
      previousProcessId: previous?.processId ?? 0,
      threshold,
    };
    return { calendar, previous, scope };
  }

  const filtersOf = (query: Omit<TReviewQueryParsed, 'page' | 'pageSize'>): ReviewFilters => ({
    search: query.search || undefined,
    largeChanges: query.largeChanges,
    problems: query.problems,
    retroactive: query.retroactive,
    sortField: query.sortField,
    sortOrder: query.sortOrder,
  });

  async function rowsOf(scope: ReviewScope, raw: RawReviewRow[], companyId: number) {
    const ids = raw.map((row) => Number(row.contract_id));
    const [changes, catalogue] = await Promise.all([
      repository.concepts(scope, ids),
      concepts.list(companyId),
    ]);
    const name = conceptNamer(catalogue);
    return raw.map((row) => toRow(row, changes, name));
  }

  const calendarOf = (calendar: ReviewCalendar) => ({
    id: calendar.id,
    detail: calendar.detail,
    type: calendar.type,
    state: calendar.state,
    periodStart: calendar.periodStart,
    periodEnd: calendar.periodEnd,
  });

  return {
    async page(companyId: number, calendarId: number, query: TReviewQueryParsed): Promise<TReviewPage> {
      const { calendar, previous, scope } = await scopeOf(companyId, calendarId);
      const filters = filtersOf(query);
      // One after the other: each is its own short transaction (the embedded database has one connection).
      const raw = await repository.page(scope, filters, query.pageSize, (query.page - 1) * query.pageSize);
      const totals = await repository.totals(scope, filters);
      return {
        calendar: calendarOf(calendar),
        previous: previous ? { calendarId: previous.calendarId, detail: previous.detail } : null,
        threshold: scope.threshold,
        rows: await rowsOf(scope, raw, companyId),
        total: Number(totals.employees),
        page: query.page,
        pageSize: query.pageSize,
        totals: toTotals(totals),
      };
    },

    async employee(companyId: number, calendarId: number, contractId: number): Promise<TReviewEmployee> {
      const { scope } = await scopeOf(companyId, calendarId);
      const raw = await repository.one(scope, contractId);
      if (!raw) throw notFound(M.employeeNotInRun);
      const [[row], lines, catalogue] = await Promise.all([
        rowsOf(scope, [raw], companyId),
        repository.lines(scope, contractId),
        concepts.list(companyId),
      ]);
      const name = conceptNamer(catalogue);
      return {
        row: row as TReviewRow,
        lines: lines.map((line) => ({
          lineNo: Number(line.line_no),
          concept: name(line.concept_code, line.concept_name),
          kind: line.kind,
          kindName: PAYROLL_LINE_KIND_NAMES[line.kind as TPayrollLineKind] ?? line.kind,
          units: Number(line.units),
          unitKind: line.unit_kind,
          base: Number(line.base),
          value: Number(line.value),
          previousValue: amount(line.previous_value),
          retroactive: Boolean(line.is_retroactive),
          origin: originOf(line),
        })),
      };
    },

    /**
     * The review as an xlsx with the table's filters and order. Rows are read EXPORT_CHUNK at a time
     * and added to the sheet as they come, so a 10,000-employee period never sits twice in memory.
     */
    async export(
      companyId: number,
      calendarId: number,
      query: Omit<TReviewQueryParsed, 'page' | 'pageSize'>,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const { calendar, scope } = await scopeOf(companyId, calendarId);
      const filters = filtersOf(query);
      const workbook = createReviewWorkbook(`Prenómina ${calendar.detail}`);
      for (let offset = 0; ; offset += EXPORT_CHUNK) {
        const raw = await repository.page(scope, filters, EXPORT_CHUNK, offset);
        if (raw.length > 0) workbook.add(await rowsOf(scope, raw, companyId));
        if (raw.length < EXPORT_CHUNK) break;
      }
      const totals = toTotals(await repository.totals(scope, filters));
      return { fileName: reviewFileName(calendar.detail), bytes: workbook.finish(totals) };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
