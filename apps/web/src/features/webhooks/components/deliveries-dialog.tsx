import type { TWebhookDelivery, TWebhookEndpoint } from '@quincena/contracts/webhooks';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks.api.ts';
import { deliverySeverity, deliveryStatusName, eventName, formatMoment } from './webhook-format.ts';

/** The last attempt's answer in a few words: the status code, or why no answer came. */
export function lastResult(delivery: TWebhookDelivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return delivery.status === 'PENDIENTE' ? 'En cola' : 'Sin intentos';
  if (last.error && last.statusCode === null) return last.error;
  return `HTTP ${last.statusCode}${last.responseExcerpt ? ` · ${last.responseExcerpt.slice(0, 60)}` : ''}`;
}

/** Entregas of one endpoint: event, date, attempts, state, last answer, and Reenviar. */
export function DeliveriesDialog({
  endpoint,
  onHide,
}: {
  endpoint: TWebhookEndpoint | null;
  onHide: () => void;
}) {
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  const replay = useReplayDelivery();

  async function resend(delivery: TWebhookDelivery) {
    try {
      notify.success((await replay.mutateAsync(delivery.id)).message);
    } catch (error) {
      notify.serverError(errorMessage(error));
    }
  }

  return (
    <Dialog
      visible={endpoint !== null}
      onHide={onHide}
      header={`Entregas de ${endpoint?.url ?? ''}`}
      style={{ width: '64rem', maxWidth: '96vw' }}
    >
      <DataTable
        value={deliveries.data ?? []}
        loading={deliveries.isLoading}
        dataKey="id"
        size="small"
        paginator
        rows={10}
        emptyMessage="Aún no hay entregas para este webhook"
        aria-label="Entregas del webhook"
      >
        <Column header="Evento" body={(row: TWebhookDelivery) => eventName(row.eventType)} />
        <Column header="Fecha" body={(row: TWebhookDelivery) => formatMoment(row.createdAt)} />
        <Column header="Intentos" field="attemptCount" />
        <Column
          header="Estado"
          body={(row: TWebhookDelivery) => (
            <Tag value={deliveryStatusName(row.status)} severity={deliverySeverity(row.status)} />
          )}
        />
        <Column header="Última respuesta" body={lastResult} />
        <Column
          header="Próximo intento"
          body={(row: TWebhookDelivery) => (row.nextAttemptAt ? formatMoment(row.nextAttemptAt) : '—')}
        />
        <Column
          header="Acciones"
          body={(row: TWebhookDelivery) => (
            <Button
              type="button"
              label="Reenviar"
              icon="pi pi-replay"
              size="small"
              severity="secondary"
              onClick={() => void resend(row)}
            />
          )}
        />
      </DataTable>
    </Dialog>
  );
}
