import { useState } from 'react';

/**
 * The columns a wide query shows, remembered in this browser (localStorage) so the clerk chooses once.
 * Keys of fields that no longer exist are simply not shown; an unreadable value falls back to the defaults.
 */
export function useRememberedColumns(
  storageKey: string,
  defaults: readonly string[],
): [string[], (keys: string[]) => void] {
  const [visible, setVisible] = useState<string[]>(() => {
    try {
      const stored = globalThis.localStorage?.getItem(storageKey);
      const parsed: unknown = stored ? JSON.parse(stored) : null;
      if (Array.isArray(parsed) && parsed.every((key) => typeof key === 'string')) return parsed;
    } catch {
      // A value written by hand or by an older version: start from the defaults.
    }
    return [...defaults];
  });
  const remember = (keys: string[]) => {
    setVisible(keys);
    try {
      globalThis.localStorage?.setItem(storageKey, JSON.stringify(keys));
    } catch {
      // Private mode or a full storage: the choice lasts until the page closes.
    }
  };
  return [visible, remember];
}
