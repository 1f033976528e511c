import { describe, expect, it } from 'vitest';
import { firstJobError } from './job-dialog.tsx';
import { signatureDraftError } from './signature-dialog.tsx';

describe('Cargos checks (spec 01 §5)', () => {
  it('announces the name before the area', () => {
    expect(
      firstJobError({
        name: { type: 'too_small', message: 'Agregar nombre del cargo' },
        area: { type: 'too_small', message: 'Agregar Area' },
      }),
    ).toBe('Agregar nombre del cargo');
    expect(firstJobError({ area: { type: 'too_small', message: 'Agregar Area' } })).toBe('Agregar Area');
  });
});

describe('Firma checks (spec 01 §5)', () => {
  const image = { fileName: 'firma.png', contentBase64: 'iVBORw0KGgo=' };
  it('asks for the employee, then months of at least 1, then the image', () => {
    expect(signatureDraftError({ contractId: null, averageMonths: 1, footer: '', image }, true)).toBe(
      'Seleccionar el empleado',
    );
    expect(signatureDraftError({ contractId: 4, averageMonths: 0, footer: '', image }, true)).toBe(
      'Los meses a promediar deben ser 1 o más',
    );
    expect(signatureDraftError({ contractId: 4, averageMonths: 1, footer: '', image: undefined }, true)).toBe(
      'Adjuntar la imagen de la firma',
    );
    expect(signatureDraftError({ contractId: 4, averageMonths: 1, footer: '', image }, true)).toBeNull();
  });

  it('keeps the stored image on an update', () => {
    expect(
      signatureDraftError({ contractId: 4, averageMonths: 12, footer: 'x', image: undefined }, false),
    ).toBeNull();
  });
});
