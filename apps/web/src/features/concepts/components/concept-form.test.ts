import { describe, expect, it } from 'vitest';
import {
  dianChoices,
  EMPTY_CONCEPT_FORM,
  firstConceptError,
  parseConceptForm,
  withNature,
} from './concept-form.ts';

describe('concept form (spec 02 "Concept add")', () => {
  it('asks first for the name, then the nature, then NE DIAN', () => {
    const empty = parseConceptForm(EMPTY_CONCEPT_FORM, 'OCA');
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.errors.name).toBe('Ingrese el nombre del concepto');
    expect(empty.errors.nature).toBe('Seleccione la naturaleza del concepto');
    expect(firstConceptError(empty.errors)).toBe('Ingrese el nombre del concepto');
  });

  it('requires concept type and withholding base only for an earning (nature 367)', () => {
    const earning = parseConceptForm(
      { ...EMPTY_CONCEPT_FORM, name: 'Bono', nature: 'earning', dianElement: 'Bonificaciones' },
      'OCA',
    );
    expect(earning.ok ? {} : earning.errors).toEqual({
      salary: 'Seleccione el tipo de concepto (salarial o no salarial)',
      withholdingBase: 'Indique si el concepto es base de retención en la fuente',
    });
    const deduction = parseConceptForm(
      { ...EMPTY_CONCEPT_FORM, name: 'Fondo', nature: 'deduction', dianElement: 'Cooperativa', salary: true },
      'STA',
    );
    // A stale earning-only answer is not sent with a deduction.
    expect(deduction).toEqual({
      ok: true,
      body: {
        name: 'Fondo',
        nature: 'deduction',
        module: 'STA',
        dianElement: 'Cooperativa',
        salary: null,
        withholdingBase: null,
        incomeWithholdingGroup: null,
      },
    });
  });

  it('offers the NE DIAN list of the chosen nature and clears dependent answers when it changes', () => {
    expect(dianChoices(null)).toEqual([]);
    expect(dianChoices('earning').map((option) => option.value)).toContain('Bonificaciones');
    expect(dianChoices('deduction').map((option) => option.value)).not.toContain('Bonificaciones');
    const earning = {
      ...EMPTY_CONCEPT_FORM,
      nature: 'earning' as const,
      dianElement: 'Auxilios',
      salary: true,
    };
    expect(withNature(earning, 'deduction')).toEqual({ ...EMPTY_CONCEPT_FORM, nature: 'deduction' });
    expect(withNature(earning, 'earning')).toBe(earning);
  });
});
