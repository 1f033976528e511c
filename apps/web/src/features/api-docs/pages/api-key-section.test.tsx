import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeySection } from './api-key-section.tsx';

afterEach(cleanup);

describe('/APIDocumentation: claves API', () => {
  it('tells how to send a key and gives one worked example per area, in Spanish', () => {
    render(<ApiKeySection />);
    const section = screen.getByRole('region', { name: 'Conectar otro sistema con una clave API' });
    expect(section.textContent).toContain('Authorization: Bearer qk_live_…');
    expect(section.textContent).toContain('X-Api-Key: qk_live_…');
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent?.split(':')[0]);
    expect(titles).toEqual([
      'Empleados',
      'Novedades',
      'Liquidación',
      'Consultas',
      'Documentos',
      'Contabilidad',
      'Nómina electrónica',
    ]);
    // The time clock's overtime: a retry-safe POST with its JSON body.
    const clock = within(section).getByRole('article', {
      name: 'Enviar las horas extra del mes desde un reloj de control',
    });
    expect(clock.textContent).toContain('POST /api/novelties/overtime');
    expect(clock.textContent).toContain('Idempotency-Key:');
    expect(clock.textContent).toContain('"conceptCode": "HED"');
    const accounting = within(section).getByRole('article', {
      name: 'Traer los asientos contables de un período acumulado',
    });
    expect(accounting.textContent).toContain(
      'GET /api/queries/accounting?year=2026&month=10&page=1&pageSize=100',
    );
  });
});
