import {
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointInput,
  ZWebhookIdParams,
  ZWebhookMessage,
  ZWebhookSecretAnswer,
} from '@quincena/contracts/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../platform/auth/guard.ts';
import { companyIdOf } from '../../platform/auth/tenant.ts';
import { routeOptions } from '../../platform/http/route-options.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** How a receiver checks a delivery (decision 0338), shown in /APIDocumentation. */
const SIGNING_DESCRIPTION = [
  'Cada evento llega como POST JSON { id, type, createdAt, companyId, data } con las cabeceras',
  'Quincena-Webhook-Id (id del evento; igual en reintentos y reenvíos), Quincena-Webhook-Delivery,',
  'Quincena-Webhook-Timestamp (segundos Unix) y Quincena-Webhook-Signature: v1=<hex>, donde <hex> es',
  'HMAC-SHA256 con el secreto (su texto completo, con el prefijo whsec_) sobre "<timestamp>.<cuerpo>"',
  '(el cuerpo exacto recibido). Compare en tiempo constante y rechace marcas de tiempo de más de 5 minutos.',
  'Responda 2xx en menos de 10 s; otra respuesta se reintenta a 1 min, 5 min, 30 min, 2 h y 6 h',
  '(6 intentos) y luego la entrega queda fallida; puede reenviarse desde Configuración empresa → Webhooks.',
].join(' ');

/** Configuración empresa → Webhooks: the company's administrators only. */
export function registerWebhooksRoutes(app: FastifyInstance, service: WebhooksService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRole('ADMIN');
  const adminRoute = routeOptions('webhooks', admin);

  api.get(
    '/api/webhooks',
    adminRoute('Webhooks de la empresa, con su última entrega', {
      response: { 200: z.array(ZWebhookEndpoint) },
    }),
    async (request) => service.list(companyIdOf(request)),
  );

  api.post(
    '/api/webhooks',
    adminRoute('Registrar un webhook (el secreto de firma se muestra solo en esta respuesta)', {
      description: SIGNING_DESCRIPTION,
      body: ZWebhookEndpointInput,
      response: { 201: ZWebhookSecretAnswer },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await service.create(companyIdOf(request), authOf(request).userId, request.body)),
  );

  api.put(
    '/api/webhooks/:id',
    adminRoute('Modificar, activar o desactivar un webhook', {
      params: ZWebhookIdParams,
      body: ZWebhookEndpointInput,
      response: { 200: z.object({ endpoint: ZWebhookEndpoint, message: z.string() }) },
    }),
    async (request) =>
      service.update(companyIdOf(request), authOf(request).userId, request.params.id, request.body),
  );

  api.delete(
    '/api/webhooks/:id',
    adminRoute('Eliminar un webhook y sus entregas', {
      params: ZWebhookIdParams,
      response: { 200: ZWebhookMessage },
    }),
    async (request) => service.remove(companyIdOf(request), authOf(request).userId, request.params.id),
  );

  api.post(
    '/api/webhooks/:id/secret',
    adminRoute('Renovar el secreto de firma (el nuevo se muestra solo en esta respuesta)', {
      params: ZWebhookIdParams,
      response: { 200: ZWebhookSecretAnswer },
    }),
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.rotateSecret(companyIdOf(request), authOf(request).userId, request.params.id)),
  );

  api.get(
    '/api/webhooks/:id/deliveries',
    adminRoute('Últimas 100 entregas de un webhook, con cada intento', {
      params: ZWebhookIdParams,
      response: { 200: z.array(ZWebhookDelivery) },
    }),
    async (request) => service.deliveries(companyIdOf(request), request.params.id),
  );

  api.post(
    '/api/webhooks/deliveries/:id/replay',
    adminRoute('Reenviar una entrega (mismo evento y cuerpo, nuevo intento)', {
      params: ZWebhookIdParams,
      response: { 200: ZWebhookMessage },
    }),
    async (request) => service.replay(companyIdOf(request), request.params.id),
  );
}
