import '../queries.css';
import { ACCOUNTING_QUERY, QUERY_LIMITS, type TAccountingQuery } from '@quincena/contracts/queries';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { downloadFile, reportFileName } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { accountingColumns, accountingExportSheet } from '../accounting-columns.ts';
import { fetchAccountingExport, useAccountingOptions, useAccountingPage } from '../api/accounting.queries.ts';
import { type ServerPage, ServerPagedTable } from '../components/server-paged-table.tsx';
import { conceptFilterOptions } from '../payroll-filters.ts';
import { QUERY_TOASTS } from '../payroll-query-kinds.ts';

const FIRST_PAGE: ServerPage = { first: 0, rows: QUERY_LIMITS.defaultPageSize, keyword: '' };

interface Filters {
  calendarId: number | null;
  contractId: number | null;
  conceptCode: string | null;
  year: string;
  month: string;
}

const EMPTY: Filters = { calendarId: null, contractId: null, conceptCode: null, year: '', month: '' };

type Applied = Omit<TAccountingQuery, 'page' | 'pageSize' | 'search'>;

/** Año* and Mes* unless a calendar is chosen (spec 03 §2.7): four digits, 1 to 12. */
function validate(filters: Filters): Record<string, string> {
  const errors: Record<string, string> = {};
  if (filters.calendarId !== null && filters.year === '' && filters.month === '') return errors;
  if (!/^\d{4}$/.test(filters.year)) errors.year = 'Diligencie el año (cuatro dígitos)';
  const month = Number(filters.month);
  if (!/^\d{1,2}$/.test(filters.month) || month < 1 || month > 12)
    errors.month = 'Diligencie el mes (1 a 12)';
  return errors;
}

/** Consulta contabilidad (/HistoricAccounting, spec 03 §2.7; decision 0302): the stored postings of the accounting runs. */
export function AccountingQueryPage() {
  const id = useId();
  const { pathname } = useLocation();
  const options = useAccountingOptions();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Applied | null>(null);
  const [page, setPage] = useState<ServerPage>(FIRST_PAGE);
  const [exporting, setExporting] = useState(false);

  const query: TAccountingQuery | null = applied
    ? {
        ...applied,
        search: page.keyword.trim() || undefined,
        page: Math.floor(page.first / page.rows) + 1,
        pageSize: page.rows,
      }
    : null;
  const result = useAccountingPage(query);

  const calendars = useMemo(
    () => (options.data?.calendars ?? []).map((item) => ({ value: item.id, label: item.detail })),
    [options.data],
  );
  const concepts = useMemo(() => conceptFilterOptions(options.data?.concepts ?? []), [options.data]);
  const contracts = useMemo(
    () =>
      (options.data?.contracts ?? []).map((item) => ({
        value: item.contractId,
        label: `${item.documentNumber} - ${item.employeeName}`,
      })),
    [options.data],
  );

  function checked(): Applied | null {
    const found = validate(filters);
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return {
      ...(filters.calendarId ? { calendarId: filters.calendarId } : {}),
      ...(filters.contractId ? { contractId: filters.contractId } : {}),
      ...(filters.conceptCode ? { conceptCode: filters.conceptCode } : {}),
      ...(filters.year ? { year: Number(filters.year) } : {}),
      ...(filters.month ? { month: Number(filters.month) } : {}),
    };
  }

  async function handleExport() {
    const current = applied ?? checked();
    if (!current) return;
    setExporting(true);
    try {
      const all = await fetchAccountingExport({ ...current, search: page.keyword.trim() || undefined });
      if (all.rows.length === 0) {
        notify.warn(QUERY_TOASTS.nothingToExport);
        return;
      }
      const { buildReportWorkbook, workbookBytes } = await import(
        '../../../components/report-dialog/report-workbook.ts'
      );
      downloadFile(
        reportFileName(ACCOUNTING_QUERY.exportBaseName, new Date()),
        workbookBytes(buildReportWorkbook(accountingExportSheet(all.rows, ACCOUNTING_QUERY.sheetName))),
      );
      notify.success(QUERY_TOASTS.exported);
    } catch (error) {
      notify.serverError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }

  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setErrors({});
  };

  return (
    <div className="page">
      <PageTitle title={ACCOUNTING_QUERY.title} videoKey="HISTORICACCOUNTING" />
      <PageMessages page={pathname.slice(1)} />
      <form
        className="payroll-filters"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const next = checked();
          if (!next) return;
          setApplied(next);
          setPage((current) => ({ ...current, first: 0 }));
        }}
      >
        <div className="payroll-filters__field">
          <label htmlFor={`${id}-calendar`}>Calendario</label>
          <Dropdown
            inputId={`${id}-calendar`}
            value={filters.calendarId}
            options={calendars}
            onChange={(event) => set({ calendarId: (event.value as number | null) ?? null })}
            placeholder="Seleccione un calendario"
            emptyMessage="No hay calendarios disponibles"
            filter
            showClear
            disabled={options.isLoading}
          />
        </div>
        <div className="payroll-filters__field">
          <label htmlFor={`${id}-contract`}>Contrato</label>
          <Dropdown
            inputId={`${id}-contract`}
            value={filters.contractId}
            options={contracts}
            onChange={(event) => set({ contractId: (event.value as number | null) ?? null })}
            placeholder="Seleccione un contrato"
            emptyMessage="No hay contratos disponibles"
            filter
            showClear
            virtualScrollerOptions={contracts.length > 100 ? { itemSize: 38 } : undefined}
            disabled={options.isLoading}
          />
        </div>
        <div className="payroll-filters__field">
          <label htmlFor={`${id}-concept`}>Concepto</label>
          <Dropdown
            inputId={`${id}-concept`}
            value={filters.conceptCode}
            options={concepts}
            onChange={(event) => set({ conceptCode: (event.value as string | null) ?? null })}
            placeholder="Seleccione un concepto"
            emptyMessage="No hay conceptos disponibles"
            filter
            showClear
            disabled={options.isLoading}
          />
        </div>
        <div className="payroll-filters__field payroll-filters__field--short">
          <label htmlFor={`${id}-year`}>Año *</label>
          <InputText
            id={`${id}-year`}
            value={filters.year}
            onChange={(event) => set({ year: event.target.value })}
            maxLength={4}
            inputMode="numeric"
            invalid={Boolean(errors.year)}
          />
          {errors.year && <small className="p-error">{errors.year}</small>}
        </div>
        <div className="payroll-filters__field payroll-filters__field--short">
          <label htmlFor={`${id}-month`}>Mes *</label>
          <InputText
            id={`${id}-month`}
            value={filters.month}
            onChange={(event) => set({ month: event.target.value })}
            maxLength={2}
            inputMode="numeric"
            invalid={Boolean(errors.month)}
          />
          {errors.month && <small className="p-error">{errors.month}</small>}
        </div>
        <div className="payroll-filters__submit">
          <Button type="submit" label="Consultar" icon="pi pi-search" loading={result.isFetching} />
        </div>
        <p className="payroll-filters__legend">Campos obligatorios (*)</p>
      </form>
      {result.isError && <p className="p-error">{errorMessage(result.error)}</p>}
      <ServerPagedTable
        rows={applied ? (result.data?.rows ?? []) : []}
        totalRecords={applied ? (result.data?.total ?? 0) : 0}
        columns={accountingColumns}
        dataKey="id"
        page={page}
        onPageChange={setPage}
        loading={result.isFetching}
        toolbar={
          <Button
            type="button"
            label="Exportar"
            icon="pi pi-file-excel"
            severity="success"
            loading={exporting}
            onClick={() => void handleExport()}
          />
        }
        onClear={() => {
          setFilters(EMPTY);
          setErrors({});
          setApplied(null);
          setPage(FIRST_PAGE);
        }}
        emptyMessage={applied ? ACCOUNTING_QUERY.empty : 'Use los filtros y presione Consultar'}
        ariaLabel={ACCOUNTING_QUERY.title}
      />
    </div>
  );
}
