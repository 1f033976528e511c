import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

/** 'Descarga el documento' (spec 03 §2.10–§2.12): the document's name and its download button. */
export function DownloadDialog({
  visible,
  documentName,
  busy,
  onDownload,
  onHide,
  children,
}: {
  visible: boolean;
  documentName: string;
  busy: boolean;
  onDownload: () => void;
  onHide: () => void;
  /** What else the document needs said, e.g. a certificate's verification code. */
  children?: ReactNode;
}) {
  return (
    <Dialog header="Descarga el documento" visible={visible} onHide={onHide} style={{ width: '26rem' }} modal>
      <div className="flex align-items-center justify-content-between gap-3">
        <span className="flex align-items-center gap-2">
          <i className="pi pi-file-pdf text-2xl" aria-hidden="true" />
          {documentName}
        </span>
        <Button
          type="button"
          label="Descargar"
          icon="pi pi-download"
          loading={busy}
          onClick={onDownload}
          aria-label={`Descargar ${documentName}`}
        />
      </div>
      {children}
    </Dialog>
  );
}
