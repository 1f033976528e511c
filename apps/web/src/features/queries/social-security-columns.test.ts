import type { TPilaRecordField, TSocialSecurityRow } from '@quincena/contracts/queries';
import { describe, expect, it } from 'vitest';
import {
  columnChooserOptions,
  socialSecurityExportSheet,
  socialSecurityTable,
} from './social-security-columns.ts';

const fields: TPilaRecordField[] = [
  { key: 'f4', number: 4, header: 'Número de identificación del cotizante', group: 'Empleado', type: 'text' },
  { key: 'f15', number: 15, header: 'ING ingreso', group: 'Novedades', type: 'text' },
  { key: 'f31', number: 31, header: 'Código administradora de pensiones', group: 'Pensión', type: 'text' },
  { key: 'f46', number: 46, header: 'Tarifa de aportes pensiones', group: 'Pensión', type: 'text' },
  {
    key: 'f50',
    number: 50,
    header: 'Total cotización sistema general de pensiones',
    group: 'Pensión',
    type: 'money',
  },
  { key: 'f56', number: 56, header: 'Valor de la UPC adicional', group: 'Salud', type: 'money' },
  {
    key: 'f76',
    number: 76,
    header: 'Cotizante exonerado de pago de aporte salud SENA e ICBF',
    group: 'Exoneración',
    type: 'text',
  },
];

const row = {
  id: '9-3-1',
  calendarId: 9,
  calendarDetail: 'Seguridad social enero 2026',
  state: 'Procesado',
  contractId: 3,
  documentType: 'CC',
  documentNumber: '1020304000',
  employeeName: 'Lucía Ramírez',
  line: 1,
  total: 429_600,
  record: {
    f4: '1020304000',
    f15: 'X',
    f31: '230301 - Porvenir S.A. Pensiones y Cesantías',
    f46: '16 %',
    f50: 280_200,
    f56: 0,
    f76: 'S',
  },
} as unknown as TSocialSecurityRow;

describe('Consulta seguridad social columns (decision 0315)', () => {
  it('shows the line, the chosen record fields under their group, and the total', () => {
    const { columns, groups } = socialSecurityTable(fields, ['f50', 'f31', 'f76']);
    expect(groups).toEqual([
      { header: 'Línea de la planilla', span: 5 },
      { header: 'Pensión', span: 2 },
      { header: 'Exoneración', span: 1 },
      { header: 'Total', span: 1 },
    ]);
    expect(columns.map((column) => column.header)).toEqual([
      'Calendario',
      'Estado',
      'Documento',
      'Empleado',
      'Línea',
      'Código administradora de pensiones',
      'Total cotización sistema general de pensiones',
      'Cotizante exonerado de pago de aporte salud SENA e ICBF',
      'Total aportes',
    ]);
    expect(columns.find((column) => column.field === 'f50')?.kind).toBe('money');
  });

  it('offers every field in the chooser, grouped, in Spanish', () => {
    expect(columnChooserOptions(fields).map((group) => [group.label, group.items.length])).toEqual([
      ['Empleado', 1],
      ['Novedades', 1],
      ['Pensión', 3],
      ['Salud', 1],
      ['Exoneración', 1],
    ]);
  });

  it('exports every field of the record whatever the table shows', () => {
    const [sheet] = socialSecurityExportSheet([row], fields, 'Seguridad social').sheets;
    expect(sheet?.headers).toHaveLength(5 + fields.length + 1);
    expect(sheet?.headers).toContain('Valor de la UPC adicional');
    expect(sheet?.rows[0]).toEqual([
      'Seguridad social enero 2026',
      'Procesado',
      '1020304000',
      'Lucía Ramírez',
      1,
      '1020304000',
      'X',
      '230301 - Porvenir S.A. Pensiones y Cesantías',
      '16 %',
      280_200,
      0,
      'S',
      429_600,
    ]);
    expect(sheet?.headers.some((header) => /[A-Z]+_[A-Z]+/.test(header))).toBe(false);
  });
});
