/// <reference lib="webworker" />

import type { ReadRequest, ReadResult } from './read-off-thread.ts';
import { readUploadRows, TooManyRowsError } from './read-upload.ts';

/**
 * Reads a workbook off the main thread (decision 0175): a 10,000-row file takes seconds of
 * SheetJS work, during which the page would otherwise freeze.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ReadRequest>) => {
  let result: ReadResult;
  try {
    result = { ok: true, rows: readUploadRows(event.data.bytes, event.data.template) };
  } catch (error) {
    result = { ok: false, reason: error instanceof TooManyRowsError ? 'tooManyRows' : 'unreadable' };
  }
  scope.postMessage(result);
};
