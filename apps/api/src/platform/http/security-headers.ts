import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (OWASP Secure Headers). The policy fits the web app:
 * PrimeReact sets inline styles, the ALTCHA widget solves in a blob: worker, help videos play
 * in an https frame, a fetched PDF shows in a blob: frame, and nothing else is loaded from elsewhere.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    /**
     * Origins of a payment provider's checkout script (ePayco's checkout.js, decision 0335): allowed
     * to load and to call its own servers only when that provider is configured.
     */
    checkoutOrigins?: readonly string[];
  } = {},
): Promise<void> {
  const checkout = [...(options.checkoutOrigins ?? [])];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...checkout],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...checkout],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // blob: shows a PDF the app fetched with its session (the final-settlement preview).
        frameSrc: ["'self'", 'blob:', 'https:'],
      },
    },
    // The legal PDFs and help videos are fetched by the app itself; keep cross-origin isolation off.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // API answers carry people's data (names, salaries, documents): no browser or proxy may keep a
  // copy unless a route says otherwise. Static files of the web app set their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
