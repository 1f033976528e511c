import { type TReportDefinition, ZReportDefinition } from '@quincena/contracts/reports';
import { describe, expect, it } from 'vitest';
import {
  buildReportForm,
  buildReportRequest,
  initialReportValues,
  NOT_APPLICABLE_VALUE,
  validateReportValues,
} from './report-form.ts';
import { calendarPin, clientPin, costCentrePin, entityPin } from './report-pins.fixture.ts';

/** A head count report as the server defines it: two sheets, pins on both. */
const definition: TReportDefinition = ZReportDefinition.parse({
  sheets: [
    { position: 2, name: 'Retiros' },
    { position: 1, name: 'Head count' },
  ],
  parameters: [
    clientPin([1, 2]),
    entityPin(
      [
        { code: '900123456', name: 'Sede principal' },
        { code: '900123457', name: 'Sucursal' },
      ],
      [1, 2],
    ),
    calendarPin(),
    costCentrePin([1, 2]),
    { tag: 'pinCutDate', label: 'Fecha de corte', type: 'DATE', required: true, sheetPositions: [2] },
    { tag: 'pinNote', label: 'Observación', type: 'TEXT', required: false, sheetPositions: [2] },
  ],
});

describe('buildReportForm', () => {
  const form = buildReportForm(definition, 4417);

  it('hides pinClient and pinEntity and fills them: the company, then the first entity', () => {
    expect(form.fields.map((field) => field.tag)).toEqual([
      'pinCalendar',
      'pinCostCenter',
      'pinCutDate',
      'pinNote',
    ]);
    expect(form.hiddenValues).toEqual({ pinClient: '4417', pinEntity: '900123456' });
  });

  it('fills pinEntity with the company when the server sends no option', () => {
    const bare = structuredClone(definition);
    bare.parameters[1]!.options = [];
    expect(buildReportForm(bare, 4417).hiddenValues.pinEntity).toBe('4417');
  });

  it("puts 'NO APLICA' first on optional lists only", () => {
    const calendar = form.fields[0]!;
    const costCenter = form.fields[1]!;
    expect(calendar.options.map((option) => option.label)).toEqual([
      'Nómina enero 2026',
      'Nómina febrero 2026',
    ]);
    expect(costCenter.options).toEqual([
      { value: NOT_APPLICABLE_VALUE, label: 'NO APLICA' },
      { value: 'CC-10', label: 'Administración' },
    ]);
  });

  it('says what an empty list lacks', () => {
    expect(form.fields[0]!.emptyMessage).toBe('No hay opciones de calendario disponibles');
  });

  it('starts optional lists on NO APLICA and the rest empty', () => {
    expect(initialReportValues(form)).toEqual({
      pinCalendar: null,
      pinCostCenter: NOT_APPLICABLE_VALUE,
      pinCutDate: null,
      pinNote: '',
    });
  });
});

describe('validateReportValues', () => {
  const form = buildReportForm(definition, 4417);

  it('names every missing required parameter in Spanish', () => {
    expect(validateReportValues(form, initialReportValues(form))).toEqual({
      pinCalendar: 'Debes diligenciar el campo Calendario',
      pinCutDate: 'Debes diligenciar el campo Fecha de corte',
    });
  });

  it('refuses a date outside 2010 to 2030 and a choice that is not in the list', () => {
    const values = {
      ...initialReportValues(form),
      pinCalendar: 'NM-2025-12',
      pinCutDate: new Date(2031, 0, 1),
    };
    expect(validateReportValues(form, values)).toEqual({
      pinCalendar: 'Debes diligenciar el campo Calendario',
      pinCutDate: 'La fecha del campo Fecha de corte debe estar entre 2010 y 2030',
    });
  });

  it('lets a complete form through', () => {
    const values = {
      ...initialReportValues(form),
      pinCalendar: 'NM-2026-02',
      pinCutDate: new Date(2030, 11, 31),
    };
    expect(validateReportValues(form, values)).toEqual({});
  });
});

describe('buildReportRequest', () => {
  const form = buildReportForm(definition, 4417);

  it('sends one entry per sheet, in position order, with pins prefilled and NO APLICA as null', () => {
    const values = {
      ...initialReportValues(form),
      pinCalendar: 'NM-2026-01',
      pinCutDate: new Date(2026, 0, 31, 23, 30),
      pinNote: '  ',
    };
    expect(buildReportRequest(form, values)).toEqual({
      reports: [
        {
          position: 1,
          parameters: [
            { tag: 'pinClient', value: '4417' },
            { tag: 'pinEntity', value: '900123456' },
            { tag: 'pinCalendar', value: 'NM-2026-01' },
            { tag: 'pinCostCenter', value: null },
          ],
        },
        {
          position: 2,
          parameters: [
            { tag: 'pinClient', value: '4417' },
            { tag: 'pinEntity', value: '900123456' },
            { tag: 'pinCostCenter', value: null },
            { tag: 'pinCutDate', value: '2026-01-31' },
            { tag: 'pinNote', value: null },
          ],
        },
      ],
    });
  });

  it('sends a chosen option code and trimmed text', () => {
    const values = {
      ...initialReportValues(form),
      pinCalendar: 'NM-2026-02',
      pinCostCenter: 'CC-10',
      pinCutDate: new Date(2026, 1, 28),
      pinNote: ' Solo activos ',
    };
    const second = buildReportRequest(form, values).reports[1]!;
    expect(second.parameters.slice(2)).toEqual([
      { tag: 'pinCostCenter', value: 'CC-10' },
      { tag: 'pinCutDate', value: '2026-02-28' },
      { tag: 'pinNote', value: 'Solo activos' },
    ]);
  });
});
