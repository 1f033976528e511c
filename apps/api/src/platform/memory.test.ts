import { describe, expect, it } from 'vitest';
import { collectIfHeapAbove, garbageBudget } from './memory.ts';

type Collector = { gc?: () => void };

/** Runs `check` with a stand-in collector that counts its calls; the real one is put back after. */
function withCountingCollector(check: (collections: () => number, holder: Collector) => void): void {
  const holder = globalThis as Collector;
  const original = holder.gc;
  let collections = 0;
  holder.gc = () => {
    collections += 1;
  };
  try {
    check(() => collections, holder);
  } finally {
    holder.gc = original;
  }
}

describe('collectIfHeapAbove', () => {
  it('collects only past the ceiling, and only where a collector is exposed', () => {
    withCountingCollector((collections, holder) => {
      expect(collectIfHeapAbove(Number.MAX_SAFE_INTEGER)).toBe(false);
      expect(collectIfHeapAbove(0)).toBe(true);
      expect(collections()).toBe(1);
      holder.gc = undefined;
      expect(collectIfHeapAbove(0)).toBe(false);
    });
  });
});

describe('garbageBudget', () => {
  it('collects once the heap grew the budget past the last collection, not on every call after', () => {
    withCountingCollector((collections) => {
      const collect = garbageBudget(8 * 1024 * 1024);
      expect(collect()).toBe(false);
      // 16 MB kept alive: past the budget, so one collection; the next call measures from there.
      const kept = Array.from({ length: 16 }, () => new Array(128 * 1024).fill(1.5));
      expect(collect()).toBe(true);
      expect(collect()).toBe(false);
      expect(collections()).toBe(1);
      expect(kept).toHaveLength(16);
    });
  });
});
