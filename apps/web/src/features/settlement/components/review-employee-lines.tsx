import type { TReviewLine } from '@quincena/contracts/settlement';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatNumber } from '../../../components/data-table/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReviewEmployee } from '../api/review.queries.ts';
import { capitalized, conceptText, moneyCell, REVIEW_TEXTS as T } from './review-format.ts';

/** A retroactive line as the group shows it: under its original period, named with it. */
interface RetroactiveRow {
  lineNo: number;
  /** "Primera quincena de enero de 2026"; the withholding's own group when it has no period. */
  group: string;
  /** "Salario — primera quincena de enero de 2026" */
  name: string;
  kindName: string;
  value: number;
  /** Signed for the group's net: earnings add, deductions subtract. */
  net: number;
}

/** Oldest period first (the line order within it kept); the withholding on the payment last. */
function retroactiveRows(lines: readonly TReviewLine[]): RetroactiveRow[] {
  const start = (line: TReviewLine) => line.origin?.periodStart ?? '9999-12-31';
  return lines
    .filter((line) => line.retroactive)
    .sort((a, b) => start(a).localeCompare(start(b)) || a.lineNo - b.lineNo)
    .map((line) => ({
      lineNo: line.lineNo,
      group: line.origin ? capitalized(line.origin.label) : T.retroactiveWithholding,
      name: line.origin ? `${conceptText(line.concept)} — ${line.origin.label}` : conceptText(line.concept),
      kindName: line.kindName,
      value: line.value,
      net: line.kind === 'earning' ? line.value : line.kind === 'deduction' ? -line.value : 0,
    }));
}

/** A person's retroactive lines under the heading "Retroactivo", one sub-heading per original period. */
function RetroactiveLines({ rows, employeeName }: { rows: RetroactiveRow[]; employeeName: string }) {
  const net = rows.reduce((total, row) => total + row.net, 0);
  return (
    <section className="payroll-review__retroactive" aria-label={`${T.retroactiveGroup} de ${employeeName}`}>
      <h4 className="payroll-review__group">{T.retroactiveGroup}</h4>
      <DataTable
        value={rows}
        dataKey="lineNo"
        rowGroupMode="subheader"
        groupRowsBy="group"
        rowGroupHeaderTemplate={(row: RetroactiveRow) => <strong>{row.group}</strong>}
        size="small"
        aria-label={`${T.retroactiveGroup} de ${employeeName}`}
      >
        <Column field="name" header="Concepto" />
        <Column field="kindName" header="Tipo" />
        <Column header="Valor" body={(row: RetroactiveRow) => moneyCell(row.value)} align="right" />
      </DataTable>
      <p className="payroll-review__retroactive-net">
        <strong>{T.retroactiveNet}:</strong> {moneyCell(net)}
      </p>
    </section>
  );
}

/**
 * The lines of one person of the review (the row's expansion), with last period's value beside each;
 * the differences of accumulated periods apart, under "Retroactivo" (issue 32, decision 0346).
 */
export function ReviewEmployeeLines({
  calendarId,
  contractId,
  employeeName,
}: {
  calendarId: number;
  contractId: number;
  employeeName: string;
}) {
  const employee = useReviewEmployee(calendarId, contractId);
  if (employee.isError) return <p className="p-error">{errorMessage(employee.error)}</p>;
  const lines = employee.data?.lines ?? [];
  const retroactive = retroactiveRows(lines);
  return (
    <div className="payroll-review__lines">
      <DataTable
        value={lines.filter((line) => !line.retroactive)}
        dataKey="lineNo"
        loading={employee.isLoading}
        emptyMessage={T.noLines}
        size="small"
        aria-label={T.lines(employeeName)}
      >
        <Column header="Concepto" body={(line) => conceptText(line.concept)} />
        <Column field="kindName" header="Tipo" />
        <Column header="Unidades" body={(line) => formatNumber(line.units)} align="right" />
        <Column header="Base" body={(line) => moneyCell(line.base)} align="right" />
        <Column header="Valor" body={(line) => moneyCell(line.value)} align="right" />
        <Column header="Período anterior" body={(line) => moneyCell(line.previousValue)} align="right" />
      </DataTable>
      {retroactive.length > 0 && <RetroactiveLines rows={retroactive} employeeName={employeeName} />}
    </div>
  );
}
