import { describe, expect, it } from 'vitest';
import { findReferenceList, referenceLists } from './index.ts';

describe('reference list registry', () => {
  it('holds every list once, each with a description, a source and items', () => {
    const keys = referenceLists.map((list) => list.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(41);
    for (const list of referenceLists) {
      expect(list.description.trim().length, list.key).toBeGreaterThan(0);
      expect(list.source.trim().length, list.key).toBeGreaterThan(10);
      expect(list.items.length, list.key).toBeGreaterThan(0);
      expect(findReferenceList(list.key)).toBe(list);
    }
    expect(findReferenceList('no-such-list')).toBeUndefined();
  });

  it.each(referenceLists.map((list) => [list.key, list] as const))(
    '%s has unique, trimmed codes and names',
    (_key, list) => {
      const codes = list.items.map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const item of list.items) {
        expect(typeof item.code).toBe('string');
        expect(item.code).toBe(item.code.trim());
        expect(item.code.length).toBeGreaterThan(0);
        expect(item.name).toBe(item.name.trim());
        expect(item.name.length).toBeGreaterThan(0);
        expect(item.name).not.toMatch(/\s{2}/);
      }
    },
  );

  it('freezes the lists so no caller can change the reference data', () => {
    const list = findReferenceList('departments')!;
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list.items)).toBe(true);
    expect(Object.isFrozen(list.items[0])).toBe(true);
  });
});
