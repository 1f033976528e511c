import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup } from './webhook-url.ts';

export interface SendOutcome {
  statusCode: number | null;
  /** The start of the receiver's answer, for the deliveries screen. */
  excerpt: string;
  durationMs: number;
  /** Spanish reason when no HTTP answer came (timeout, refused connection, private address). */
  error: string | null;
}

const EXCERPT_CHARS = 500;
const MAX_READ_BYTES = 4096;

/** Spanish reasons for the network failures a clerk may meet. */
function reasonOf(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ETIMEDOUT':
      return 'Se agotó el tiempo de espera de la respuesta';
    case 'ECONNREFUSED':
      return 'El servidor rechazó la conexión';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'No se pudo resolver el nombre del servidor';
    case 'EPRIVATEADDRESS':
      return error.message;
    default:
      return `Error de conexión (${error.code ?? 'desconocido'})`.slice(0, 300);
  }
}

/**
 * One POST of a delivery. Never throws: every outcome (answer, timeout, network error) is returned
 * so it can be recorded. Redirects are not followed (a 3xx is a failed attempt), so a receiver
 * cannot bounce a signed body elsewhere.
 */
export function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  production: boolean;
}): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let deadline: NodeJS.Timeout | undefined;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    try {
      const url = new URL(options.url);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        url,
        {
          method: 'POST',
          headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) },
          timeout: options.timeoutMs,
          ...(options.production ? { lookup: publicOnlyLookup } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < MAX_READ_BYTES) chunks.push(chunk);
            size += chunk.length;
            if (size >= MAX_READ_BYTES) response.destroy();
          });
          const done = () =>
            finish({
              statusCode: response.statusCode ?? null,
              excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS),
              error: null,
            });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      // The socket timeout only measures silence; the deadline bounds a receiver that answers slowly.
      const timedOut = () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }));
      request.on('timeout', timedOut);
      deadline = setTimeout(() => {
        timedOut();
        finish({
          statusCode: null,
          excerpt: '',
          error: reasonOf({ code: 'ETIMEDOUT' } as NodeJS.ErrnoException),
        });
      }, options.timeoutMs);
      request.on('error', (error: NodeJS.ErrnoException) =>
        finish({ statusCode: null, excerpt: '', error: reasonOf(error) }),
      );
      request.end(options.body);
    } catch (error) {
      finish({ statusCode: null, excerpt: '', error: reasonOf(error as NodeJS.ErrnoException) });
    }
  });
}
