import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRememberedColumns } from './column-chooser.ts';

const KEY = 'quincena.test.columnas';

describe('useRememberedColumns', () => {
  afterEach(() => localStorage.clear());

  it('starts from the defaults and remembers the clerk’s choice in this browser', () => {
    const first = renderHook(() => useRememberedColumns(KEY, ['f36', 'f42']));
    expect(first.result.current[0]).toEqual(['f36', 'f42']);
    act(() => first.result.current[1](['f56', 'f76']));
    expect(first.result.current[0]).toEqual(['f56', 'f76']);
    first.unmount();
    const again = renderHook(() => useRememberedColumns(KEY, ['f36', 'f42']));
    expect(again.result.current[0]).toEqual(['f56', 'f76']);
  });

  it('falls back to the defaults when the stored value is not a list of columns', () => {
    localStorage.setItem(KEY, '{"roto"');
    expect(renderHook(() => useRememberedColumns(KEY, ['f36'])).result.current[0]).toEqual(['f36']);
  });
});
