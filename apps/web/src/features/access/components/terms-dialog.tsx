import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLegalTerms } from '../api/access.queries.ts';

interface TermsDialogProps {
  visible: boolean;
  busy?: boolean;
  onAccept: () => void;
  onReject: () => void;
}

/** Terms and policies (spec 01 §4): the two PDFs and the paragraphs from GET /api/access/legal. */
export function TermsDialog({ visible, busy = false, onAccept, onReject }: TermsDialogProps) {
  const legal = useLegalTerms(visible);
  return (
    <Dialog
      header="Términos y condiciones"
      visible={visible}
      onHide={onReject}
      closable={!busy}
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button
            type="button"
            label="Rechazar"
            severity="secondary"
            outlined
            onClick={onReject}
            disabled={busy}
          />
          <Button
            type="button"
            label="Aceptar"
            icon="pi pi-check"
            onClick={onAccept}
            loading={busy}
            disabled={!legal.data}
          />
        </div>
      }
    >
      {legal.isPending && (
        <p className="text-color-secondary">
          <i className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
          Cargando información...
        </p>
      )}
      {legal.isError && <p className="text-red-600">{errorMessage(legal.error)}</p>}
      {legal.data && (
        <>
          <div className="terms-documents">
            <a href={legal.data.termsPdfUrl} target="_blank" rel="noreferrer" className="terms-document">
              <i className="pi pi-file-pdf" aria-hidden="true" />
              Términos y condiciones (PDF)
            </a>
            <a href={legal.data.policiesPdfUrl} target="_blank" rel="noreferrer" className="terms-document">
              <i className="pi pi-file-pdf" aria-hidden="true" />
              Política de tratamiento de datos (PDF)
            </a>
          </div>
          <div className="terms-text">
            {legal.data.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </Dialog>
  );
}
