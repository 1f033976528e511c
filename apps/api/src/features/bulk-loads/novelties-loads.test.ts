import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { noveltyOvertime, noveltyReported } from '../../db/schema/index.ts';
import { insertCalendar, noveltyWorld } from '../novelties/novelties.test-support.ts';
import { rejectedLoad } from './bulk-loads.test-support.ts';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof noveltyWorld>>;
let march: number;
let february: number;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await noveltyWorld(ctx);
  february = await insertCalendar(ctx.db, w.companyId, '2026-02-01', '2026-02-28', 'ACCUMULATED');
  march = await insertCalendar(ctx.db, w.companyId, '2026-03-01', '2026-03-31');
});
afterAll(async () => ctx.close());

const upload = (kind: string, rows: string[][], headers = w.admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/bulk-loads/${kind}`,
    headers,
    payload: {
      fileName: 'novedades.xlsx',
      rows: rows.map((cells, index) => ({ position: index + 2, cells })),
    },
  });

describe('[BULK_LOADS][NOVELTIES_OVERTIME]', () => {
  it('offers a template with the open calendars and the seven hour types', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/bulk-loads/novelties-overtime/template',
      headers: w.admin,
    });
    expect(response.statusCode).toBe(200);
    const template = response.json();
    expect(template.columns.map((c: { header: string }) => c.header)).toEqual([
      'Contrato',
      'Calendario',
      'Concepto',
      'Tiempo',
      'Fecha novedad',
    ]);
    const calendars = template.codeSheets.find((s: { name: string }) => s.name === 'Calendarios');
    expect(calendars.options.map((o: { code: string }) => o.code)).toEqual([String(march)]);
    const concepts = template.codeSheets.find((s: { name: string }) => s.name === 'Conceptos');
    expect(concepts.options).toHaveLength(7);
  });

  it('rejects the whole file for one bad row and changes nothing', async () => {
    const response = await upload('novelties-overtime', [
      [String(w.ana), String(march), 'HED', '2', '10/03/2026'],
      [String(w.luis), String(march), 'HEN', '1,255', '11/03/2026'],
      [String(w.marta), String(march), 'HED', '1', '12/03/2026'],
      [String(w.ana), String(february), 'HED', '1', '12/02/2026'],
      [String(w.ana), String(march), 'HED', '1', '12/04/2026'],
    ]);
    expect(response.json()).toEqual(
      rejectedLoad([
        { row: 3, column: 'Tiempo', message: 'El tiempo admite como máximo 2 decimales' },
        { row: 4, column: 'Contrato', message: 'El contrato no existe en la empresa' },
        {
          row: 5,
          column: 'Calendario',
          message: 'Código no válido; consulte la hoja de códigos de la plantilla',
        },
        {
          row: 6,
          column: 'Fecha novedad',
          message: 'La fecha de la novedad debe estar dentro del período del calendario',
        },
      ]),
    );
    expect(await ctx.db.select().from(noveltyOvertime)).toEqual([]);
  });

  it('loads a good file in one go', async () => {
    const response = await upload('novelties-overtime', [
      [String(w.ana), String(march), 'HED', '2', '10/03/2026'],
      [String(w.luis), String(march), 'HRN - Recargo nocturno', '1.5', '11/03/2026'],
    ]);
    expect(response.json()).toEqual({
      outcome: 'LOADED',
      loaded: 2,
      message: 'Se cargaron 2 registros exitosamente',
    });
    const rows = await ctx.db
      .select()
      .from(noveltyOvertime)
      .where(eq(noveltyOvertime.companyId, w.companyId));
    expect(rows.map((r) => [r.contractId, r.conceptCode, r.hours]).sort()).toEqual(
      [
        [w.ana, 'HED', '2.00'],
        [w.luis, 'HRN', '1.50'],
      ].sort(),
    );
  });

  it('is refused to a CLIENT user', async () => {
    expect(
      (
        await upload(
          'novelties-overtime',
          [[String(w.ana), String(march), 'HED', '2', '10/03/2026']],
          w.client,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('[BULK_LOADS][NOVELTIES_REPORTED]', () => {
  it('checks concepts and observations like the dialog, then loads', async () => {
    const bad = await upload('novelties-reported', [
      [String(w.ana), String(march), 'LOAN', '1000', '*'],
      [String(w.ana), String(march), '050', '1000', 'x'.repeat(71)],
    ]);
    expect(bad.json().errors).toEqual([
      {
        row: 2,
        column: 'Concepto',
        message: 'Código no válido; consulte la hoja de códigos de la plantilla',
      },
      { row: 3, column: 'Observaciones', message: 'Admite como máximo 70 caracteres' },
    ]);
    const good = await upload('novelties-reported', [
      // The template's concept sheet lists the display codes (decision 0314): 050 and 150 here.
      [String(w.ana), String(march), '050 - Bonificación salarial', '350000', 'Cumplimiento'],
      [String(w.luis), String(march), '150', '100000', '*'],
    ]);
    expect(good.json()).toMatchObject({ outcome: 'LOADED', loaded: 2 });
    const rows = await ctx.db
      .select()
      .from(noveltyReported)
      .where(eq(noveltyReported.companyId, w.companyId));
    expect(rows.map((r) => [r.conceptCode, r.value, r.observations]).sort()).toEqual(
      [
        ['ADVANCE', '100000.00', null],
        ['BONUS_SALARY', '350000.00', 'Cumplimiento'],
      ].sort(),
    );
  });
});
