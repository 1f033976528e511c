import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { notify } from '../../../components/notify.tsx';

/** The signing secret, shown this one time: the server keeps it sealed and never shows it again. */
export function SecretDialog({
  secret,
  url,
  onHide,
}: {
  secret: string | null;
  url: string;
  onHide: () => void;
}) {
  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Secreto copiado');
    } catch {
      notify.warn('No se pudo copiar: selecciónelo y cópielo a mano');
    }
  }
  return (
    <Dialog
      visible={secret !== null}
      onHide={onHide}
      header="Secreto de firma"
      style={{ width: '38rem', maxWidth: '95vw' }}
      footer={<Button type="button" label="Ya lo guardé" icon="pi pi-check" onClick={onHide} />}
    >
      <p>
        Guarde este secreto en el sistema que recibe los eventos de <strong>{url}</strong>. Con él se verifica
        la cabecera <code>Quincena-Webhook-Signature</code>. <strong>No se volverá a mostrar.</strong>
      </p>
      <div className="webhooks-secret">
        <code data-testid="webhook-secret">{secret}</code>
        <Button type="button" icon="pi pi-copy" label="Copiar" severity="secondary" onClick={copy} />
      </div>
    </Dialog>
  );
}
