import { localeOption } from 'primereact/api';
import { describe, expect, it } from 'vitest';
import { formatCop, formatCountdown, formatDate } from './format.ts';
import { DATE_PICKER_FORMAT, installSpanishLocale } from './primereact-locale.ts';

// Intl separates the peso sign with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatCop (es-CO)', () => {
  it('writes pesos with dots for thousands and no decimals when whole', () => {
    expect(formatCop(1_423_500)).toBe(nbsp('$ 1.423.500'));
    expect(formatCop(0)).toBe(nbsp('$ 0'));
  });

  it('keeps cents with a decimal comma when there are any', () => {
    expect(formatCop(1_300_000.5)).toBe(nbsp('$ 1.300.000,5'));
    expect(formatCop(47_450.25)).toBe(nbsp('$ 47.450,25'));
  });

  it('signs negative amounts', () => {
    expect(formatCop(-162_000)).toBe(nbsp('-$ 162.000'));
  });
});

describe('formatDate (dd-mm-yy in PrimeReact terms: day-month-four-digit year)', () => {
  it('reads an ISO date as a calendar day', () => {
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
    expect(formatDate('2026-12-31T23:30:00-05:00')).toBe('31-12-2026');
  });

  it('formats a Date in local time', () => {
    expect(formatDate(new Date(2026, 6, 20, 8, 0, 0))).toBe('20-07-2026');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('installSpanishLocale', () => {
  it('makes PrimeReact Spanish, Monday first, dd-mm-yy', () => {
    installSpanishLocale();
    expect(localeOption('firstDayOfWeek', 'es')).toBe(1);
    expect(localeOption('dateFormat', 'es')).toBe(DATE_PICKER_FORMAT);
    expect(DATE_PICKER_FORMAT).toBe('dd-mm-yy');
    expect(localeOption('dayNamesMin', 'es')).toEqual(['D', 'L', 'M', 'X', 'J', 'V', 'S']);
    expect(localeOption('strong', 'es')).toBe('Fuerte');
  });
});
