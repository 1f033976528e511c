import {
  type TWebhookDeliveryStatus,
  type TWebhookEventType,
  WEBHOOK_DELIVERY_STATUS_NAMES,
  WEBHOOK_EVENT_NAMES,
} from '@quincena/contracts/webhooks';
import { BOGOTA_MINUTE } from '../../../lib/format.ts';

/** An instant as dd-mm-yyyy hh:mm, Colombian time (where the company's clerks are). */
export function formatMoment(iso: string): string {
  const parts = Object.fromEntries(BOGOTA_MINUTE.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

export const eventName = (type: TWebhookEventType) => WEBHOOK_EVENT_NAMES[type] ?? type;

export const deliveryStatusName = (status: TWebhookDeliveryStatus) => WEBHOOK_DELIVERY_STATUS_NAMES[status];

export const deliverySeverity = (status: TWebhookDeliveryStatus) =>
  status === 'ENTREGADA' ? 'success' : status === 'FALLIDA' ? 'danger' : 'warning';
