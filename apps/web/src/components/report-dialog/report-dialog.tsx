import {
  type TReportDefinitionInput,
  type TReportRequest,
  type TReportResult,
  ZReportDefinition,
  ZReportRequest,
  ZReportResult,
} from '@quincena/contracts/reports';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ToastMessage } from 'primereact/toast';
import { useEffect, useState } from 'react';
import { ReportFieldInput } from './report-field.tsx';
import { downloadFile, reportFileName } from './report-file.ts';
import {
  buildReportForm,
  buildReportRequest,
  initialReportValues,
  type ReportFieldValue,
  type ReportForm,
  type ReportValues,
  validateReportValues,
} from './report-form.ts';
import { REPORT_DIALOG_TEXTS, SUCCESS_TOAST_LIFE_MS } from './report-texts.ts';

export interface ReportDialogProps {
  visible: boolean;
  onHide: () => void;
  /** The dialog title, e.g. 'Parámetros reporte head count'. */
  header: string;
  /** The session's company: fills pinClient (and pinEntity when it has no options). */
  companyId: string | number;
  /** The screen's "which parameters" call. */
  loadDefinitions: () => Promise<TReportDefinitionInput>;
  /** The screen's "generate" call. */
  generate: (request: TReportRequest) => Promise<TReportResult>;
  /** File name before '_yyyy-mm-dd.xlsx', e.g. 'reporteHeadCount' (spec 02 §9). */
  fileBaseName: string;
  /** The screen's success text, e.g. 'Reporte head count generado exitosamente'. */
  successMessage: string;
  /** Shows a toast: the screen passes its Toast's show, e.g. (message) => toast.current?.show(message). */
  notify: (message: ToastMessage) => void;
  /** Today for the file name; tests freeze it (STYLE.md habit 13). */
  clock?: () => Date;
  /** Where the workbook goes; the browser download by default. */
  saveFile?: (fileName: string, bytes: Uint8Array<ArrayBuffer>) => void;
}

class ReportDialogError extends Error {}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : REPORT_DIALOG_TEXTS.unexpected;
}

/**
 * The server-driven parameter dialog every report, certificate and file uses (spec 02 shared
 * section, spec 03 §2.3): definitions in, a form out, one xlsx workbook down.
 */
export function ReportDialog({
  visible,
  onHide,
  header,
  companyId,
  loadDefinitions,
  generate,
  fileBaseName,
  successMessage,
  notify,
  clock = () => new Date(),
  saveFile = downloadFile,
}: ReportDialogProps) {
  const [form, setForm] = useState<ReportForm | null>(null);
  const [values, setValues] = useState<ReportValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadingDefinitions, setLoadingDefinitions] = useState(false);
  const [generating, setGenerating] = useState(false);

  const warn = (message: string) =>
    notify({ severity: 'warn', summary: REPORT_DIALOG_TEXTS.warningTitle, detail: message, sticky: true });

  // Definitions are read on every opening: the lists behind them (calendars, contracts) change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the dialog opens.
  useEffect(() => {
    if (!visible) return;
    let current = true;
    setForm(null);
    setErrors({});
    setLoadingDefinitions(true);
    loadDefinitions()
      .then((raw) => {
        const parsed = ZReportDefinition.safeParse(raw);
        if (!parsed.success) throw new ReportDialogError(REPORT_DIALOG_TEXTS.invalidDefinition);
        if (!current) return;
        const built = buildReportForm(parsed.data, companyId);
        setForm(built);
        setValues(initialReportValues(built));
      })
      .catch((error: unknown) => {
        if (current) warn(errorMessage(error));
      })
      .finally(() => {
        if (current) setLoadingDefinitions(false);
      });
    return () => {
      current = false;
    };
  }, [visible]);

  const handleChange = (tag: string, value: ReportFieldValue) => {
    setValues((previous) => ({ ...previous, [tag]: value }));
    setErrors((previous) => {
      if (!(tag in previous)) return previous;
      const { [tag]: _solved, ...rest } = previous;
      return rest;
    });
  };

  const handleGenerate = async () => {
    if (!form || generating) return;
    const found = validateReportValues(form, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setGenerating(true);
    try {
      // The fields were checked above; a refusal here means a pin the session cannot fill.
      const request = ZReportRequest.safeParse(buildReportRequest(form, values));
      if (!request.success) throw new ReportDialogError(REPORT_DIALOG_TEXTS.unexpected);
      const parsed = ZReportResult.safeParse(await generate(request.data));
      if (!parsed.success) throw new ReportDialogError(REPORT_DIALOG_TEXTS.invalidResult);
      // SheetJS is large; it is fetched the first time a report is generated, not with the screen.
      const { buildReportWorkbook, workbookBytes } = await import('./report-workbook.ts');
      saveFile(reportFileName(fileBaseName, clock()), workbookBytes(buildReportWorkbook(parsed.data)));
      notify({
        severity: 'success',
        summary: REPORT_DIALOG_TEXTS.successTitle,
        detail: successMessage,
        life: SUCCESS_TOAST_LIFE_MS,
      });
      onHide();
    } catch (error) {
      warn(errorMessage(error));
    } finally {
      setGenerating(false);
    }
  };

  const footer = (
    <Button
      type="button"
      label={REPORT_DIALOG_TEXTS.generate}
      icon="pi pi-file-excel"
      loading={generating}
      disabled={!form || loadingDefinitions}
      onClick={handleGenerate}
    />
  );

  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onHide}
      footer={footer}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      {loadingDefinitions && <p>{REPORT_DIALOG_TEXTS.loading}</p>}
      {form && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleGenerate();
          }}
        >
          {form.fields.map((field) => (
            <ReportFieldInput
              key={field.tag}
              field={field}
              value={values[field.tag] ?? null}
              error={errors[field.tag]}
              onChange={(value) => handleChange(field.tag, value)}
            />
          ))}
          {form.fields.some((field) => field.required) && (
            <p className="text-sm text-color-secondary m-0">{REPORT_DIALOG_TEXTS.requiredLegend}</p>
          )}
        </form>
      )}
    </Dialog>
  );
}
