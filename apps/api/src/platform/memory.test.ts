import { describe, expect, it } from 'vitest';
import { collectIfHeapAbove } from './memory.ts';

describe('collectIfHeapAbove', () => {
  it('collects only past the ceiling, and only where a collector is exposed', () => {
    const holder = globalThis as { gc?: () => void };
    const original = holder.gc;
    let collections = 0;
    holder.gc = () => {
      collections += 1;
    };
    try {
      expect(collectIfHeapAbove(Number.MAX_SAFE_INTEGER)).toBe(false);
      expect(collectIfHeapAbove(0)).toBe(true);
      expect(collections).toBe(1);
      holder.gc = undefined;
      expect(collectIfHeapAbove(0)).toBe(false);
    } finally {
      holder.gc = original;
    }
  });
});
