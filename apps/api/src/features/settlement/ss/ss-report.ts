import type { TReportCell } from '@quincena/contracts/reports';
import type { WorkerInput } from '@quincena/pila';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sheetOf, summarySheet } from '../../../platform/reports/sheet.ts';
import { personFullNameOf } from '../../../platform/sql/person-name.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { createReferenceService } from '../../reference/index.ts';
import { storedRunProcessOf, storedRunReport } from '../reports/stored-run-calendar.ts';

/** Reporte Seguridad Social (spec 02 §2, §7 "Reports"; decision 0301). */
export const SS_REPORT = {
  definitionPath: '/api/settlement/social-security-report/definition',
  path: '/api/settlement/social-security-report',
  calendarTag: 'calendario',
  calendarRequired: 'Seleccione el calendario de seguridad social',
  calendarInvalid: 'El calendario no es de seguridad social o no está procesado',
} as const;

interface StoredRow {
  contract_id: number;
  document_number: string;
  employee_name: string;
  worker: WorkerInput;
  contributor_arl: string | null;
  pension: string;
  solidarity_fund: string;
  health: string;
  risk: string;
  ccf: string;
  sena: string;
  icbf: string;
  total: string;
}

type Subsystem = 'pension' | 'health' | 'risk' | 'ccf';

const SUBSYSTEM_NAMES: Record<Subsystem, string> = {
  pension: 'Pensión',
  health: 'Salud',
  risk: 'Riesgos laborales',
  ccf: 'Caja de compensación familiar',
};

const ORDER: readonly Subsystem[] = ['health', 'pension', 'risk', 'ccf'];

const LIST_OF: Record<Subsystem, 'afp' | 'eps' | 'arl' | 'ccf'> = {
  pension: 'afp',
  health: 'eps',
  risk: 'arl',
  ccf: 'ccf',
};

/**
 * Two sheets from the stored SS run: each cotizante with its administrators and contributions, and
 * what is owed to each administrator (the payment the operator splits), plus SENA and ICBF.
 */
export function createSsReport({ db }: { db: Database }) {
  const reference = createReferenceService({ db });
  const report = { type: 'SS', limit: 500, sheets: ['Seguridad social', 'Por administradora'] };
  const { calendarTag: tag, calendarRequired: required, calendarInvalid: invalid } = SS_REPORT;
  return storedRunReport(db, report, { tag, required, invalid }, async (companyId, calendarId) => {
    const processId = await storedRunProcessOf(db, companyId, calendarId, 'SS', SS_REPORT.calendarInvalid);
    const rows = await rowsOf<StoredRow>(
      db,
      sql`select r.contract_id, p.document_number, r.worker, co.arl_code as contributor_arl,
            ${personFullNameOf('p')} as employee_name,
            r.pension::text, r.solidarity_fund::text, r.health::text, r.risk::text, r.ccf::text,
            r.sena::text, r.icbf::text, r.total::text
          from pila_results r
          join contracts k on k.company_id = r.company_id and k.id = r.contract_id
          join persons p on p.company_id = k.company_id and p.id = k.person_id
          join companies co on co.id = r.company_id
          where r.company_id = ${companyId} and r.process_id = ${processId}
          order by r.contract_id`,
    );
    const codeOf = (row: StoredRow, subsystem: Subsystem): string | null => {
      if (subsystem === 'pension') return row.worker.pensionFundCode ?? null;
      if (subsystem === 'health') return row.worker.healthProviderCode ?? null;
      if (subsystem === 'risk') return row.worker.arlCode ?? row.contributor_arl;
      return row.worker.ccfCode ?? null;
    };
    // What each administrator is owed: the sum of its cotizantes' contributions (FSP goes with pension).
    const owed = new Map<string, { subsystem: Subsystem; code: string; people: number; amount: number }>();
    for (const row of rows) {
      for (const subsystem of ['pension', 'health', 'risk', 'ccf'] as const) {
        const amount =
          subsystem === 'pension'
            ? Number(row.pension) + Number(row.solidarity_fund)
            : Number(row[subsystem]);
        const code = codeOf(row, subsystem);
        if (!code || amount === 0) continue;
        const key = `${subsystem}|${code}`;
        const entry = owed.get(key) ?? { subsystem, code, people: 0, amount: 0 };
        entry.people += 1;
        entry.amount += amount;
        owed.set(key, entry);
      }
    }
    const names = new Map<string, string>();
    for (const entry of owed.values()) {
      const item = await reference.get(LIST_OF[entry.subsystem], entry.code);
      names.set(`${entry.subsystem}|${entry.code}`, item?.name ?? entry.code);
    }
    const sena = rows.reduce((sum, row) => sum + Number(row.sena), 0);
    const icbf = rows.reduce((sum, row) => sum + Number(row.icbf), 0);
    const byAdministrator: TReportCell[][] = [...owed.entries()]
      // The order of the planilla's fields: health, pension, risks, family compensation.
      .sort(
        ([, a], [, b]) =>
          ORDER.indexOf(a.subsystem) - ORDER.indexOf(b.subsystem) || a.code.localeCompare(b.code),
      )
      .map(([key, entry]) => [
        SUBSYSTEM_NAMES[entry.subsystem],
        entry.code,
        names.get(key) ?? entry.code,
        entry.people,
        entry.amount,
      ]);
    if (sena > 0) byAdministrator.push(['SENA', 'SENA', 'Servicio Nacional de Aprendizaje', null, sena]);
    if (icbf > 0)
      byAdministrator.push(['ICBF', 'ICBF', 'Instituto Colombiano de Bienestar Familiar', null, icbf]);
    const grandTotal = rows.reduce((sum, row) => sum + Number(row.total), 0);
    byAdministrator.push(['Total', null, null, rows.length, grandTotal]);
    return [
      sheetOf(
        'Seguridad social',
        [
          ['Contrato', 'number', (row) => row.contract_id],
          ['Documento', 'text', (row) => row.document_number],
          ['Empleado', 'text', (row) => row.employee_name],
          ['Pensión (AFP)', 'text', (row) => codeOf(row, 'pension')],
          ['Salud (EPS)', 'text', (row) => codeOf(row, 'health')],
          ['Riesgos (ARL)', 'text', (row) => codeOf(row, 'risk')],
          ['Caja (CCF)', 'text', (row) => codeOf(row, 'ccf')],
          ['Aporte pensión', 'money', (row) => Number(row.pension)],
          ['Fondo de solidaridad', 'money', (row) => Number(row.solidarity_fund)],
          ['Aporte salud', 'money', (row) => Number(row.health)],
          ['Aporte riesgos', 'money', (row) => Number(row.risk)],
          ['Aporte caja', 'money', (row) => Number(row.ccf)],
          ['SENA', 'money', (row) => Number(row.sena)],
          ['ICBF', 'money', (row) => Number(row.icbf)],
          ['Total', 'money', (row) => Number(row.total)],
        ],
        rows,
      ),
      summarySheet(
        'Por administradora',
        [
          ['Subsistema', 'text'],
          ['Código', 'text'],
          ['Administradora', 'text'],
          ['Cotizantes', 'number'],
          ['Valor a pagar', 'money'],
        ],
        byAdministrator,
      ),
    ];
  });
}
