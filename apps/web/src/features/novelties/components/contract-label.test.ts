import { describe, expect, it } from 'vitest';
import { contractLabel } from './novelty-fields.tsx';

const option = {
  contractId: 12,
  documentType: 'CC',
  documentNumber: '52000001',
  employeeName: 'Lucía Ramírez',
  startDate: '2026-01-01',
  endDate: '2026-02-15',
};

describe('contractLabel', () => {
  it('names a fixed-term contract expired without a decision, and nothing else for a running one', () => {
    expect(contractLabel({ ...option, statusCode: 'VENCIDO' })).toBe(
      '12 - 52000001 - Lucía Ramírez (Vencido sin decisión)',
    );
    expect(contractLabel({ ...option, statusCode: 'ACTIVO' })).toBe('12 - 52000001 - Lucía Ramírez');
  });
});
