import './upload-dialog.css';
import {
  BULK_LIMITS,
  BULK_MESSAGES,
  bulkErrorFileText,
  type TBulkTemplate,
  type TBulkUploadRequest,
  type TBulkUploadResult,
} from '@quincena/contracts/bulk-loads';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { notify } from '../notify.tsx';
import { downloadFile, reportFileName } from '../report-dialog/report-file.ts';
import { UPLOAD_DIALOG_TEXTS as T } from './upload-texts.ts';

export interface UploadDialogProps {
  visible: boolean;
  onHide: () => void;
  /** 'Cargar empleados', 'Cargue histórico de salarios', 'Cargar usuarios'. */
  header: string;
  /** The server's template definition (GET /api/bulk-loads/:kind/template). */
  loadTemplate: () => Promise<TBulkTemplate>;
  /** Sends the rows read in the browser (POST /api/bulk-loads/:kind). */
  upload: (request: TBulkUploadRequest) => Promise<TBulkUploadResult>;
  /** Called after a file was loaded, e.g. to reload the screen's list. */
  onLoaded?: (loaded: number) => void;
  /** Today for the template's file name; tests freeze it. */
  clock?: () => Date;
  /** Where files go; the browser download by default. */
  saveFile?: (fileName: string, bytes: Uint8Array<ArrayBuffer>, mimeType?: string) => void;
}

const TEXT_MIME_TYPE = 'text/plain;charset=utf-8';

/**
 * The three steps of every bulk load (spec 01 §2.6, §2.15): download the template the server
 * defines, fill it, upload an xlsx or xls file. The workbook is read in the browser; the server
 * validates every row and either loads them all or answers every problem, which is downloaded as
 * ErroresCargue.txt with the spec's warning.
 */
export function UploadDialog({
  visible,
  onHide,
  header,
  loadTemplate,
  upload,
  onLoaded,
  clock = () => new Date(),
  saveFile = downloadFile,
}: UploadDialogProps) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [template, setTemplate] = useState<TBulkTemplate | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function templateOnce(): Promise<TBulkTemplate> {
    if (template) return template;
    const loaded = await loadTemplate();
    setTemplate(loaded);
    return loaded;
  }

  async function handleDownloadTemplate() {
    setDownloading(true);
    try {
      const definition = await templateOnce();
      // SheetJS is large: it is fetched the first time a workbook is built or read.
      const { buildTemplateWorkbook, templateBytes } = await import('./template-workbook.ts');
      saveFile(
        reportFileName(definition.fileName, clock()),
        templateBytes(buildTemplateWorkbook(definition)),
      );
    } catch (error) {
      notify.serverError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { isExcelFileName, MAX_UPLOAD_BYTES, readFileBytes } = await import('./read-upload.ts');
    if (!isExcelFileName(file.name)) {
      notify.warn(T.onlyExcel);
      return;
    }
    // Refused before a byte is read: a huge workbook would take the browser's memory (decision 0175).
    if (file.size > MAX_UPLOAD_BYTES) {
      notify.warn(T.tooLarge);
      return;
    }
    setUploading(true);
    notify.info(T.loading);
    try {
      const definition = await templateOnce();
      const { readRowsOffThread } = await import('./read-off-thread.ts');
      const read = await readRowsOffThread({
        bytes: await readFileBytes(file),
        template: { sheetName: definition.sheetName, columns: definition.columns },
      }).catch(() => ({ ok: false, reason: 'unreadable' }) as const);
      if (!read.ok) {
        notify.clear();
        if (read.reason === 'tooManyRows') notify.warn(BULK_MESSAGES.tooManyRows(BULK_LIMITS.rows));
        else notify.serverError(T.unreadable);
        return;
      }
      const rows = read.rows;
      if (rows.length === 0) {
        notify.clear();
        notify.warn(T.emptyFile);
        return;
      }
      const result = await upload({ fileName: file.name, rows });
      notify.clear();
      if (result.outcome === 'REJECTED') {
        const bytes = new TextEncoder().encode(bulkErrorFileText(result.errors));
        saveFile(BULK_MESSAGES.errorFileName, bytes as Uint8Array<ArrayBuffer>, TEXT_MIME_TYPE);
        notify.serverError(result.message);
        return;
      }
      notify.success(result.message);
      onLoaded?.(result.loaded);
      onHide();
    } catch (error) {
      notify.clear();
      notify.serverError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onHide}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
      className="upload-dialog"
    >
      <ol className="upload-dialog__steps">
        <li>
          <strong>{T.stepTemplate}</strong>
          <p>{T.stepTemplateHint}</p>
          <Button
            type="button"
            label={T.downloadTemplate}
            icon="pi pi-download"
            outlined
            loading={downloading}
            onClick={handleDownloadTemplate}
          />
        </li>
        <li>
          <strong>{T.stepFill(template?.sheetName ?? 'de la plantilla')}</strong>
          <p>{T.stepFillHint}</p>
        </li>
        <li>
          <strong>{T.stepUpload}</strong>
          <p>{T.stepUploadHint}</p>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
            className="upload-dialog__input"
            onChange={handleFile}
            disabled={uploading}
            aria-label={T.chooseFile}
          />
          <Button
            type="button"
            label={uploading ? T.loading : T.chooseFile}
            icon="pi pi-upload"
            loading={uploading}
            onClick={() => fileInput.current?.click()}
          />
        </li>
      </ol>
    </Dialog>
  );
}
