import { Button } from 'primereact/button';

/**
 * The Documento column of the voucher tables (spec 03 §2.11, §2.12): the PDF button (tooltip
 * Comprobante), which opens 'Descarga el documento', and the e-mail button.
 */
export function DocumentActions({
  description,
  sending,
  onDownload,
  onEmail,
}: {
  description: string;
  sending: boolean;
  onDownload: () => void;
  onEmail: () => void;
}) {
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        icon="pi pi-file-pdf"
        rounded
        text
        severity="danger"
        tooltip="Comprobante"
        tooltipOptions={{ position: 'top' }}
        aria-label={`Comprobante ${description}`}
        onClick={onDownload}
      />
      <Button
        type="button"
        icon="pi pi-envelope"
        rounded
        text
        tooltip="Enviar por correo"
        tooltipOptions={{ position: 'top' }}
        aria-label={`Enviar por correo ${description}`}
        loading={sending}
        onClick={onEmail}
      />
    </div>
  );
}
