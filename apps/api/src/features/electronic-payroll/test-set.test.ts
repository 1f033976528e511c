import { NIE_MESSAGES } from '@quincena/contracts/electronic-payroll';
import { makeTestPkcs12 } from '@quincena/dian';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { enablementBody, ISSUER_COMPANY } from './electronic-payroll.test-support.ts';
import { TEST_SET_MESSAGES } from './test-set.ts';

/**
 * Enviar set de pruebas (issue 17, "Enablement"): the company's own software sends the habilitación
 * test set to the DIAN simulator this server answers on; the verdict becomes the enablement status.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function company() {
  const row = await createCompany(ctx.db, { ...ISSUER_COMPANY, paymentPeriod: '5' });
  const user = await createUser(ctx.db, { companyId: row.id });
  return { id: row.id, headers: bearer(await tokenFor(ctx.db, ctx.clock, user)) };
}

/** Asks for the DIAN test set, as the enablement screen's button does. */
const sendTestSet = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/electronic-payroll/enablement/test-set', headers });

const certificate = makeTestPkcs12({ password: 'Clave.Del.Certificado1', nit: '900123456' });

/** The company's own software and certificate, each company with its own ids. */
const ownSoftware = () =>
  enablementBody(certificate, {
    testSetId: crypto.randomUUID(),
    softwareId: crypto.randomUUID(),
    pin: '97531',
  });

describe('POST /api/electronic-payroll/enablement/test-set', () => {
  it('sends the set to the simulator and the company becomes Habilitado; the form then stays locked', async () => {
    const { headers } = await company();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/electronic-payroll/enablement',
      headers,
      payload: ownSoftware(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await sendTestSet(headers);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().message).toBe(TEST_SET_MESSAGES.sent);
    let state = { status: null as string | null, statusText: null as string | null };
    for (
      let attempt = 0;
      attempt < 200 && state.status !== 'ENABLED' && state.status !== 'REJECTED';
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (
        await ctx.app.inject({ method: 'GET', url: '/api/electronic-payroll/enablement', headers })
      ).json();
    }
    expect(state).toMatchObject({ status: 'ENABLED', statusText: 'Habilitado' });
    const again = await sendTestSet(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEST_SET_MESSAGES.locked);
  });

  it('asks for the test set and the software first', async () => {
    const { headers } = await company();
    const none = await sendTestSet(headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(TEST_SET_MESSAGES.notReady);
  });
});

describe('GET /api/electronic-payroll/validation', () => {
  it('warns until the company is configured, then until it is enabled, then passes', async () => {
    const { headers } = await company();
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/electronic-payroll/validation', headers })).json();
    expect(await read()).toEqual({
      valid: false,
      message:
        'Configure la habilitación DIAN (identificador del software, PIN y certificado de firma) antes de procesar la nómina electrónica',
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/electronic-payroll/enablement',
      headers,
      payload: ownSoftware(),
    });
    expect(await read()).toEqual({ valid: false, message: NIE_MESSAGES.notEnabled });
    await sendTestSet(headers);
    for (let attempt = 0; attempt < 200 && !(await read()).valid; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await read()).toEqual({ valid: true, message: null });
  });
});
