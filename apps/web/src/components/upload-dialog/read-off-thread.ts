import type { TBulkRow, TBulkTemplate } from '@quincena/contracts/bulk-loads';

export interface ReadRequest {
  bytes: ArrayBuffer;
  template: Pick<TBulkTemplate, 'sheetName' | 'columns'>;
}

export type ReadResult = { ok: true; rows: TBulkRow[] } | { ok: false; reason: 'tooManyRows' | 'unreadable' };

/**
 * The rows of a workbook, read in a Web Worker so the page stays responsive (decision 0175).
 * Where there is no Worker (jsdom in the unit tests) it reads on the calling thread, with the
 * same function and the same answers.
 */
export async function readRowsOffThread(request: ReadRequest): Promise<ReadResult> {
  if (typeof Worker === 'undefined') {
    const { readUploadRows, TooManyRowsError } = await import('./read-upload.ts');
    try {
      return { ok: true, rows: readUploadRows(request.bytes, request.template) };
    } catch (error) {
      return { ok: false, reason: error instanceof TooManyRowsError ? 'tooManyRows' : 'unreadable' };
    }
  }
  const worker = new Worker(new URL('./read-upload.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<ReadResult>((resolve) => {
      worker.onmessage = (event: MessageEvent<ReadResult>) => resolve(event.data);
      worker.onerror = () => resolve({ ok: false, reason: 'unreadable' });
      // The bytes are moved, not copied: the page does not need them any more.
      worker.postMessage(request, [request.bytes]);
    });
  } finally {
    worker.terminate();
  }
}
