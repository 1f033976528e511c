import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordSimulated } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';
import {
  PAYMENT_SIMULATOR_PATH,
  type SimulatedStatus,
  type SimulatorNotice,
  simulatorSignature,
} from './providers/simulator.ts';

const OUTCOMES: Record<string, SimulatedStatus> = {
  aprobar: 'APPROVED',
  rechazar: 'DECLINED',
  pendiente: 'PENDING',
};
const METHODS = ['Tarjeta de crédito', 'PSE', 'Nequi'];

const html = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const pesos = (amount: string) => `$ ${new Intl.NumberFormat('es-CO').format(Number(amount))}`;

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Simulador de pagos</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}` +
        `button{margin:.25rem;padding:.6rem 1rem;font-size:1rem}dt{font-weight:bold}</style></head>` +
        `<body><h1>Simulador de pagos</h1>${body}</body></html>`,
    );
}

/**
 * The payment simulator's checkout page (decision 0335), mounted only where the simulator is the
 * provider (off in production unless PAYMENTS_SIMULATOR=true, as the DIAN simulator: decision 0327).
 * Its pages are bound to one attempt by the unguessable token of its address; pressing a button
 * records the outcome in the simulator's book, posts its signed notice to our own confirmation
 * endpoint (verified like a real provider's) and sends the browser back to /PayOrder.
 */
export function registerPaymentSimulator(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; payments: PaymentsService; secret: string },
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { token: string } }>(
      `${PAYMENT_SIMULATOR_PATH}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await deps.payments.byCheckoutToken(request.params.token);
        if (!found) return page(reply, 404, '<p>Este enlace de pago no existe.</p>');
        const { payment, invoice } = found;
        const summary =
          `<dl><dt>Empresa</dt><dd>${html(invoice.buyer.name)}</dd>` +
          `<dt>Factura</dt><dd>${html(`${invoice.prefix}${invoice.number}`)}</dd>` +
          `<dt>Referencia</dt><dd>${html(payment.reference)}</dd>` +
          `<dt>Valor a pagar</dt><dd>${html(pesos(payment.amount))} COP</dd></dl>`;
        if (payment.status !== 'PRO') {
          return page(
            reply,
            200,
            `${summary}<p>Este pago ya fue procesado.</p><p><a href="/PayOrder?pago=${payment.id}">Volver a Facturación</a></p>`,
          );
        }
        const options = METHODS.map((method) => `<option>${html(method)}</option>`).join('');
        return page(
          reply,
          200,
          `${summary}<p>Este es un entorno de pruebas: no se cobra dinero real.</p>` +
            `<form method="post"><label>Medio de pago <select name="metodo">${options}</select></label><p>` +
            `<button name="resultado" value="aprobar">Aprobar</button>` +
            `<button name="resultado" value="rechazar">Rechazar</button>` +
            `<button name="resultado" value="pendiente">Dejar pendiente</button></p></form>`,
        );
      },
    );

    scope.post<{ Params: { token: string }; Body: Record<string, string> }>(
      `${PAYMENT_SIMULATOR_PATH}/:token`,
      { schema: { hide: true } },
      async (request, reply) => {
        const found = await deps.payments.byCheckoutToken(request.params.token);
        if (!found) return page(reply, 404, '<p>Este enlace de pago no existe.</p>');
        const { payment } = found;
        const back = `/PayOrder?pago=${payment.id}`;
        const status = OUTCOMES[String(request.body?.resultado ?? '')];
        if (!status) return page(reply, 400, '<p>Elija Aprobar, Rechazar o Dejar pendiente.</p>');
        const method = METHODS.includes(String(request.body?.metodo))
          ? String(request.body.metodo)
          : METHODS[0];
        if (payment.status === 'PRO') {
          const notice: Omit<SimulatorNotice, 'signature'> = {
            transactionId: `SIM-${randomBytes(8).toString('hex').toUpperCase()}`,
            reference: payment.reference,
            amount: payment.amount,
            currency: 'COP',
            status,
            method: method ?? 'Tarjeta de crédito',
          };
          // A pending payment ends approved when reconciliation asks the simulator later.
          await deps.db.transaction(async (tx) => {
            await recordSimulated(tx as unknown as Database, {
              reference: notice.reference,
              transactionId: notice.transactionId,
              status,
              finalStatus: status === 'DECLINED' ? 'DECLINED' : 'APPROVED',
              amount: notice.amount,
              method: notice.method,
              createdAt: deps.clock.now(),
            });
          });
          const answer = await app.inject({
            method: 'POST',
            url: '/api/billing/payments/notices/simulator',
            payload: { ...notice, signature: simulatorSignature(deps.secret, notice) },
          });
          if (answer.statusCode !== 200) {
            request.log.error(
              { status: answer.statusCode },
              'payment simulator: our endpoint refused its notice',
            );
          }
        }
        return reply.code(303).header('location', back).send();
      },
    );
  });
}
