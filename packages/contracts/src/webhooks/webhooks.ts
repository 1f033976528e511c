import { z } from 'zod';
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENT_TYPES } from './webhook-events.ts';

/** Company webhooks (issue 33, decision 0338): endpoints, their one-time secret and deliveries. */
export const WEBHOOK_MESSAGES = {
  url: 'Ingrese una URL válida que empiece por https://',
  urlHttps: 'La URL debe usar https:// (http solo se admite para localhost fuera de producción)',
  urlPrivate: 'La URL apunta a una dirección privada o local; use una dirección pública',
  urlUnresolved: 'No se pudo resolver el nombre del servidor de la URL',
  events: 'Seleccione al menos un evento',
  description: 'La descripción admite hasta 120 caracteres',
  endpointNotFound: 'El webhook no existe',
  deliveryNotFound: 'La entrega no existe',
  created: 'Webhook creado. Copie el secreto ahora: no se volverá a mostrar',
  updated: 'Webhook actualizado',
  deleted: 'Webhook eliminado',
  rotated: 'Secreto renovado. Copie el nuevo secreto ahora: no se volverá a mostrar',
  replayed: 'Entrega reenviada: se intentará de nuevo en unos segundos',
  tooMany: 'Una empresa puede registrar hasta 20 webhooks',
} as const;

const M = WEBHOOK_MESSAGES;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDIENTE', 'ENTREGADA', 'FALLIDA'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_NAMES: Record<TWebhookDeliveryStatus, string> = {
  PENDIENTE: 'Pendiente',
  ENTREGADA: 'Entregada',
  FALLIDA: 'Fallida',
};

export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, M.events);

export const ZWebhookEndpointInput = z.object({
  url: z
    .string(M.url)
    .trim()
    .max(500, M.url)
    .refine((value) => URL.canParse(value) && /^https?:\/\//i.test(value), M.url),
  description: z.string(M.description).trim().max(120, M.description).default(''),
  events: z.array(ZWebhookEventType, M.events).min(1, M.events).max(WEBHOOK_EVENT_TYPES.length, M.events),
  active: z.boolean().default(true),
});
export type TWebhookEndpointInput = z.input<typeof ZWebhookEndpointInput>;

export const ZWebhookIdParams = z.object({ id: z.coerce.number().int().positive() });

export const ZWebhookLastDelivery = z
  .object({
    eventType: ZWebhookEventType,
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    createdAt: z.string(),
  })
  .nullable();

export const ZWebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZWebhookEventType),
  active: z.boolean(),
  createdAt: z.string(),
  lastDelivery: ZWebhookLastDelivery,
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

/** The answer of creating an endpoint or rotating its secret: the only time the secret is shown. */
export const ZWebhookSecretAnswer = z.object({
  endpoint: ZWebhookEndpoint,
  secret: z.string(),
  message: z.string(),
});
export type TWebhookSecretAnswer = z.infer<typeof ZWebhookSecretAnswer>;

export const ZWebhookMessage = z.object({ message: z.string() });

export const ZWebhookAttempt = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  responseExcerpt: z.string(),
  error: z.string().nullable(),
});

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  eventType: ZWebhookEventType,
  createdAt: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  attempts: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** The event types with their Spanish names, for the screen's checkboxes. */
export const WEBHOOK_EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((code) => ({
  code,
  name: WEBHOOK_EVENT_NAMES[code],
}));
