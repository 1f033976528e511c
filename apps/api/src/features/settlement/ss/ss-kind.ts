import { MONTH_NAMES } from '@quincena/contracts';
import { personFullName } from '@quincena/contracts/employees';
import type { CompanyPayrollSettings, SettlementResult } from '@quincena/payroll';
import {
  buildPlanillaInput,
  type EmployeeAffiliation,
  mergeSameCotizante,
  type PlanillaRequest,
  PlanillaValidationError,
  type WorkerDocumentType,
  writePlanilla,
} from '@quincena/pila';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, pilaResults, settlementResults } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { toEngineContract } from '../../employees/index.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { companyFactsOf } from '../company-facts.ts';
import { contractsWithPeople, contractViewOn } from '../contract-rows.ts';
import { accumulatedPayrollOf, monthPayrollNotReady } from '../month-payroll.ts';
import { processContractRows } from '../process-scope.ts';
import { withPayRoster } from '../roster/period-contracts.ts';
import { storedOutcome } from '../runner/bulk-insert.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import { processRows } from '../runner/process-rows.ts';
import { declareInPaymentMonth } from './payment-month.ts';
import { addMonths, retroactiveByMonth } from './retroactive-sums.ts';

export interface SsDeps {
  payrollConfig: Pick<PayrollConfigService, 'engineSettings' | 'get'>;
}

/** The contributor's facts a planilla header needs (registro tipo 1), read from the company. */
export interface PlanillaContributor {
  contributor: PlanillaRequest['contributor'];
  operator: PlanillaRequest['operator'];
  /** DIVIPOLA of the work location of every worker (the company's municipality). */
  workLocation: string;
}

interface SsPrepared extends PlanillaContributor {
  settings: Pick<CompanyPayrollSettings, 'pensionDuringUnpaidLeave' | 'healthDuringUnpaidLeave'>;
  /** The month's accumulated payroll results that carry its social security (the month-closing period). */
  payrollProcessIds: number[];
  /** Units (a person's first contract) whose person has more contracts paid in the month, with all of them. */
  sharedPersons: Map<number, number[]>;
  /** Company setting MES_DE_PAGO: this month's planilla also declares the retroactive differences it paid. */
  retroactiveInPaymentMonth: boolean;
}

type PilaResultInsert = typeof pilaResults.$inferInsert;

export const SS_MESSAGES = {
  companyIncomplete: (missing: string[]) =>
    `Complete en Datos empresa ${missing.join(', ')} antes de liquidar la seguridad social.`,
  noMonthClose:
    'tiene nómina en el mes pero ningún periodo acumulado cierra su mes (por ejemplo, un contrato que terminó sin registrar el retiro); registre el retiro o liquide el periodo que cierra el mes.',
  payrollPending: (month: number, year: number) =>
    `La nómina de ${MONTH_NAMES[month - 1]} de ${year} tiene periodos procesados sin acumular: acumúlelos antes de liquidar la seguridad social.`,
  payrollNotAccumulated: (month: number, year: number) =>
    `La nómina de ${MONTH_NAMES[month - 1]} de ${year} no está acumulada: acumule el periodo que cierra el mes antes de liquidar la seguridad social.`,
} as const;

/** `aaaa-mm` of a calendar. */
export const periodOf = (calendar: { year: number; month: number }) =>
  `${calendar.year}-${String(calendar.month).padStart(2, '0')}`;

/** The company as the planilla's contributor, or the Spanish list of what is missing. */
export async function planillaContributor(
  db: Database,
  companyId: number,
): Promise<PlanillaContributor | { missing: string[] }> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const missing: string[] = [];
  if (!company?.nit || !company.checkDigit || !company.documentType)
    missing.push('el NIT con su dígito de verificación');
  if (!company?.arlCode) missing.push('la ARL');
  if (!company?.pilaOperatorCode) missing.push('el operador PILA');
  if (company?.municipalityCode?.length !== 5) missing.push('el municipio');
  if (!company || missing.length > 0) return { missing };
  return {
    contributor: {
      name: company.name,
      documentType: company.documentType as PlanillaRequest['contributor']['documentType'],
      documentNumber: company.nit as string,
      verificationDigit: company.checkDigit as string,
      contributorType: '01',
      arlCode: company.arlCode as string,
    },
    // Operator codes are two digits in registro tipo 1 (campo 22).
    operator: { code: (company.pilaOperatorCode as string).padStart(2, '0').slice(-2) },
    workLocation: company.municipalityCode as string,
  };
}

/** People paid under more than one contract in the month (a re-hire), by their first contract: one query per run. */
async function personsWithSeveralContracts(db: Database, companyId: number, processes: readonly number[]) {
  if (processes.length === 0) return new Map<number, number[]>();
  const rows = await rowsOf<{ ids: number[] }>(
    db,
    sql`select array_agg(distinct r.contract_id order by r.contract_id) as ids from settlement_results r
        join contracts k on k.company_id = r.company_id and k.id = r.contract_id
        where r.company_id = ${companyId} and r.process_id in (${sql.join([...processes], sql`, `)})
        group by k.person_id having count(distinct r.contract_id) > 1`,
  );
  return new Map(rows.map((row) => [Number(row.ids[0]), row.ids.map(Number)]));
}

/**
 * The social-security (SS) settlement kind (issue 14; decision 0301): one planilla worker per
 * contract from the social security the month's accumulated payroll stored (its PILA segments),
 * checked by the planilla package; a contract it refuses is an error row naming why, the others
 * settle. Nothing of pay is recomputed.
 */
export function createSsKind(deps: SsDeps): SettlementKind<SsPrepared> {
  const kind: SettlementKind<SsPrepared> = {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      const contributor = await planillaContributor(db, companyId);
      if ('missing' in contributor) return SS_MESSAGES.companyIncomplete(contributor.missing);
      // A processed period can still change the month's pay: its planilla waits for it.
      return monthPayrollNotReady(db, companyId, calendar, SS_MESSAGES);
    },

    /**
     * One unit per person paid in the month, named by its first contract: a person retired and
     * re-hired in the month is one cotizante (mergeSameCotizante). A contract without the month's
     * social security makes its person an error row.
     */
    async units({ db, companyId, calendar }) {
      const processes = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      if (processes.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select min(r.contract_id)::int as id from settlement_results r
            join contracts k on k.company_id = r.company_id and k.id = r.contract_id
            where r.company_id = ${companyId} and r.process_id in (${sql.join(processes, sql`, `)})
            group by k.person_id order by 1`,
      );
      return rows.map((row) => row.id);
    },

    async prepare({ db, companyId, calendar }, unitCount) {
      const contributor = await planillaContributor(db, companyId);
      if ('missing' in contributor) throw new Error(SS_MESSAGES.companyIncomplete(contributor.missing));
      const payrollProcessIds = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      const settings = await deps.payrollConfig.engineSettings(
        companyId,
        await companyFactsOf(db, companyId, unitCount),
      );
      return {
        ...contributor,
        settings: {
          pensionDuringUnpaidLeave: settings.pensionDuringUnpaidLeave,
          healthDuringUnpaidLeave: settings.healthDuringUnpaidLeave,
        },
        payrollProcessIds,
        sharedPersons: await personsWithSeveralContracts(db, companyId, payrollProcessIds),
        retroactiveInPaymentMonth:
          (await deps.payrollConfig.get(companyId)).config.retroactiveContributions === 'MES_DE_PAGO',
      };
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds): Promise<BatchOutcome> {
      if (prepared.payrollProcessIds.length === 0) {
        // The month's payroll was undone after the run was queued: nothing of it may be reported.
        const message = SS_MESSAGES.payrollNotAccumulated(calendar.month, calendar.year);
        return {
          settled: 0,
          errors: unitIds.map((contractId) => ({ contractId, message })),
          lastRecord: null,
          async write() {},
        };
      }
      // A unit is a person's first contract; its other contracts paid in the month come along.
      const ids = unitIds.flatMap((unit) => prepared.sharedPersons.get(unit) ?? [unit]);
      const { rows, salaries } = await contractsWithPeople(db, companyId, ids);
      const stored = await db
        .select({
          contractId: settlementResults.contractId,
          socialSecurity: settlementResults.socialSecurity,
        })
        .from(settlementResults)
        .where(
          processContractRows(
            settlementResults,
            companyId,
            prepared.payrollProcessIds,
            ids,
            isNotNull(settlementResults.socialSecurity),
          ),
        );
      const socialOf = new Map(
        stored.map((row) => [row.contractId, row.socialSecurity as SettlementResult['socialSecurity']]),
      );
      // With CORRECCION (the default) the retroactive lines stay out: planillas N correct their months.
      const retroactive = prepared.retroactiveInPaymentMonth
        ? await retroactiveByMonth(db, companyId, prepared.payrollProcessIds, ids)
        : new Map();
      const lastDay = calendar.periodEnd;
      const results: PilaResultInsert[] = [];
      const errors: UnitError[] = [];
      let lastRecord: string | null = null;
      const byPerson = new Map<number, typeof rows>();
      for (const row of rows.sort((a, b) => a.contract.id - b.contract.id)) {
        byPerson.set(row.person.id, [...(byPerson.get(row.person.id) ?? []), row]);
      }
      for (const group of byPerson.values()) {
        const first = group[0];
        if (!first) continue;
        const { person } = first;
        const unitId = first.contract.id;
        const label = `Contrato ${group.map((row) => row.contract.id).join(' y ')} (${person.documentNumber} ${personFullName(person)})`;
        const unclosed = group.find((row) => !socialOf.get(row.contract.id));
        if (unclosed) {
          // Paid in the month but no period closed it (a contract that ended without its retirement
          // registered): reported, never left out of the planilla silently.
          errors.push({
            contractId: unitId,
            message: `Contrato ${unclosed.contract.id} (${person.documentNumber} ${personFullName(person)}): ${SS_MESSAGES.noMonthClose}`,
          });
          continue;
        }
        try {
          const settled = group.map(({ contract }) => {
            const view = contractViewOn(contract, person, salaries, lastDay);
            const employee: EmployeeAffiliation = {
              documentType: person.documentType as WorkerDocumentType,
              documentNumber: person.documentNumber,
              firstSurname: person.firstSurname,
              ...(person.secondSurname ? { secondSurname: person.secondSurname } : {}),
              firstName: person.firstName,
              ...(person.otherNames ? { secondName: person.otherNames } : {}),
              workLocation: prepared.workLocation,
              pensionFundCode: contract.afpCode,
              healthProviderCode: contract.epsCode,
              ccfCode: contract.ccfCode,
              arlActivityCode: contract.economicActivity,
              variableSalary: contract.salaryType === 'V',
            };
            return {
              settlement: { contractId: String(contract.id), socialSecurity: socialOf.get(contract.id) },
              contract: toEngineContract(view, view.salaryHistory, lastDay),
              employee,
            };
          });
          const built = buildPlanillaInput({
            contributor: prepared.contributor,
            operator: prepared.operator,
            period: periodOf(calendar),
            settings: prepared.settings,
            workers: settled,
          });
          const merged = mergeSameCotizante(built.workers);
          const paid = group.flatMap(({ contract }) => [...(retroactive.get(contract.id)?.values() ?? [])]);
          const input = {
            ...built,
            workers:
              paid.length && merged[0]
                ? [declareInPaymentMonth(merged[0], addMonths(paid)), ...merged.slice(1)]
                : merged,
          };
          const file = writePlanilla(input);
          const worker = input.workers[0];
          if (!worker) throw new Error('planilla without worker');
          const totals = file.totals;
          results.push({
            companyId,
            processId,
            contractId: unitId,
            calendarId: calendar.id,
            year: calendar.year,
            month: calendar.month,
            worker,
            lines: file.lines.map((line) => line.liquidated),
            unpaidLeave: input.unpaidLeave ?? {},
            pension: String(totals.pension),
            solidarityFund: String(totals.solidarityFund),
            health: String(totals.health),
            risk: String(totals.risk),
            ccf: String(totals.ccf),
            sena: String(totals.sena),
            icbf: String(totals.icbf),
            total: String(totals.total),
          });
          lastRecord = label;
        } catch (error) {
          const reason =
            error instanceof PlanillaValidationError
              ? error.issues
                  .map((issue) => (issue.line ? `línea ${issue.line}: ${issue.message}` : issue.message))
                  .join(' ')
              : error instanceof Error
                ? error.message
                : String(error);
          errors.push({ contractId: unitId, message: `${label}: ${reason}`.slice(0, 2000) });
        }
      }
      return storedOutcome(pilaResults, results, errors, lastRecord);
    },

    // CLO freezes the planilla: nothing beyond the calendar state changes.
    async accumulate() {},
    async undoAccumulate() {},

    ...processRows(pilaResults),
  };
  return withPayRoster(kind, (ctx) => ({
    period: { start: ctx.calendar.periodStart, end: ctx.calendar.periodEnd },
    byPerson: true,
    processIds: () => accumulatedPayrollOf(ctx.db, ctx.companyId, ctx.calendar.year, ctx.calendar.month),
    missing: `no tiene nómina acumulada en ${MONTH_NAMES[ctx.calendar.month - 1]} de ${ctx.calendar.year}: la planilla de seguridad social del mes no lo incluye. Liquide y acumule su nómina del mes y procese de nuevo.`,
  }));
}
