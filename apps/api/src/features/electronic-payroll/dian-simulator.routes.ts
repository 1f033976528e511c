import type { Worker } from 'node:worker_threads';
import type { RegisteredSoftware } from '@quincena/dian';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../platform/auth/guard.ts';
import { startTsWorker } from '../../platform/threads/ts-worker.ts';
import type { EnablementService } from './enablement.service.ts';

/** Where the app mounts the simulator: the same server, so workers reach it with the API's address. */
export const DIAN_SIMULATOR_PATH = '/dian-simulador/WcfDianCustomerServices.svc';
export const SIMULATOR_BODY_LIMIT = 1024 * 1024;

/**
 * The simulator thread's V8 heap. Uncapped, its new space alone took tens of MB on top of the server's
 * (heap 79 MB for 300 documents); a 4 MB young generation keeps it near 30 MB. The old generation holds
 * what the simulator remembers (~3 KB a document: 30 MB for 10,000), so it has room for some 30,000
 * documents of a run before the thread would stop (issue 29, decision 0331).
 */
export const SIMULATOR_THREAD_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 4 };

/**
 * The local DIAN simulator of `packages/dian`, answering on the app's own port while no DIAN service is
 * configured (DIAN_ENVIRONMENT=simulador, the default). It knows the software and test set of every
 * company that saved its enablement, as the DIAN knows every registered software; a SoftwareID it has
 * not seen makes it read them again, so a company enabled a moment ago is found. Its checks run in a
 * worker thread (simulator-thread.ts), started at the first request.
 */
export function registerDianSimulator(
  app: FastifyInstance,
  enablement: Pick<EnablementService, 'registeredSoftware' | 'registeredCertificates'>,
  options: { xsdDirectory: string | null },
): void {
  let known = new Map<string, RegisteredSoftware & { testSetId: string | null }>();
  const reload = async () => {
    known = new Map((await enablement.registeredSoftware()).map((entry) => [entry.softwareId, entry]));
  };
  const software = async (softwareId: string) => {
    if (!known.has(softwareId)) await reload();
    const entry = known.get(softwareId);
    return entry ? { softwareId: entry.softwareId, pin: entry.pin } : undefined;
  };
  const testSet = async (testSetId: string) => {
    await reload();
    return [...known.values()].some((entry) => entry.testSetId === testSetId);
  };

  // Callers are answered only with a certificate a company registered. An unknown one makes the
  // list be read again (a company may have saved its certificate a moment ago); that read opens only
  // the certificates saved since the last one, so a stranger's request costs one small query.
  let certificates = new Set<string>();
  const trustedCertificate = async (fingerprint: string) => {
    if (!certificates.has(fingerprint)) certificates = await enablement.registeredCertificates();
    return certificates.has(fingerprint);
  };

  // The checks run in a thread of their own; requests and its questions cross by message.
  let thread: Worker | null = null;
  let next = 0;
  const pending = new Map<number, (answer: { status: number; xml: string }) => void>();
  const threadOf = (): Worker => {
    if (thread) return thread;
    const started = startTsWorker(
      new URL('./simulator-thread.ts', import.meta.url),
      { xsdDirectory: options.xsdDirectory },
      SIMULATOR_THREAD_LIMITS,
    );
    started.on('message', (message: ThreadMessage) => {
      if (message.type === 'response') {
        pending.get(message.id)?.({ status: message.status, xml: message.xml });
        pending.delete(message.id);
        return;
      }
      const question =
        message.type === 'software'
          ? software(message.softwareId)
          : message.type === 'certificate'
            ? trustedCertificate(message.fingerprint)
            : testSet(message.testSetId);
      void question.then(
        (value) => started.postMessage({ type: 'answer', id: message.id, value }),
        () => started.postMessage({ type: 'answer', id: message.id, value: undefined }),
      );
    });
    started.on('error', (error) => {
      app.log.error({ err: error }, 'DIAN simulator thread failed');
      for (const reply of pending.values())
        reply({ status: 500, xml: faultText('El simulador DIAN se detuvo') });
      pending.clear();
      thread = null;
    });
    started.unref();
    thread = started;
    return started;
  };
  const handle = (body: string) =>
    new Promise<{ status: number; xml: string }>((resolve) => {
      next += 1;
      pending.set(next, resolve);
      threadOf().postMessage({ type: 'request', id: next, body });
    });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/soap+xml',
      // The DIAN takes one document of at most 500 KB per message (rule ZA01); zipped and in base64
      // inside its SOAP envelope that stays well under 1 MB, so a larger body is refused unread.
      { parseAs: 'string', bodyLimit: SIMULATOR_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      DIAN_SIMULATOR_PATH,
      { preHandler: publicAccess(), schema: { hide: true } },
      async (request, reply) => {
        const answer = await handle(String(request.body ?? ''));
        return reply.code(answer.status).type('application/soap+xml; charset=utf-8').send(answer.xml);
      },
    );
  });
  app.addHook('onClose', async () => {
    await thread?.terminate();
  });
}

type ThreadMessage =
  | { type: 'response'; id: number; status: number; xml: string }
  | { type: 'software'; id: number; softwareId: string }
  | { type: 'testSet'; id: number; testSetId: string }
  | { type: 'certificate'; id: number; fingerprint: string };

/** A SOAP 1.2 fault, when the thread itself is gone. */
function faultText(reason: string): string {
  return (
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Receiver</s:Value></s:Code>' +
    `<s:Reason><s:Text xml:lang="es">${reason}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`
  );
}
