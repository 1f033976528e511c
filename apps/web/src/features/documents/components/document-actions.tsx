import { PdfRowButton, RowIconButton } from '../../../components/row-actions.tsx';

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
      <PdfRowButton label={`Comprobante ${description}`} tooltip="Comprobante" onClick={onDownload} />
      <RowIconButton
        icon="pi pi-envelope"
        tooltip="Enviar por correo"
        label={`Enviar por correo ${description}`}
        loading={sending}
        onClick={onEmail}
      />
    </div>
  );
}
