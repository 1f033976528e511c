import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCalendar } from '@quincena/contracts/settlement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userToken } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { settlementProcesses } from '../../db/schema/index.ts';
import { api, settlementCompany } from '../settlement/settlement.test-support.ts';

let ctx: TestContext;
let operator: Record<string, string>;
let companyAdmin: Record<string, string>;
let companyId: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ companyId, token } = await settlementCompany(ctx, [2_000_000]));
  companyAdmin = bearer(token);
  operator = bearer(await userToken(ctx, { companyId, instanceAdmin: true }));
}, 60_000);
afterAll(() => ctx.close());
const send = apiFor(() => ctx.app);

const run = (action: string, headers = operator, instance = 'LOCAL') =>
  send('POST', '/api/instance-admin/actions', headers, { instance, action });

describe('/TI instance administration', () => {
  it('is refused to an administrator without the instance flag and to a CLIENT', async () => {
    expect((await send('GET', '/api/instance-admin/options', companyAdmin)).statusCode).toBe(403);
    expect((await run('PROCESS_STATUS', companyAdmin)).statusCode).toBe(403);
    const client = bearer(await userToken(ctx, { companyId, role: 'CLIENT' }));
    expect((await run('PROCESS_STATUS', client)).statusCode).toBe(403);
    expect((await send('POST', '/api/instance-admin/actions', {}, {})).statusCode).toBe(401);
  });

  it('offers this installation and the four actions with their descriptions', async () => {
    const response = await send('GET', '/api/instance-admin/options', operator);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.instances).toEqual([
      { code: 'LOCAL', name: 'Esta instalación', description: expect.stringContaining('http') },
    ]);
    expect(options.actions.map((action: { code: string }) => action.code)).toEqual([
      'PROCESS_STATUS',
      'RECOVER_STUCK',
      'REAPPLY_REFERENCE',
      'RELOAD_LEGAL_VALUES',
    ]);
    expect((await run('PROCESS_STATUS', operator, 'OTRA')).json().message).toBe('La instancia no existe');
    expect((await run('BORRAR_TODO')).statusCode).toBe(400);
  });

  it('reports a stuck run, recovers it as ERROR, then finds nothing to recover', async () => {
    const calendars = (
      await api(ctx, token)('GET', '/api/calendars?type=NM&year=2026')
    ).json() as TCalendar[];
    const [stuck] = await ctx.db
      .insert(settlementProcesses)
      .values({
        companyId,
        calendarId: calendars[0]?.id as number,
        action: 'PRO',
        status: 'EN PROCESO',
        heartbeatAt: new Date(ctx.clock.now().getTime() - 10 * 60_000),
      })
      .returning();
    const status = (await run('PROCESS_STATUS')).json();
    expect(status.severity).toBe('warn');
    expect(status.message).toContain('1 en proceso');
    expect(status.message).toContain('1 sin avance hace más de dos minutos');

    const recovered = (await run('RECOVER_STUCK')).json();
    expect(recovered).toEqual({
      severity: 'success',
      message:
        '1 proceso detenido terminó con ERROR; el calendario quedó como estaba y puede volver a procesarse.',
    });
    const [after] = await ctx.db
      .select()
      .from(settlementProcesses)
      .where(eq(settlementProcesses.id, stuck?.id as number));
    expect(after?.status).toBe('ERROR');
    expect((await run('RECOVER_STUCK')).json()).toEqual({
      severity: 'warn',
      message: 'No hay procesos detenidos.',
    });
  });

  it('re-applies the reference lists (already current) and loads a legal-values file, refusing a bad one', async () => {
    expect((await run('REAPPLY_REFERENCE')).json()).toEqual({
      severity: 'warn',
      message: 'Las listas de referencia ya estaban al día.',
    });
    expect((await run('RELOAD_LEGAL_VALUES')).json()).toEqual({
      severity: 'warn',
      message: 'No hay archivos de valores legales en DATA_DIR/legal-values.',
    });
    const folder = join(ctx.dataDir, 'legal-values');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '2099.json'), JSON.stringify({ year: 2099, smmlv: 'mucho' }));
    const bad = (await run('RELOAD_LEGAL_VALUES')).json();
    expect(bad.severity).toBe('warn');
    expect(bad.message).not.toBe('No hay archivos de valores legales en DATA_DIR/legal-values.');
  });
});
