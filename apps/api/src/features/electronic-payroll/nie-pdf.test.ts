import { describe, expect, it } from 'vitest';
import { acceptance } from './nie-pdf.ts';

describe('the acceptance line of the NE graphic representation', () => {
  it('says "Aceptado por la DIAN" only for a document the DIAN accepted', () => {
    expect(acceptance('produccion', '05/03/2026')).toBe('Aceptado por la DIAN el 05/03/2026');
    expect(acceptance('habilitacion', '05/03/2026')).toBe(
      'Aceptado por la DIAN en el ambiente de habilitación (pruebas) el 05/03/2026',
    );
    expect(acceptance('simulador', '05/03/2026')).toBe(
      'Aceptado por el simulador DIAN local el 05/03/2026: sin validez ante la DIAN',
    );
    expect(acceptance(null, '05/03/2026')).toBe('Transferido el 05/03/2026');
  });
});
