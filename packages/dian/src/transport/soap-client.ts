import http from 'node:http';
import https from 'node:https';
import type { SigningCredentials } from '../signature/certificate.ts';
import {
  type DianResponse,
  parseDianResponse,
  parseStatusZipResponse,
  parseUploadResponse,
  type UploadResponse,
} from './dian-response.ts';
import { type DianOperation, soapAction } from './endpoints.ts';
import { getStatusBody, getStatusZipBody, sendNominaSyncBody, sendTestSetAsyncBody } from './operations.ts';
import type { DianTransport } from './transport.ts';
import { buildSignedEnvelope } from './ws-security.ts';

export interface SoapClientOptions {
  /** DIAN_ENDPOINTS.habilitacion, DIAN_ENDPOINTS.produccion, or the simulator's loopback URL. */
  endpoint: string;
  /** The certificate that signs the WS-Security header. */
  credentials: SigningCredentials;
  clock?: () => Date;
  timeoutMs?: number;
  /**
   * Waits before each retry on HTTP 500, 503, 507, 508 or 403: the Anexo asks for three attempts
   * 20 seconds apart (Anexo Técnico v1.0 §4.2 p.119).
   */
  retryDelaysMs?: number[];
  sleep?: (ms: number) => Promise<void>;
}

export class DianTransportError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'DianTransportError';
    this.status = status;
  }
}

const RETRY_STATUSES = new Set([403, 500, 503, 507, 508]);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface HttpAnswer {
  status: number;
  body: string;
}

function post(url: URL, body: string, action: string, timeoutMs: number): Promise<HttpAnswer> {
  const isHttps = url.protocol === 'https:';
  const request = isHttps ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': `application/soap+xml; charset=utf-8; action="${action}"`,
          'Content-Length': Buffer.byteLength(body),
        },
        timeout: timeoutMs,
        // TLS verification stays on: the DIAN's certificate must chain to a trusted root.
        ...(isHttps ? { rejectUnauthorized: true, minVersion: 'TLSv1.2' as const } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new DianTransportError('La DIAN no respondió a tiempo.')));
    req.on('error', (e) =>
      reject(
        e instanceof DianTransportError
          ? e
          : new DianTransportError(`No fue posible conectar con la DIAN: ${e.message}`),
      ),
    );
    req.end(body);
  });
}

/** The SOAP 1.2 + WS-Security client of WcfDianCustomerServices. */
export function createSoapTransport(options: SoapClientOptions): DianTransport {
  const url = new URL(options.endpoint);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    // Plain HTTP is allowed only to the local simulator on this machine.
    throw new DianTransportError('El servicio de la DIAN solo se puede llamar por HTTPS.');
  }
  const clock = options.clock ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const delays = options.retryDelaysMs ?? [20_000, 20_000];

  async function call(operation: DianOperation, body: string): Promise<string> {
    const action = soapAction(operation);
    for (let attempt = 0; ; attempt++) {
      // A fresh envelope per attempt: the WS-Security timestamp must be current.
      const envelope = buildSignedEnvelope({
        action,
        to: options.endpoint,
        body,
        credentials: options.credentials,
        now: clock(),
      });
      const answer = await post(url, envelope, action, options.timeoutMs ?? 60_000);
      // A SOAP fault is an answer, not an outage: the parser turns it into a DianSoapFault.
      const isFault = answer.status === 500 && /<(?:\w+:)?Fault[\s>]/.test(answer.body);
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      if (isFault) return answer.body;
      if (RETRY_STATUSES.has(answer.status) && attempt < delays.length) {
        await sleep(delays[attempt] ?? 0);
        continue;
      }
      throw new DianTransportError(`La DIAN respondió HTTP ${answer.status}.`, answer.status);
    }
  }

  return {
    async sendPayrollSync(_zipFileName, zip): Promise<DianResponse> {
      return parseDianResponse(await call('SendNominaSync', sendNominaSyncBody(zip)), 'SendNominaSyncResult');
    },
    async sendTestSetAsync(zipFileName, zip, testSetId): Promise<UploadResponse> {
      return parseUploadResponse(
        await call('SendTestSetAsync', sendTestSetAsyncBody(zipFileName, zip, testSetId)),
      );
    },
    async getStatus(cune): Promise<DianResponse> {
      return parseDianResponse(await call('GetStatus', getStatusBody(cune)), 'GetStatusResult');
    },
    async getStatusZip(zipKey): Promise<DianResponse[]> {
      return parseStatusZipResponse(await call('GetStatusZip', getStatusZipBody(zipKey)));
    },
  };
}
