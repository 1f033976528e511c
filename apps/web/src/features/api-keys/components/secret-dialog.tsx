import { API_KEY_MESSAGES, type TApiKeyCreated } from '@quincena/contracts/api-keys';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { notify } from '../../../components/notify.tsx';

/** The new key's secret, shown this once, with a copy button and the warning that it will not return. */
export function SecretDialog({ created, onHide }: { created: TApiKeyCreated | null; onHide: () => void }) {
  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      notify.success('Clave copiada al portapapeles', { life: 3000 });
    } catch {
      notify.warn('No se pudo copiar; selecciona la clave y cópiala manualmente');
    }
  }

  return (
    <Dialog
      visible={created !== null}
      onHide={onHide}
      header={created ? `Clave API creada: ${created.key.name}` : ''}
      style={{ width: '40rem' }}
      breakpoints={{ '732px': '92vw' }}
      modal
      closable={false}
      footer={<Button type="button" label="Ya la copié" icon="pi pi-check" onClick={onHide} />}
    >
      <Message severity="warn" text={API_KEY_MESSAGES.secretWarning} className="api-keys-secret__warning" />
      <div className="api-keys-secret">
        <code className="api-keys-secret__value" data-testid="api-key-secret">
          {created?.secret}
        </code>
        <Button
          type="button"
          label="Copiar"
          icon="pi pi-copy"
          severity="secondary"
          onClick={() => void copy()}
        />
      </div>
      <p className="api-keys-secret__help">
        Úsala en el encabezado <code>Authorization: Bearer &lt;clave&gt;</code> o <code>X-Api-Key</code>.
      </p>
    </Dialog>
  );
}
