import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module (`entry`, a file URL), with `data` as its workerData.
 * Work that is CPU-bound and self-contained (the local DIAN simulator's checks) runs there, on the
 * machine's other core, while the main thread serves requests. `resourceLimits` caps the thread's own
 * V8 heap, which otherwise grows as a second process's would (decision 0331).
 */
export function startTsWorker(
  entry: URL,
  data: Record<string, unknown> = {},
  resourceLimits?: ResourceLimits,
): Worker {
  return new Worker(new URL('./ts-worker-boot.mjs', import.meta.url), {
    workerData: { ...data, entry: entry.href },
    ...(resourceLimits ? { resourceLimits } : {}),
  });
}
