import '../webhooks.css';
import type { TWebhookEndpoint } from '@quincena/contracts/webhooks';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteEndpoint, useRotateSecret, useWebhookEndpoints } from '../api/webhooks.api.ts';
import { DeliveriesDialog } from '../components/deliveries-dialog.tsx';
import { EndpointDialog } from '../components/endpoint-dialog.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';
import {
  deliverySeverity,
  deliveryStatusName,
  eventName,
  formatMoment,
} from '../components/webhook-format.ts';

type Confirm = { kind: 'delete' | 'rotate'; endpoint: TWebhookEndpoint } | null;

function lastDelivery(row: TWebhookEndpoint) {
  const last = row.lastDelivery;
  if (!last) return <span className="webhooks-muted">Sin entregas</span>;
  return (
    <span className="webhooks-last">
      <Tag value={deliveryStatusName(last.status)} severity={deliverySeverity(last.status)} />
      <span>{formatMoment(last.createdAt)}</span>
    </span>
  );
}

/** /Webhooks (Configuración empresa, issue 33): endpoints that receive the company's events, signed. */
export function WebhooksPage() {
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const [editing, setEditing] = useState<TWebhookEndpoint | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [secret, setSecret] = useState<{ value: string; url: string } | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<TWebhookEndpoint | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  async function confirmed() {
    if (!confirm) return;
    const { kind, endpoint } = confirm;
    setConfirm(null);
    try {
      if (kind === 'delete') notify.success((await remove.mutateAsync(endpoint.id)).message);
      else {
        const answer = await rotate.mutateAsync(endpoint.id);
        setSecret({ value: answer.secret, url: answer.endpoint.url });
      }
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  }

  return (
    <section className="webhooks-page">
      <PageTitle title="Webhooks">
        <Button
          type="button"
          label="Nuevo webhook"
          icon="pi pi-plus"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        />
      </PageTitle>
      <p className="webhooks-intro">
        Quincena envía a estas direcciones un aviso firmado (HMAC-SHA256) cada vez que ocurre uno de los
        eventos elegidos. Si el destino no responde, se reintenta durante unas horas.
      </p>
      <DataTable
        value={endpoints.data ?? []}
        loading={endpoints.isLoading}
        dataKey="id"
        size="small"
        emptyMessage="No hay webhooks registrados"
        aria-label="Webhooks de la empresa"
      >
        <Column
          header="URL"
          body={(row: TWebhookEndpoint) => (
            <span className="webhooks-url">
              {row.url}
              {row.description && <small className="webhooks-muted">{row.description}</small>}
            </span>
          )}
        />
        <Column
          header="Eventos"
          body={(row: TWebhookEndpoint) => (
            <ul className="webhooks-events">
              {row.events.map((event) => (
                <li key={event}>{eventName(event)}</li>
              ))}
            </ul>
          )}
        />
        <Column
          header="Estado"
          body={(row: TWebhookEndpoint) => (
            <Tag value={row.active ? 'Activo' : 'Inactivo'} severity={row.active ? 'success' : 'secondary'} />
          )}
        />
        <Column header="Última entrega" body={lastDelivery} />
        <Column
          header="Acciones"
          body={(row: TWebhookEndpoint) => (
            <span className="webhooks-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                aria-label={`Editar ${row.url}`}
                tooltip="Editar"
                onClick={() => {
                  setEditing(row);
                  setFormOpen(true);
                }}
              />
              <Button
                type="button"
                icon="pi pi-list"
                text
                aria-label={`Entregas de ${row.url}`}
                tooltip="Entregas"
                onClick={() => setDeliveriesOf(row)}
              />
              <Button
                type="button"
                icon="pi pi-key"
                text
                aria-label={`Renovar secreto de ${row.url}`}
                tooltip="Renovar secreto"
                onClick={() => setConfirm({ kind: 'rotate', endpoint: row })}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={`Eliminar ${row.url}`}
                tooltip="Eliminar"
                onClick={() => setConfirm({ kind: 'delete', endpoint: row })}
              />
            </span>
          )}
        />
      </DataTable>
      <EndpointDialog
        visible={formOpen}
        editing={editing}
        onHide={() => setFormOpen(false)}
        onCreated={(value, url) => setSecret({ value, url })}
      />
      <SecretDialog secret={secret?.value ?? null} url={secret?.url ?? ''} onHide={() => setSecret(null)} />
      <DeliveriesDialog endpoint={deliveriesOf} onHide={() => setDeliveriesOf(null)} />
      <ConfirmDialog
        visible={confirm !== null}
        message={
          confirm?.kind === 'delete'
            ? '¿Desea eliminar este webhook y su historial de entregas?'
            : '¿Desea renovar el secreto? El actual deja de valer de inmediato.'
        }
        onAccept={() => void confirmed()}
        onHide={() => setConfirm(null)}
      />
    </section>
  );
}
