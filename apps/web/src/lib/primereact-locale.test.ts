import { localeOptions } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { installSpanishLocale } from './primereact-locale.ts';

/** Values that read the same in both languages (symbols, numbers, format patterns). */
const SAME_IN_SPANISH = new Set(['No', '{slideNumber}']);

describe('PrimeReact in Spanish', () => {
  it('translates every text PrimeReact has in English, labels and aria text alike', () => {
    const english = structuredClone(localeOptions('en')) as Record<string, unknown> & {
      aria: Record<string, string>;
    };
    installSpanishLocale();
    const spanish = localeOptions('es') as typeof english;
    const untranslated: string[] = [];
    for (const [key, value] of Object.entries(english)) {
      if (typeof value === 'string' && value === spanish[key] && !SAME_IN_SPANISH.has(value))
        untranslated.push(key);
    }
    for (const [key, value] of Object.entries(english.aria)) {
      if (value === spanish.aria[key] && !SAME_IN_SPANISH.has(value)) untranslated.push(`aria.${key}`);
    }
    expect(untranslated).toEqual([]);
    expect(spanish.chooseDate).toBe('Elegir fecha');
  });
});
