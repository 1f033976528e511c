import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatNumber } from '../../../components/data-table/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReviewEmployee } from '../api/review.queries.ts';
import { conceptText, moneyCell, REVIEW_TEXTS as T } from './review-format.ts';

/** The lines of one person of the review (the row's expansion), with last period's value beside each. */
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
  return (
    <div className="payroll-review__lines">
      <DataTable
        value={employee.data?.lines ?? []}
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
    </div>
  );
}
