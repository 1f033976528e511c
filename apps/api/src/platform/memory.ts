import { getHeapStatistics } from 'node:v8';

/** Above this much live-or-garbage heap, a long job collects before its next batch. */
export const JOB_HEAP_CEILING_BYTES = 96 * 1024 * 1024;

/**
 * Collects garbage between two batches of a long job when the heap has grown past `ceiling`.
 * V8 lets garbage pile up while the heap limit is far away; with the embedded database in the same
 * process that garbage pushes the server past its memory budget (decision 0306). The collection
 * exists only when the process was started with --expose-gc (the start scripts do); otherwise
 * this does nothing, and V8's own heuristics apply.
 */
export function collectIfHeapAbove(ceiling: number = JOB_HEAP_CEILING_BYTES): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc || getHeapStatistics().used_heap_size < ceiling) return false;
  gc();
  return true;
}

/**
 * For a loop that allocates a lot and keeps little (drawing thousands of PDFs): collects when the
 * heap has grown `garbageBytes` past what the last collection left, whatever the live heap is. A
 * fixed ceiling would collect after every item once the live heap alone is past it.
 */
export function garbageBudget(garbageBytes: number): () => boolean {
  let base = getHeapStatistics().used_heap_size;
  return () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc || getHeapStatistics().used_heap_size - base < garbageBytes) return false;
    gc();
    base = getHeapStatistics().used_heap_size;
    return true;
  };
}
