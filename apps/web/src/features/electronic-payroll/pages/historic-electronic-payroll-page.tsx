import '../electronic-payroll.css';
import * as XLSX from '@e965/xlsx';
import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/data-table/index.ts';
import { ErrorText, errorBinding } from '../../../components/field-error.tsx';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { downloadFile, reportFileName } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { downloadNiePdf, downloadNieXml, useNieHistory } from '../api/nie.queries.ts';
import { nieDocumentColumns, rejectionText } from '../components/nie-documents.columns.tsx';
import { NieReportButtons } from '../components/nie-report-buttons.tsx';

const TEXTS = {
  year: 'Año',
  month: 'Mes',
  yearRequired: 'Diligencie el año',
  monthRange: 'El mes va de 0 a 12 (0: todo el año)',
  empty: 'Diligencie el año y pulse Consultar',
  none: 'No hay documentos de nómina electrónica en el periodo',
  exported: 'Archivo exportado exitosamente',
} as const;

/** The workbook of Exportar: the table's columns as the user reads them. */
export function historyWorkbook(rows: readonly TNieDocument[]): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet([
    [
      'ID',
      'Contrato',
      'Número de documento',
      'Nombre',
      'Nro documento DIAN',
      'Tipo',
      'Consecutivo novedad',
      'Prefijo',
      'Fecha de creación',
      'Estado transferencia',
      'Fecha transferencia',
      'Mes',
      'Año',
      'CUNE',
      'Devengados',
      'Deducciones',
      'Total',
      'Reglas DIAN',
    ],
    ...rows.map((row) => [
      row.id,
      row.contractId,
      row.documentNumber,
      row.name,
      row.dianNumber,
      row.kindName,
      row.consecutive,
      row.prefix,
      row.createdAt.slice(0, 10),
      row.status,
      row.transferredAt?.slice(0, 10) ?? '',
      row.month,
      row.year,
      row.cune,
      Number(row.earnings),
      Number(row.deductions),
      Number(row.netPay),
      rejectionText(row),
    ]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Nómina electrónica');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * Consulta nómina electrónica (/HistoricElectronicPayroll; spec 03 §2.8; decision 0307): every
 * document of a year, or of one of its months, with its DIAN state; Exportar to xlsx, and the PDF of
 * a sent one. "Plano SilogTran" is a provider's format the spec does not describe: left out.
 */
export function HistoricElectronicPayrollPage() {
  const id = useId();
  const { pathname } = useLocation();
  const [year, setYear] = useState<number | null>(null);
  const [month, setMonth] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ year?: string; month?: string }>({});
  const [filter, setFilter] = useState<{ year: number; month: number | null } | null>(null);
  const history = useNieHistory(filter);
  const columns = useMemo(
    () =>
      nieDocumentColumns({
        onPdf: (row) => {
          downloadNiePdf(row.id).catch((error: unknown) => notify.serverError(errorMessage(error)));
        },
        onXml: (row) => {
          downloadNieXml(row.id).catch((error: unknown) => notify.serverError(errorMessage(error)));
        },
      }),
    [],
  );

  function consult() {
    const next: typeof errors = {};
    if (year === null || year < 2021) next.year = TEXTS.yearRequired;
    if (month !== null && (month < 0 || month > 12)) next.month = TEXTS.monthRange;
    setErrors(next);
    if (Object.keys(next).length > 0 || year === null) return;
    setFilter({ year, month: month || null });
  }

  const rows = history.data ?? [];
  return (
    <div className="page nie-page">
      <PageTitle title="Consulta nómina electrónica" videoKey="HISTORICELECTRONICPAYROLL" />
      <PageMessages page={pathname.slice(1)} />
      <div className="nie-toolbar__calendar">
        <label htmlFor={`${id}-year`}>{TEXTS.year} *</label>
        <InputNumber
          inputId={`${id}-year`}
          value={year}
          onValueChange={(event) => setYear(event.value ?? null)}
          useGrouping={false}
          min={0}
          {...errorBinding(`${id}-year`, errors.year)}
        />
        <ErrorText id={`${id}-year`} error={errors.year} />
        <label htmlFor={`${id}-month`}>{TEXTS.month}</label>
        <InputNumber
          inputId={`${id}-month`}
          value={month}
          onValueChange={(event) => setMonth(event.value ?? null)}
          useGrouping={false}
          min={0}
          max={12}
          invalid={Boolean(errors.month)}
        />
        {errors.month && <small className="p-error">{errors.month}</small>}
        <Button type="button" label="Consultar" icon="pi pi-search" onClick={consult} />
        <Button
          type="button"
          label="Exportar"
          icon="pi pi-file-excel"
          severity="success"
          disabled={rows.length === 0}
          onClick={() => {
            downloadFile(reportFileName('NominaElectronica', new Date()), historyWorkbook(rows));
            notify.success(TEXTS.exported);
          }}
        />
        <NieReportButtons />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={history.isFetching && !history.data}
        emptyMessage={filter === null ? TEXTS.empty : TEXTS.none}
        ariaLabel="Documentos de nómina electrónica del periodo"
      />
    </div>
  );
}
