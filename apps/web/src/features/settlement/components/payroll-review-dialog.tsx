import './payroll-review.css';
import type { TReviewQuery, TReviewRow, TReviewSortField } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import {
  DataTable,
  type DataTableExpandedRows,
  type DataTablePageEvent,
  type DataTableSortEvent,
} from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatNumber, ROWS_PER_PAGE_OPTIONS, TABLE_TEXTS } from '../../../components/data-table/index.ts';
import { useFileExport } from '../../../components/file-export.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadReview, useReviewPage } from '../api/review.queries.ts';
import { ReviewEmployeeLines } from './review-employee-lines.tsx';
import { changeText, conceptText, moneyCell, REVIEW_TEXTS as T } from './review-format.ts';
import { ReviewToolbar } from './review-toolbar.tsx';

/** Waits this long after the last key before asking the server again. */
const SEARCH_DELAY_MS = 350;

const FIRST_PAGE: TReviewQuery = { page: 1, pageSize: 20 };

function ChangeCell({ row }: { row: TReviewRow }) {
  if (row.netPay !== null && row.previousNetPay === null && row.problems.length === 0)
    return <Tag value={T.newEmployee} severity="info" />;
  return (
    <span className="payroll-review__change">
      <span>{changeText(row)}</span>
      {row.largeChange && <Tag value={T.largeChange} severity="warning" icon="pi pi-exclamation-triangle" />}
    </span>
  );
}

/** New and missing concepts by their Spanish names; errors and exclusions with the screen that fixes them. */
function NotesCell({ row }: { row: TReviewRow }) {
  return (
    <div className="payroll-review__notes">
      {row.problems.map((problem) => (
        <div key={problem.kind} className="payroll-review__problem">
          <Tag value={problem.kind === 'error' ? 'Error' : 'Excluido'} severity="danger" />
          <span>{problem.message}</span>
          <Link to={problem.fixPath}>{problem.fixLabel}</Link>
        </div>
      ))}
      {row.newConcepts.length > 0 && (
        <div>
          <strong>{T.newConcepts}:</strong> {row.newConcepts.map(conceptText).join(', ')}
        </div>
      )}
      {row.missingConcepts.length > 0 && (
        <div>
          <strong>{T.missingConcepts}:</strong> {row.missingConcepts.map(conceptText).join(', ')}
        </div>
      )}
    </div>
  );
}

export interface PayrollReviewDialogProps {
  calendarId: number;
  onHide: () => void;
}

/**
 * Revisar prenómina (issue 27): after Procesar, one row per employee from the stored results, paged,
 * sorted and filtered on the server; a row opens the person's lines; Excel export of what is seen.
 */
export function PayrollReviewDialog({ calendarId, onHide }: PayrollReviewDialogProps) {
  const [query, setQuery] = useState<TReviewQuery>(FIRST_PAGE);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const review = useReviewPage(calendarId, query);
  const data = review.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a search.
  useEffect(() => {
    if (search === (query.search ?? '')) return;
    const timer = setTimeout(
      () => setQuery({ ...query, search: search || undefined, page: 1 }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  const pageSize = query.pageSize ?? 20;
  const handlePage = (event: DataTablePageEvent) =>
    setQuery({ ...query, page: Math.floor(event.first / event.rows) + 1, pageSize: event.rows });
  const handleSort = (event: DataTableSortEvent) =>
    setQuery({
      ...query,
      page: 1,
      sortField: (event.sortField || undefined) as TReviewSortField | undefined,
      sortOrder: event.sortOrder === -1 ? 'desc' : 'asc',
    });

  const { exporting, exportFile } = useFileExport(async () => {
    const { page: _page, pageSize: _size, ...filters } = query;
    await downloadReview(calendarId, filters);
    notify.success(T.exported);
  });

  // Our own toggler: its Spanish label names the person (PrimeReact's says "Expand").
  const toggle = (contractId: number) =>
    setExpanded((current) => {
      const next = { ...current };
      if (next[String(contractId)]) delete next[String(contractId)];
      else next[String(contractId)] = true;
      return next;
    });

  const totals = data?.totals;
  const header = (
    <ReviewToolbar
      search={search}
      onSearch={setSearch}
      query={query}
      onQuery={setQuery}
      exporting={exporting}
      onExport={() => void exportFile()}
    />
  );

  const sortable = (field: TReviewSortField) => ({ field, sortable: true });
  return (
    <Dialog
      header={data ? T.header(data.calendar.detail) : T.button}
      visible
      onHide={onHide}
      style={{ width: '95vw', maxWidth: '90rem' }}
      maximizable
      modal
      className="payroll-review"
    >
      {data && (
        <p className="payroll-review__summary">
          <strong>{T.summary(data.totals.settled, data.totals.withErrors, data.totals.excluded)}</strong>
          {data.totals.withRetroactive > 0 &&
            ` · ${T.withRetroactive(data.totals.withRetroactive, data.totals.retroactive)}`}
          {' · '}
          {T.previous(data.previous?.detail ?? null, data.threshold)}
        </p>
      )}
      {review.isError && <p className="p-error">{errorMessage(review.error)}</p>}
      <DataTable
        value={data?.rows ?? []}
        dataKey="contractId"
        lazy
        paginator
        first={((query.page ?? 1) - 1) * pageSize}
        rows={pageSize}
        totalRecords={data?.total ?? 0}
        rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS, 50, 100]}
        paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport RowsPerPageDropdown"
        currentPageReportTemplate={TABLE_TEXTS.pageReport}
        onPage={handlePage}
        sortField={query.sortField}
        sortOrder={query.sortField ? (query.sortOrder === 'desc' ? -1 : 1) : undefined}
        onSort={handleSort}
        expandedRows={expanded}
        onRowToggle={(event) => setExpanded(event.data as DataTableExpandedRows)}
        rowExpansionTemplate={(row: TReviewRow) => (
          <ReviewEmployeeLines
            calendarId={calendarId}
            contractId={row.contractId}
            employeeName={row.employeeName}
          />
        )}
        header={header}
        loading={review.isFetching}
        emptyMessage={T.empty}
        aria-label={T.button}
        stripedRows
        size="small"
        scrollable
        // Fixed layout: an opened row's lines can never widen the table past the dialog.
        tableStyle={{ minWidth: '68rem', tableLayout: 'fixed' }}
      >
        <Column
          style={{ width: '3rem' }}
          body={(row: TReviewRow) => {
            const open = Boolean(expanded[String(row.contractId)]);
            return (
              <Button
                type="button"
                icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
                text
                rounded
                aria-label={T.lines(row.employeeName)}
                aria-expanded={open}
                onClick={() => toggle(row.contractId)}
              />
            );
          }}
        />
        <Column
          {...sortable('documentNumber')}
          header="Documento"
          footer={T.totals}
          style={{ width: '7rem' }}
        />
        <Column
          {...sortable('employeeName')}
          header="Empleado"
          style={{ width: '9rem' }}
          footer={totals ? `${formatNumber(totals.employees)} empleados` : ''}
        />
        <Column
          {...sortable('days')}
          header="Días"
          style={{ width: '4rem' }}
          align="right"
          body={(row: TReviewRow) => (row.days === null ? '' : formatNumber(row.days))}
        />
        <Column
          {...sortable('earnings')}
          header="Devengos"
          align="right"
          body={(row: TReviewRow) => moneyCell(row.earnings)}
          footer={totals ? moneyCell(totals.earnings) : ''}
        />
        <Column
          {...sortable('deductions')}
          header="Deducciones"
          align="right"
          body={(row: TReviewRow) => moneyCell(row.deductions)}
          footer={totals ? moneyCell(totals.deductions) : ''}
        />
        <Column
          {...sortable('netPay')}
          header="Neto a pagar"
          align="right"
          body={(row: TReviewRow) => moneyCell(row.netPay)}
          footer={totals ? moneyCell(totals.netPay) : ''}
        />
        <Column
          {...sortable('employerCost')}
          header="Costo empleador"
          align="right"
          body={(row: TReviewRow) => moneyCell(row.employerCost)}
          footer={totals ? moneyCell(totals.employerCost) : ''}
        />
        <Column
          {...sortable('retroactive')}
          header={T.retroactiveColumn}
          align="right"
          body={(row: TReviewRow) => moneyCell(row.retroactive)}
          footer={totals && totals.withRetroactive > 0 ? moneyCell(totals.retroactive) : ''}
        />
        <Column
          {...sortable('changePercent')}
          header="Cambio"
          body={(row: TReviewRow) => <ChangeCell row={row} />}
          style={{ width: '8.5rem' }}
        />
        <Column
          header="Observaciones"
          body={(row: TReviewRow) => <NotesCell row={row} />}
          style={{ width: '9.5rem' }}
        />
      </DataTable>
    </Dialog>
  );
}
