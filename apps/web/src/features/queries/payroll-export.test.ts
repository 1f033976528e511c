import type { TPayrollQueryRow } from '@quincena/contracts/queries';
import { ZReportResult } from '@quincena/contracts/reports';
import { describe, expect, it } from 'vitest';
import { payrollExportSheet } from './payroll-export.ts';

const row: TPayrollQueryRow = {
  id: '1-7-1005',
  calendarId: 7,
  calendarDetail: 'Nómina 2026-03 Q1',
  contractId: 12,
  documentNumber: '0012345678',
  employeeName: 'Julián Mora',
  conceptCode: 'BASIC',
  conceptDisplayCode: '001',
  conceptName: 'Salario básico',
  kind: 'earning',
  kindName: 'Devengo',
  units: 15,
  unitKind: 'days',
  base: 2_500_000,
  value: 1_250_000.5,
  consolidatedValue: 2_500_001,
  consolidatedUnits: 30,
  year: 2026,
  month: 3,
  period: '2026-03',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-15',
};

describe('Exportar', () => {
  it('writes one sheet with every row, identity numbers as text and amounts as numbers', () => {
    const result = payrollExportSheet([row], 'Nómina abierta');
    expect(ZReportResult.safeParse(result).success).toBe(true);
    const [sheet] = result.sheets;
    expect(sheet?.name).toBe('Nómina abierta');
    const cells = sheet?.rows[0] ?? [];
    const at = (header: string) => cells[sheet?.headers.indexOf(header) ?? -1];
    expect(at('Valor')).toBe(1_250_000.5);
    expect(at('Tipo concepto')).toBe('Devengo');
    expect(at('Contrato')).toBe(12);
    expect(at('Identificación')).toBe('0012345678');
    // The code the user sees, never the engine's identifier.
    expect(at('Concepto')).toBe('001');
    expect(cells).not.toContain('BASIC');
    expect(at('Consolidado')).toBe(2_500_001);
    expect(at('Unidades consolidado')).toBe(30);
    expect(at('Inicio periodo')).toBe('2026-03-01');
  });
});
