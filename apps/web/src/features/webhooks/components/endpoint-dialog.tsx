import {
  type TWebhookEndpoint,
  type TWebhookEventType,
  WEBHOOK_EVENT_OPTIONS,
  WEBHOOK_MESSAGES,
  ZWebhookEndpointInput,
} from '@quincena/contracts/webhooks';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveEndpoint } from '../api/webhooks.api.ts';

interface EndpointDialogProps {
  visible: boolean;
  /** The endpoint being edited; null to register a new one. */
  editing: TWebhookEndpoint | null;
  onHide: () => void;
  /** A new endpoint's one-time secret. */
  onCreated: (secret: string, url: string) => void;
}

/** Registers or edits an endpoint: URL, description, events (Spanish names) and whether it is active. */
export function EndpointDialog({ visible, editing, onHide, onCreated }: EndpointDialogProps) {
  const save = useSaveEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<TWebhookEventType[]>([]);
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!visible) return;
    setUrl(editing?.url ?? 'https://');
    setDescription(editing?.description ?? '');
    setEvents(editing?.events ?? []);
    setActive(editing?.active ?? true);
    setErrors({});
  }, [visible, editing]);

  const toggle = (code: TWebhookEventType, checked: boolean) =>
    setEvents((current) => (checked ? [...current, code] : current.filter((event) => event !== code)));

  async function submit() {
    const parsed = ZWebhookEndpointInput.safeParse({ url, description, events, active });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      const answer = await save.mutateAsync({
        ...(editing ? { id: editing.id } : {}),
        body: parsed.data,
      });
      onHide();
      const created = answer as { secret?: string; endpoint: { url: string }; message: string };
      if (created.secret) onCreated(created.secret, created.endpoint.url);
      else notify.success(created.message);
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Editar webhook' : 'Nuevo webhook'}
      style={{ width: '40rem', maxWidth: '95vw' }}
      footer={
        <ConfirmFooter pending={save.isPending} cancelWhilePending onCancel={onHide} onConfirm={submit} />
      }
    >
      <div className="webhooks-form">
        <label htmlFor="webhook-url">URL de destino</label>
        <InputText
          id="webhook-url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          invalid={Boolean(errors.url)}
          placeholder="https://mi-erp.example.com/quincena"
        />
        {errors.url && <small className="p-error">{errors.url}</small>}
        <label htmlFor="webhook-description">Descripción (opcional)</label>
        <InputText
          id="webhook-description"
          value={description}
          maxLength={120}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="webhooks-form__events">
          <legend>Eventos</legend>
          {WEBHOOK_EVENT_OPTIONS.map((option) => (
            <div key={option.code} className="webhooks-form__event">
              <Checkbox
                inputId={`webhook-event-${option.code}`}
                checked={events.includes(option.code)}
                onChange={(event) => toggle(option.code, Boolean(event.checked))}
              />
              <label htmlFor={`webhook-event-${option.code}`}>{option.name}</label>
            </div>
          ))}
        </fieldset>
        {errors.events && <small className="p-error">{errors.events}</small>}
        <div className="webhooks-form__active">
          <InputSwitch
            inputId="webhook-active"
            checked={active}
            onChange={(event) => setActive(Boolean(event.value))}
          />
          <label htmlFor="webhook-active">{active ? 'Activo' : 'Inactivo'}</label>
        </div>
        <small className="webhooks-form__hint">{WEBHOOK_MESSAGES.urlHttps}</small>
      </div>
    </Dialog>
  );
}
