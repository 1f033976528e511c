import '../queries.css';
import { QUERY_LIMITS } from '@quincena/contracts/queries';
import type { TReportResult } from '@quincena/contracts/reports';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { FieldColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { conceptFilterOptions } from '../payroll-filters.ts';
import { ExportButton, useQueryExport } from './query-export.tsx';
import { type ServerPage, ServerPagedTable } from './server-paged-table.tsx';

const FIRST_PAGE: ServerPage = { first: 0, rows: QUERY_LIMITS.defaultPageSize, keyword: '' };

/** The filter lists every historic query offers (Concepto only where the query filters by it). */
export interface HistoricQueryOptions {
  calendars: readonly { id: number; detail: string }[];
  contracts: readonly { contractId: number; documentNumber: string; employeeName: string }[];
  concepts?: readonly { code: string; displayCode: string; name: string }[];
}

interface Filters {
  calendarId: number | null;
  contractId: number | null;
  conceptCode: string | null;
  year: string;
  month: string;
}

const EMPTY: Filters = { calendarId: null, contractId: null, conceptCode: null, year: '', month: '' };

/** The filters as the server reads them (empty ones left out). */
export interface HistoricQueryFilters {
  calendarId?: number;
  contractId?: number;
  conceptCode?: string;
  year?: number;
  month?: number;
}

/** What the table shows of the query: its columns, how a row reads, the extra toolbar, the export. */
export interface HistoricQueryTable<Row, View extends object> {
  columns: readonly FieldColumn<View>[];
  headerGroups?: readonly { header: string; span: number }[];
  toView: (row: Row) => View;
  /** Beside Exportar (the column chooser of wide queries). */
  toolbar?: ReactNode;
  exportSheet: (rows: readonly Row[]) => TReportResult;
}

/**
 * One historic query screen (spec 03 §2.7): Calendario, Contrato, optionally Concepto, Año* and
 * Mes*; Consultar; the server-paged table with keyword search; Exportar to xlsx.
 */
export interface HistoricQueryDescriptor<Options extends HistoricQueryOptions, Row, View extends object> {
  title: string;
  videoKey: string;
  /** The table's message when Consultar found nothing. */
  empty: string;
  exportBaseName: string;
  /** Shows the Concepto filter. */
  conceptFilter: boolean;
  /** Año and Mes may both stay empty when a calendar is chosen. */
  periodOptionalWithCalendar: boolean;
  useOptions: () => UseQueryResult<Options>;
  usePage: (
    query: (HistoricQueryFilters & { search?: string; page: number; pageSize: number }) | null,
  ) => UseQueryResult<{ rows: Row[]; total: number }>;
  fetchExport: (query: HistoricQueryFilters & { search?: string }) => Promise<{ rows: Row[] }>;
  /** A hook: the table for the loaded filter lists. */
  useTable: (options: Options | undefined) => HistoricQueryTable<Row, View>;
}

/** Año* and Mes* (spec 03 §2.7): four digits, 1 to 12 — unless the query lets a calendar stand for them. */
function validate(filters: Filters, periodOptionalWithCalendar: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (
    periodOptionalWithCalendar &&
    filters.calendarId !== null &&
    filters.year === '' &&
    filters.month === ''
  )
    return errors;
  if (!/^\d{4}$/.test(filters.year)) errors.year = 'Diligencie el año (cuatro dígitos)';
  const month = Number(filters.month);
  if (!/^\d{1,2}$/.test(filters.month) || month < 1 || month > 12)
    errors.month = 'Diligencie el mes (1 a 12)';
  return errors;
}

/** The historic query page a descriptor describes (Consulta contabilidad, Consulta seguridad social). */
export function HistoricQueryPage<Options extends HistoricQueryOptions, Row, View extends object>({
  descriptor,
}: {
  descriptor: HistoricQueryDescriptor<Options, Row, View>;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const options = descriptor.useOptions();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<HistoricQueryFilters | null>(null);
  const [page, setPage] = useState<ServerPage>(FIRST_PAGE);
  const table = descriptor.useTable(options.data);
  const exporter = useQueryExport();

  const query = applied
    ? {
        ...applied,
        search: page.keyword.trim() || undefined,
        page: Math.floor(page.first / page.rows) + 1,
        pageSize: page.rows,
      }
    : null;
  const result = descriptor.usePage(query);

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

  function checked(): HistoricQueryFilters | null {
    const found = validate(filters, descriptor.periodOptionalWithCalendar);
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

  function handleExport() {
    const current = applied ?? checked();
    if (!current) return;
    void exporter.run({
      fetchRows: async () =>
        (await descriptor.fetchExport({ ...current, search: page.keyword.trim() || undefined })).rows,
      sheet: table.exportSheet,
      baseName: descriptor.exportBaseName,
    });
  }

  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setErrors({});
  };

  return (
    <div className="page">
      <PageTitle title={descriptor.title} videoKey={descriptor.videoKey} />
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
        {descriptor.conceptFilter && (
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
        )}
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
        rows={applied ? (result.data?.rows ?? []).map(table.toView) : []}
        totalRecords={applied ? (result.data?.total ?? 0) : 0}
        columns={table.columns}
        headerGroups={table.headerGroups}
        dataKey="id"
        page={page}
        onPageChange={setPage}
        loading={result.isFetching}
        toolbar={
          <>
            <ExportButton exporting={exporter.exporting} onClick={handleExport} />
            {table.toolbar}
          </>
        }
        onClear={() => {
          setFilters(EMPTY);
          setErrors({});
          setApplied(null);
          setPage(FIRST_PAGE);
        }}
        emptyMessage={applied ? descriptor.empty : 'Use los filtros y presione Consultar'}
        ariaLabel={descriptor.title}
      />
    </div>
  );
}
