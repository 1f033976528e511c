import type { TNieDocument } from '@quincena/contracts/electronic-payroll';
import { describe, expect, it } from 'vitest';
import { isFieldColumn } from '../../../components/data-table/table-column.ts';
import { displayText } from '../../../components/data-table/table-query.ts';
import { NIE_TEXTS } from '../pages/electronic-payroll-page.tsx';
import { nieDocumentColumns } from './nie-documents.columns.tsx';

describe('electronic payroll table', () => {
  it('shows the year as a year (2026), not as a grouped number (2.026)', () => {
    const year = nieDocumentColumns({ onPdf: () => {}, onXml: () => {} }).find(
      (column) => isFieldColumn(column) && column.field === 'year',
    );
    if (!year || !isFieldColumn(year)) throw new Error('no Año column');
    expect(year.header).toBe('Año');
    expect(displayText({ year: 2026 } as TNieDocument, year)).toBe('2026');
  });

  it('asks about the rows the clerk selected, in the singular or the plural', () => {
    expect(NIE_TEXTS.transferQuestion(1)).toBe('¿Desea transferir este registro?');
    expect(NIE_TEXTS.transferQuestion(3)).toBe('¿Desea transferir estos 3 registros?');
    expect(NIE_TEXTS.statusQuestion(2)).toBe('¿Desea repasar estos 2 registros?');
  });
});
