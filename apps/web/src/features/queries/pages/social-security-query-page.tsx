import '../queries.css';
import { QUERY_LIMITS, SOCIAL_SECURITY_QUERY, type TSocialSecurityQuery } from '@quincena/contracts/queries';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { downloadFile, reportFileName } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import {
  fetchSocialSecurityExport,
  useSocialSecurityOptions,
  useSocialSecurityPage,
} from '../api/social-security.queries.ts';
import { useRememberedColumns } from '../components/column-chooser.ts';
import { type ServerPage, ServerPagedTable } from '../components/server-paged-table.tsx';
import { QUERY_TOASTS } from '../payroll-query-kinds.ts';
import {
  columnChooserOptions,
  DEFAULT_VISIBLE,
  socialSecurityExportSheet,
  socialSecurityTable,
  toSocialSecurityView,
} from '../social-security-columns.ts';

/** Where this browser remembers the chosen columns. */
const COLUMNS_KEY = 'quincena.consulta-seguridad-social.columnas';

const FIRST_PAGE: ServerPage = { first: 0, rows: QUERY_LIMITS.defaultPageSize, keyword: '' };

interface Filters {
  calendarId: number | null;
  contractId: number | null;
  year: string;
  month: string;
}

const EMPTY: Filters = { calendarId: null, contractId: null, year: '', month: '' };

type Applied = Omit<TSocialSecurityQuery, 'page' | 'pageSize' | 'search'>;

/** Año* and Mes* (spec 03 §2.7): four digits, 1 to 12. */
function validate(filters: Filters): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^\d{4}$/.test(filters.year)) errors.year = 'Diligencie el año (cuatro dígitos)';
  const month = Number(filters.month);
  if (!/^\d{1,2}$/.test(filters.month) || month < 1 || month > 12)
    errors.month = 'Diligencie el mes (1 a 12)';
  return errors;
}

/** Consulta seguridad social (/HistoricSocialSecurity, spec 03 §2.7; decision 0301). */
export function SocialSecurityQueryPage() {
  const id = useId();
  const { pathname } = useLocation();
  const options = useSocialSecurityOptions();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Applied | null>(null);
  const [page, setPage] = useState<ServerPage>(FIRST_PAGE);
  const [exporting, setExporting] = useState(false);
  const [visible, setVisible] = useRememberedColumns(COLUMNS_KEY, DEFAULT_VISIBLE);
  const recordFields = useMemo(() => options.data?.recordFields ?? [], [options.data]);
  const table = useMemo(() => socialSecurityTable(recordFields, visible), [recordFields, visible]);
  const chooserOptions = useMemo(() => columnChooserOptions(recordFields), [recordFields]);

  const query: TSocialSecurityQuery | null = applied
    ? {
        ...applied,
        search: page.keyword.trim() || undefined,
        page: Math.floor(page.first / page.rows) + 1,
        pageSize: page.rows,
      }
    : null;
  const result = useSocialSecurityPage(query);

  const calendars = useMemo(
    () => (options.data?.calendars ?? []).map((item) => ({ value: item.id, label: item.detail })),
    [options.data],
  );
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
      year: Number(filters.year),
      month: Number(filters.month),
    };
  }

  async function handleExport() {
    const current = applied ?? checked();
    if (!current) return;
    setExporting(true);
    try {
      const all = await fetchSocialSecurityExport({ ...current, search: page.keyword.trim() || undefined });
      if (all.rows.length === 0) {
        notify.warn(QUERY_TOASTS.nothingToExport);
        return;
      }
      const { buildReportWorkbook, workbookBytes } = await import(
        '../../../components/report-dialog/report-workbook.ts'
      );
      downloadFile(
        reportFileName(SOCIAL_SECURITY_QUERY.exportBaseName, new Date()),
        workbookBytes(
          buildReportWorkbook(
            socialSecurityExportSheet(all.rows, recordFields, SOCIAL_SECURITY_QUERY.sheetName),
          ),
        ),
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
      <PageTitle title={SOCIAL_SECURITY_QUERY.title} videoKey="HISTORICSOCIALSECURITY" />
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
        rows={applied ? (result.data?.rows ?? []).map(toSocialSecurityView) : []}
        totalRecords={applied ? (result.data?.total ?? 0) : 0}
        columns={table.columns}
        headerGroups={table.groups}
        dataKey="id"
        page={page}
        onPageChange={setPage}
        loading={result.isFetching}
        toolbar={
          <>
            <Button
              type="button"
              label="Exportar"
              icon="pi pi-file-excel"
              severity="success"
              loading={exporting}
              onClick={() => void handleExport()}
            />
            <MultiSelect
              value={visible}
              options={chooserOptions}
              optionGroupLabel="label"
              optionGroupChildren="items"
              optionLabel="label"
              optionValue="value"
              onChange={(event) => setVisible(event.value as string[])}
              filter
              maxSelectedLabels={0}
              selectedItemsLabel={`Columnas: {0} de ${recordFields.length}`}
              placeholder="Columnas: solo la línea"
              aria-label="Columnas visibles"
              className="w-16rem"
            />
          </>
        }
        onClear={() => {
          setFilters(EMPTY);
          setErrors({});
          setApplied(null);
          setPage(FIRST_PAGE);
        }}
        emptyMessage={applied ? SOCIAL_SECURITY_QUERY.empty : 'Use los filtros y presione Consultar'}
        ariaLabel={SOCIAL_SECURITY_QUERY.title}
      />
    </div>
  );
}
