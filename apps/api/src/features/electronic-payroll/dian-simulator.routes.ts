import { createDianSimulator, type DianSimulator, type RegisteredSoftware } from '@quincena/dian';
import type { FastifyInstance } from 'fastify';
import { publicAccess } from '../../platform/auth/guard.ts';
import type { EnablementService } from './enablement.service.ts';

/** Where the app mounts the simulator: the same server, so workers reach it with the API's address. */
export const DIAN_SIMULATOR_PATH = '/dian-simulador/WcfDianCustomerServices.svc';

/**
 * The local DIAN simulator of `packages/dian`, answering on the app's own port while no DIAN service is
 * configured (DIAN_ENVIRONMENT=simulador, the default). It knows the software and test set of every
 * company that saved its enablement, as the DIAN knows every registered software; a SoftwareID it has
 * not seen makes it read them again, so a company enabled a moment ago is found.
 */
export function registerDianSimulator(
  app: FastifyInstance,
  enablement: Pick<EnablementService, 'registeredSoftware'>,
  options: { xsdDirectory: string | null },
): DianSimulator {
  let known = new Map<string, RegisteredSoftware & { testSetId: string | null }>();
  const reload = async () => {
    known = new Map((await enablement.registeredSoftware()).map((entry) => [entry.softwareId, entry]));
  };
  const software = async (softwareId: string) => {
    if (!known.has(softwareId)) await reload();
    return known.get(softwareId);
  };
  const testSet = async (testSetId: string) => {
    await reload();
    return [...known.values()].some((entry) => entry.testSetId === testSetId);
  };
  const simulator = createDianSimulator({
    software,
    testSetIds: testSet,
    xsdDirectory: options.xsdDirectory,
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/soap+xml',
      { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      DIAN_SIMULATOR_PATH,
      { preHandler: publicAccess(), schema: { hide: true } },
      async (request, reply) => {
        const answer = await simulator.handle(String(request.body ?? ''));
        return reply.code(answer.status).type('application/soap+xml; charset=utf-8').send(answer.xml);
      },
    );
  });
  app.addHook('onClose', async () => simulator.close());
  return simulator;
}
