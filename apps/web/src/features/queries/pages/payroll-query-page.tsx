import '../queries.css';
import {
  ACCUMULATED_UPLOAD,
  QUERY_LIMITS,
  type TPayrollQuery,
  type TPayrollQueryRow,
} from '@quincena/contracts/queries';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { UploadDialog } from '../../../components/upload-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import {
  accumulatedUploadApi,
  fetchPayrollExport,
  queriesKeys,
  usePayrollQueryOptions,
  usePayrollQueryPage,
} from '../api/queries.queries.ts';
import { payrollQueryColumns } from '../components/payroll-query.columns.tsx';
import { type PayrollFilterOptions, PayrollQueryFilters } from '../components/payroll-query-filters.tsx';
import { ExportButton, useQueryExport } from '../components/query-export.tsx';
import { type ServerPage, ServerPagedTable } from '../components/server-paged-table.tsx';
import {
  conceptFilterOptions,
  EMPTY_FILTERS,
  type FilterErrors,
  filterQuery,
  type PayrollQueryKind,
  validateFilters,
} from '../payroll-filters.ts';
import { PAYROLL_QUERY_SCREENS, QUERY_TOASTS } from '../payroll-query-kinds.ts';

const FIRST_PAGE: ServerPage = { first: 0, rows: QUERY_LIMITS.defaultPageSize, keyword: '' };

/** The filters, page, sort and keyword as the server reads them. */
function toServerQuery(filters: ReturnType<typeof filterQuery>, page: ServerPage): TPayrollQuery {
  return {
    ...filters,
    search: page.keyword.trim() || undefined,
    sortField: page.sortField as TPayrollQuery['sortField'],
    sortOrder: page.sortOrder === -1 ? 'desc' : 'asc',
    page: Math.floor(page.first / page.rows) + 1,
    pageSize: page.rows,
  };
}

/** Nómina abierta and Nómina acumulados históricos (spec 03 §2.7): one screen, two sources. */
export function PayrollQueryPage({ kind }: { kind: PayrollQueryKind }) {
  const screen = PAYROLL_QUERY_SCREENS[kind];
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const options = usePayrollQueryOptions(kind);
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [applied, setApplied] = useState<ReturnType<typeof filterQuery> | null>(null);
  const [page, setPage] = useState<ServerPage>(FIRST_PAGE);
  const exporter = useQueryExport();
  const [uploading, setUploading] = useState(false);
  // Consultar answers with a toast; paging and sorting do not.
  const announce = useRef(false);

  const query = applied ? toServerQuery(applied, page) : null;
  const result = usePayrollQueryPage(kind, query);

  useEffect(() => {
    if (!announce.current || result.isPlaceholderData || result.isFetching) return;
    if (result.isError) {
      announce.current = false;
      notify.serverError(errorMessage(result.error));
    } else if (result.data) {
      announce.current = false;
      if (result.data.total > 0) notify.success(QUERY_TOASTS.found);
      else notify.warn(QUERY_TOASTS.empty);
    }
  }, [result.data, result.error, result.isError, result.isFetching, result.isPlaceholderData]);

  const filterOptions = useMemo<PayrollFilterOptions>(
    () => ({
      calendars: (options.data?.calendars ?? []).map((item) => ({ value: item.id, label: item.detail })),
      contracts: (options.data?.contracts ?? []).map((item) => ({
        value: item.contractId,
        label: `${item.documentNumber} - ${item.employeeName}`,
      })),
      concepts: conceptFilterOptions(options.data?.concepts ?? []),
    }),
    [options.data],
  );

  /** The draft filters when valid; otherwise their messages are shown and null answered. */
  function checkedFilters() {
    const found = validateFilters(kind, filters);
    setErrors(found);
    return Object.keys(found).length === 0 ? filterQuery(filters) : null;
  }

  function handleSearch() {
    const checked = checkedFilters();
    if (!checked) return;
    announce.current = true;
    setApplied(checked);
    setPage((current) => ({ ...current, first: 0 }));
    // The same filters again: read them fresh (a run may have changed the results meanwhile).
    void queryClient.invalidateQueries({ queryKey: queriesKeys.all });
  }

  function handleClear() {
    setFilters(EMPTY_FILTERS);
    setErrors({});
    setApplied(null);
    setPage(FIRST_PAGE);
  }

  function handleExport() {
    const checked = applied ?? checkedFilters();
    if (!checked) return;
    void exporter.run({
      fetchRows: async () =>
        (await fetchPayrollExport(kind, { ...checked, search: page.keyword.trim() || undefined })).rows,
      sheet: async (rows) =>
        (await import('../payroll-export.ts')).payrollExportSheet(rows, screen.sheetName),
      baseName: screen.exportBaseName,
    });
  }

  const toolbar = (
    <>
      <ExportButton exporting={exporter.exporting} onClick={handleExport} />
      {kind === 'historic' && (
        <Button
          type="button"
          label={ACCUMULATED_UPLOAD.title}
          icon="pi pi-upload"
          severity="secondary"
          onClick={() => setUploading(true)}
        />
      )}
    </>
  );

  return (
    <div className="page">
      <PageTitle title={screen.title} videoKey={screen.videoKey} />
      <PageMessages page={pathname.slice(1)} />
      <PayrollQueryFilters
        kind={kind}
        values={filters}
        errors={errors}
        options={filterOptions}
        loadingOptions={options.isLoading}
        searching={result.isFetching && announce.current}
        onChange={(next) => {
          setFilters(next);
          setErrors({});
        }}
        onSearch={handleSearch}
      />
      <ServerPagedTable<TPayrollQueryRow>
        rows={applied ? (result.data?.rows ?? []) : []}
        totalRecords={applied ? (result.data?.total ?? 0) : 0}
        columns={payrollQueryColumns}
        dataKey="id"
        page={page}
        onPageChange={setPage}
        loading={result.isFetching}
        toolbar={toolbar}
        onClear={handleClear}
        emptyMessage={applied ? screen.emptyMessage : 'Use los filtros y presione Consultar'}
        ariaLabel={screen.title}
      />
      {kind === 'historic' && (
        <UploadDialog
          visible={uploading}
          onHide={() => setUploading(false)}
          header={ACCUMULATED_UPLOAD.title}
          loadTemplate={accumulatedUploadApi.loadTemplate}
          upload={accumulatedUploadApi.upload}
          onLoaded={() => void queryClient.invalidateQueries({ queryKey: queriesKeys.all })}
        />
      )}
    </div>
  );
}

export const OpenPayrollPage = () => <PayrollQueryPage kind="open" />;
export const HistoricPayrollPage = () => <PayrollQueryPage kind="historic" />;
