import { describe, expect, it } from 'vitest';
import { conceptLabel, conceptPickerItems } from './concept-options.ts';

/** Two or more upper-case words joined by "_": the engine's identifiers, never shown to a user. */
const INTERNAL_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

describe('concept pickers (Reportados, Fijas)', () => {
  it('label each concept with its display code and Spanish name, keeping the internal code as the value', () => {
    const items = conceptPickerItems([
      { code: 'BONUS_SALARY', displayCode: '050', name: 'Bonificación salarial' },
      { code: 'PER_DIEM_NON_SALARY', displayCode: '053', name: 'Viáticos no salariales' },
      { code: 'C0001', displayCode: 'C0001', name: 'Bonificación por ventas' },
    ]);
    expect(items).toEqual([
      { code: 'BONUS_SALARY', name: '050 - Bonificación salarial' },
      { code: 'PER_DIEM_NON_SALARY', name: '053 - Viáticos no salariales' },
      { code: 'C0001', name: 'C0001 - Bonificación por ventas' },
    ]);
    for (const item of items) expect(item.name).not.toMatch(INTERNAL_CODE);
  });

  it('label a stored novelty row by the display code, never the internal one', () => {
    expect(conceptLabel({ conceptCode: 'UNION_DUES', conceptName: 'Cuota sindical' })).toBe(
      '153 - Cuota sindical',
    );
    expect(conceptLabel({ conceptCode: 'C0002', conceptName: 'Fondo de empleados' })).toBe(
      'C0002 - Fondo de empleados',
    );
  });
});
