import { parentPort, workerData } from 'node:worker_threads';
import type { RegisteredSoftware } from '@quincena/dian';
// The simulator's own entry, not the package index: the thread loads only what the checks need.
import { createDianSimulator } from '@quincena/dian/simulator';

/**
 * The local DIAN simulator in its own thread (started by dian-simulator.routes.ts): its signature and
 * schema checks are CPU-bound, and the app's main thread keeps serving meanwhile. The registered
 * software and test sets live in the app's database: the thread asks the main thread for them.
 */
type FromMain =
  | { type: 'request'; id: number; body: string }
  | { type: 'answer'; id: number; value: unknown };

const port = parentPort;
if (!port) throw new Error('simulator-thread.ts runs only as a worker thread');

let asked = 0;
const waiting = new Map<number, (value: unknown) => void>();
type Question =
  | { type: 'software'; softwareId: string }
  | { type: 'testSet'; testSetId: string }
  | { type: 'certificate'; fingerprint: string };

function ask<T>(question: Question) {
  asked += 1;
  const id = asked;
  port?.postMessage({ ...question, id });
  return new Promise<T>((resolve) => waiting.set(id, resolve as (value: unknown) => void));
}

const simulator = createDianSimulator({
  software: (softwareId) => ask<RegisteredSoftware | undefined>({ type: 'software', softwareId }),
  testSetIds: (testSetId) => ask<boolean>({ type: 'testSet', testSetId }),
  // Only the certificates the companies of this installation registered are answered (issue 30).
  trustedCertificate: (fingerprint) => ask<boolean>({ type: 'certificate', fingerprint }),
  xsdDirectory: (workerData as { xsdDirectory: string | null }).xsdDirectory,
});

port.on('message', (message: FromMain) => {
  if (message.type === 'answer') {
    waiting.get(message.id)?.(message.value);
    waiting.delete(message.id);
    return;
  }
  void simulator
    .handle(message.body)
    .then((answer) => port.postMessage({ type: 'response', id: message.id, ...answer }));
});
