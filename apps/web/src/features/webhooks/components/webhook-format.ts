import {
  type TWebhookDeliveryStatus,
  type TWebhookEventType,
  WEBHOOK_DELIVERY_STATUS_NAMES,
  WEBHOOK_EVENT_NAMES,
} from '@quincena/contracts/webhooks';

const MOMENT = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant as dd-mm-yyyy hh:mm, Colombian time (where the company's clerks are). */
export function formatMoment(iso: string): string {
  const parts = Object.fromEntries(MOMENT.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

export const eventName = (type: TWebhookEventType) => WEBHOOK_EVENT_NAMES[type] ?? type;

export const deliveryStatusName = (status: TWebhookDeliveryStatus) => WEBHOOK_DELIVERY_STATUS_NAMES[status];

export const deliverySeverity = (status: TWebhookDeliveryStatus) =>
  status === 'ENTREGADA' ? 'success' : status === 'FALLIDA' ? 'danger' : 'warning';
