import type { TReportDefinitionInput } from '@quincena/contracts/reports';

/** One parameter of a report definition as the server sends it. */
type Pin = TReportDefinitionInput['parameters'][number];

/**
 * The pins a head count report's tests define (the dialog's and the form's): each test says which
 * sheets a pin feeds and, for the entity, which options the server offers.
 */
export const clientPin = (sheetPositions: number[]): Pin => ({
  tag: 'pinClient',
  label: 'Cliente',
  type: 'TEXT',
  required: true,
  sheetPositions,
});

export const entityPin = (options: { code: string; name: string }[], sheetPositions: number[]): Pin => ({
  tag: 'pinEntity',
  label: 'Entidad',
  type: 'LIST',
  required: true,
  options,
  sheetPositions,
});

export const calendarPin = (): Pin => ({
  tag: 'pinCalendar',
  label: 'Calendario',
  type: 'LIST',
  required: true,
  options: [
    { code: 'NM-2026-01', name: 'Nómina enero 2026' },
    { code: 'NM-2026-02', name: 'Nómina febrero 2026' },
  ],
  sheetPositions: [1],
});

export const costCentrePin = (sheetPositions: number[]): Pin => ({
  tag: 'pinCostCenter',
  label: 'Centro de costos',
  type: 'LIST',
  required: false,
  options: [{ code: 'CC-10', name: 'Administración' }],
  sheetPositions,
});
