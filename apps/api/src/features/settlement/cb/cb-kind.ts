import { MONTH_NAMES } from '@quincena/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { accountingEntries, accountPlanRows } from '../../../db/schema/index.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import type { ReferenceItem } from '../../reference/index.ts';
import {
  afp,
  arl,
  banks,
  ccf,
  eps,
  parafiscalEntities,
  severanceFunds,
  voluntaryPensionFunds,
} from '../../reference/index.ts';
import { accumulatedPayrollOf, monthPayrollNotReady } from '../month-payroll.ts';
import { ofProcess } from '../process-scope.ts';
import { withPayRoster } from '../roster/period-contracts.ts';
import { storedOutcome } from '../runner/bulk-insert.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import {
  type Entry,
  fromCents,
  indexPlan,
  type LineKind,
  type Nature,
  type Party,
  type PlanIndex,
  type PlanRow,
  type PostingContract,
  PostingError,
  postLine,
} from './posting.ts';

export const CB_MESSAGES = {
  noPlan: 'Configure el plan de cuentas (Contable, Plan de cuentas) antes de liquidar la contabilidad.',
  companyIncomplete:
    'Complete en Datos empresa el NIT con su dígito de verificación antes de liquidar la contabilidad.',
  payrollPending: (month: number, year: number) =>
    `La nómina de ${MONTH_NAMES[month - 1]} de ${year} tiene periodos procesados sin acumular: acumúlelos antes de liquidar la contabilidad.`,
  payrollNotAccumulated: (month: number, year: number) =>
    `La nómina de ${MONTH_NAMES[month - 1]} de ${year} no está acumulada: acumule sus periodos antes de liquidar la contabilidad.`,
} as const;

interface CbPrepared {
  plan: PlanIndex;
  company: Party;
  arl: Party | null;
  payrollProcessIds: number[];
  /** The final settlements (LD calendars) among them: their lines prefer the plan's LD voucher rows. */
  finalSettlementCalendars: ReadonlySet<number>;
}

type EntryInsert = typeof accountingEntries.$inferInsert;

function partyIndex(items: readonly (ReferenceItem & { nit?: string; checkDigit?: string })[]) {
  const index = new Map<string, Party>();
  for (const item of items) {
    if (item.nit) index.set(item.code, { nit: item.nit, checkDigit: item.checkDigit ?? '', name: item.name });
  }
  return index;
}

const ENTITY_LISTS = {
  EPS: partyIndex(eps.items),
  AFP: partyIndex(afp.items),
  ARL: partyIndex(arl.items),
  CCF: partyIndex(ccf.items),
  FCES: partyIndex(severanceFunds.items),
  FVOL: partyIndex(voluntaryPensionFunds.items),
  AFC: partyIndex(banks.items),
  PARAFISCAL: partyIndex(parafiscalEntities.items),
};

async function loadPlan(db: Database, companyId: number): Promise<PlanRow[]> {
  const rows = await rowsOf<{
    concept_code: string;
    account_1: string;
    account_2: string;
    nature: Nature;
    voucher_type: string;
    third_party_type: string;
    entity_type: string | null;
    expense_type: string | null;
    manages_cost_centre: boolean;
    nit: string | null;
    check_digit: string | null;
    name: string | null;
  }>(
    db,
    sql`select a.concept_code, a.account_1, a.account_2, a.nature, a.voucher_type, a.third_party_type,
               a.entity_type, a.expense_type, a.manages_cost_centre, t.nit, t.check_digit, t.name
        from account_plan_rows a
        left join third_parties t on t.company_id = a.company_id and t.id = a.third_party_id
        where a.company_id = ${companyId} order by a.id`,
  );
  return rows.map((row) => ({
    conceptCode: row.concept_code,
    account1: row.account_1,
    account2: row.account_2,
    nature: row.nature,
    voucherType: row.voucher_type,
    thirdPartyType: row.third_party_type,
    thirdParty: row.nit ? { nit: row.nit, checkDigit: row.check_digit ?? '', name: row.name ?? '' } : null,
    entityType: row.entity_type,
    expenseType: row.expense_type,
    managesCostCentre: row.manages_cost_centre,
  }));
}

async function companyParty(db: Database, companyId: number) {
  const [row] = await rowsOf<{
    nit: string | null;
    check_digit: string | null;
    name: string;
    arl_code: string | null;
  }>(db, sql`select nit, check_digit, name, arl_code from companies where id = ${companyId}`);
  if (!row?.nit) return null;
  return {
    company: { nit: row.nit, checkDigit: row.check_digit ?? '', name: row.name },
    arl: row.arl_code ? (ENTITY_LISTS.ARL.get(row.arl_code) ?? null) : null,
  };
}

interface ContractRow {
  id: number;
  document_number: string;
  employee_name: string;
  eps_code: string;
  afp_code: string;
  severance_fund_code: string;
  ccf_code: string;
  voluntary_pension_fund_code: string | null;
  afc_fund_code: string | null;
  cost_centre_code: string | null;
  expense_type: string | null;
}

interface LineRow {
  contract_id: number;
  calendar_id: number;
  concept_code: string;
  concept_name: string;
  kind: LineKind;
  value: string;
  expense_share: string | null;
}

const entity = (list: ReadonlyMap<string, Party>, code: string | null) =>
  code ? (list.get(code) ?? null) : null;

function postingContract(row: ContractRow, prepared: CbPrepared): PostingContract {
  return {
    label: `Contrato ${row.id} (${row.document_number} ${row.employee_name})`,
    employee: { nit: row.document_number, checkDigit: '', name: row.employee_name },
    company: prepared.company,
    entities: {
      EPS: entity(ENTITY_LISTS.EPS, row.eps_code),
      AFP: entity(ENTITY_LISTS.AFP, row.afp_code),
      ARL: prepared.arl,
      CCF: entity(ENTITY_LISTS.CCF, row.ccf_code),
      FCES: entity(ENTITY_LISTS.FCES, row.severance_fund_code),
      FVOL: entity(ENTITY_LISTS.FVOL, row.voluntary_pension_fund_code),
      AFC: entity(ENTITY_LISTS.AFC, row.afc_fund_code),
      SENA: entity(ENTITY_LISTS.PARAFISCAL, 'PASENA'),
      ICBF: entity(ENTITY_LISTS.PARAFISCAL, 'PAICBF'),
    },
    costCentre:
      row.cost_centre_code !== null && row.expense_type !== null
        ? { code: row.cost_centre_code, expenseType: row.expense_type }
        : null,
  };
}

/**
 * The accounting (CB) settlement kind (issue 14; decision 0302): every line the month's accumulated
 * payroll stored is posted through the company's account plan (posting.ts). A contract with a line
 * the plan cannot post is an error row naming the concept and what is missing; the others post.
 * Nothing of pay is recomputed: amounts are the stored lines'.
 */
export function createCbKind(): SettlementKind<CbPrepared> {
  const kind: SettlementKind<CbPrepared> = {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      const [planRow] = await db
        .select({ id: accountPlanRows.id })
        .from(accountPlanRows)
        .where(eq(accountPlanRows.companyId, companyId))
        .limit(1);
      if (!planRow) return CB_MESSAGES.noPlan;
      if (!(await companyParty(db, companyId))) return CB_MESSAGES.companyIncomplete;
      return monthPayrollNotReady(db, companyId, calendar, CB_MESSAGES);
    },

    async units({ db, companyId, calendar }) {
      const processes = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      if (processes.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select distinct contract_id::int as id from settlement_results
            where company_id = ${companyId} and process_id in (${sql.join(processes, sql`, `)}) order by 1`,
      );
      return rows.map((row) => Number(row.id));
    },

    async prepare({ db, companyId, calendar }) {
      const party = await companyParty(db, companyId);
      if (!party) throw new Error(CB_MESSAGES.companyIncomplete);
      const payrollProcessIds = await accumulatedPayrollOf(db, companyId, calendar.year, calendar.month);
      return {
        plan: indexPlan(await loadPlan(db, companyId)),
        company: party.company,
        arl: party.arl,
        payrollProcessIds,
        finalSettlementCalendars: new Set(
          payrollProcessIds.length === 0
            ? []
            : (
                await rowsOf<{ id: number }>(
                  db,
                  sql`select id from pay_calendars where company_id = ${companyId} and type = 'LD'
                        and result_process_id in (${sql.join(payrollProcessIds, sql`, `)})`,
                )
              ).map((row) => Number(row.id)),
        ),
      };
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds): Promise<BatchOutcome> {
      if (prepared.payrollProcessIds.length === 0 || unitIds.length === 0) {
        const message = CB_MESSAGES.payrollNotAccumulated(calendar.month, calendar.year);
        return {
          settled: 0,
          errors: unitIds.map((contractId) => ({ contractId, message })),
          lastRecord: null,
          async write() {},
        };
      }
      const ids = sql.join([...unitIds], sql`, `);
      const processes = sql.join(prepared.payrollProcessIds, sql`, `);
      const contracts = await rowsOf<ContractRow>(
        db,
        sql`select k.id, p.document_number,
                   ${personFullNameOf('p')} as employee_name,
                   k.eps_code, k.afp_code, k.severance_fund_code, k.ccf_code, k.voluntary_pension_fund_code,
                   k.afc_fund_code, cc.code as cost_centre_code, cc.expense_type
            from contracts k
            join persons p on p.company_id = k.company_id and p.id = k.person_id
            left join cost_centres cc on cc.company_id = k.company_id and cc.id = k.cost_center_id
            where k.company_id = ${companyId} and k.id in (${ids})`,
      );
      const lines = await rowsOf<LineRow>(
        db,
        sql`select contract_id, calendar_id, concept_code, concept_name, kind, value::text as value,
                   expense_share::text as expense_share
            from settlement_lines
            where company_id = ${companyId} and process_id in (${processes}) and contract_id in (${ids})
            order by contract_id, calendar_id, line_no`,
      );
      const linesOf = new Map<number, LineRow[]>();
      for (const line of lines) {
        const id = Number(line.contract_id);
        const list = linesOf.get(id);
        if (list) list.push(line);
        else linesOf.set(id, [line]);
      }
      const rows: EntryInsert[] = [];
      const errors: UnitError[] = [];
      let settled = 0;
      let lastRecord: string | null = null;
      for (const contract of contracts.sort((a, b) => a.id - b.id)) {
        const posting = postingContract(contract, prepared);
        const entries: Entry[] = [];
        const problems = new Set<string>();
        for (const line of linesOf.get(contract.id) ?? []) {
          try {
            entries.push(
              ...postLine(
                prepared.plan,
                {
                  sourceCalendarId: Number(line.calendar_id),
                  fromFinalSettlement: prepared.finalSettlementCalendars.has(Number(line.calendar_id)),
                  conceptCode: line.concept_code,
                  conceptName: line.concept_name,
                  kind: line.kind,
                  value: line.value,
                  expenseShare: line.expense_share,
                },
                posting,
              ),
            );
          } catch (error) {
            if (!(error instanceof PostingError)) throw error;
            problems.add(error.message);
          }
        }
        if (problems.size > 0) {
          errors.push({
            contractId: contract.id,
            message: `${posting.label}: ${[...problems].join('; ')}.`.slice(0, 2000),
          });
          continue;
        }
        entries.forEach((entry, index) => {
          rows.push({
            companyId,
            processId,
            contractId: contract.id,
            entryNo: index + 1,
            calendarId: calendar.id,
            year: calendar.year,
            month: calendar.month,
            sourceCalendarId: entry.sourceCalendarId,
            voucherType: entry.voucherType,
            conceptCode: entry.conceptCode,
            conceptName: entry.conceptName,
            conceptKind: entry.conceptKind,
            account: entry.account,
            nature: entry.nature,
            value: fromCents(entry.cents),
            thirdPartyNit: entry.thirdParty.nit,
            thirdPartyCheckDigit: entry.thirdParty.checkDigit,
            thirdPartyName: entry.thirdParty.name.slice(0, 200),
            costCentreCode: entry.costCentreCode,
          });
        });
        settled += 1;
        lastRecord = posting.label;
      }
      return storedOutcome(accountingEntries, rows, errors, lastRecord, settled);
    },

    // CLO freezes the postings: nothing beyond the calendar state changes.
    async accumulate() {},
    async undoAccumulate() {},

    async resultCount(db, companyId, processId) {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(distinct contract_id)::int as count from accounting_entries
            where company_id = ${companyId} and process_id = ${processId}`,
      );
      return Number(row?.count ?? 0);
    },

    async deleteResults(db, companyId, processId) {
      await db.delete(accountingEntries).where(ofProcess(accountingEntries, companyId, processId));
    },
  };
  return withPayRoster(kind, (ctx) => ({
    period: { start: ctx.calendar.periodStart, end: ctx.calendar.periodEnd },

    missing: `no tiene nómina acumulada en ${MONTH_NAMES[ctx.calendar.month - 1]} de ${ctx.calendar.year}: la contabilidad del mes no lo incluye. Liquide y acumule su nómina del mes y procese de nuevo.`,
  }));
}
