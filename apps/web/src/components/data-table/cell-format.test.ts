import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatTableDate, formatTableDateTime } from './cell-format.ts';

describe('cell formats (ARCHITECTURE.md §6)', () => {
  it('shows whole pesos in es-CO unless decimals are asked', () => {
    expect(formatMoney(1_423_500)).toBe('$\u00a01.423.500');
    expect(formatMoney(0)).toBe('$\u00a00');
    expect(formatMoney(-87_650)).toBe('-$\u00a087.650');
    expect(formatMoney(1_234.5, 2)).toBe('$\u00a01.234,50');
  });

  it('groups plain numbers the Colombian way', () => {
    expect(formatNumber(1234567.25)).toBe('1.234.567,25');
  });

  it('shows a wire date as dd-mm-yyyy without moving the day', () => {
    expect(formatTableDate('2026-01-01')).toBe('01-01-2026');
    expect(formatTableDate('2026-12-31T23:59:59Z')).toBe('31-12-2026');
    expect(formatTableDate(new Date(2026, 1, 28))).toBe('28-02-2026');
  });

  it('shows an instant in local time with hours and minutes', () => {
    expect(formatTableDateTime(new Date(2026, 0, 15, 7, 5))).toBe('15-01-2026 07:05');
    expect(formatTableDateTime('not a date')).toBe('not a date');
  });
});
