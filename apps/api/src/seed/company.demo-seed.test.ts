import { isNitCheckDigitValid } from '@quincena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { findUserByEmail } from '../features/access/access.repository.ts';
import { PNG_BYTES, upload } from '../features/company/company.fixtures.ts';
import { createReferenceService } from '../features/reference/index.ts';
import { DEMO_ACCOUNTS, seedDemo } from './access.demo-seed.ts';
import { DEMO_COMPANY_DATA } from './company.demo-seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.db, ctx.app.log);
});
afterAll(async () => ctx.close());

describe('demo company data', () => {
  it('has a NIT with its DIAN check digit and codes of the reference lists', async () => {
    expect(isNitCheckDigitValid(DEMO_COMPANY_DATA.nit, DEMO_COMPANY_DATA.checkDigit)).toBe(true);
    const reference = createReferenceService({ db: ctx.db });
    const municipality = await reference.get('municipalities', DEMO_COMPANY_DATA.municipalityCode);
    expect(municipality?.departmentCode).toBe('11');
    for (const [list, code] of [
      ['taxpayer-types', DEMO_COMPANY_DATA.taxpayerType],
      ['document-types', DEMO_COMPANY_DATA.documentType],
      ['arl', DEMO_COMPANY_DATA.arlCode],
      ['pila-operators', DEMO_COMPANY_DATA.pilaOperatorCode],
      ['banks', DEMO_COMPANY_DATA.bankCode],
      ['account-types', DEMO_COMPANY_DATA.accountType],
      ['payment-periods', DEMO_COMPANY_DATA.paymentPeriod],
      ['start-months', DEMO_COMPANY_DATA.startMonth],
      ['employee-count-ranges', DEMO_COMPANY_DATA.employeeCountRange],
    ] as const) {
      expect(await reference.exists(list, code), `${list} ${code}`).toBe(true);
    }
  });

  it('is what the demo administrator reads, and a second seed leaves an edited company alone', async () => {
    const admin = await findUserByEmail(ctx.db, DEMO_ACCOUNTS.admin.email);
    if (!admin) throw new Error('demo admin missing');
    const headers = bearer(await tokenFor(ctx.db, ctx.clock, admin));
    const company = (await ctx.app.inject({ method: 'GET', url: '/api/company', headers })).json();
    expect(company).toMatchObject({
      name: 'Demo Quincena S.A.S.',
      documentNumber: '901482937',
      checkDigit: '1',
      municipalityCode: '11001',
      address: 'Carrera 7 # 71-21, oficina 502',
    });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: {
        ...DEMO_COMPANY_DATA,
        companyName: 'Demo Editada S.A.S.',
        rut: { fileName: 'rut.pdf', contentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') },
        // A real picture: a signature alone is no longer accepted as an image (decision 0171).
        logo: upload('logo.png', PNG_BYTES),
      },
    });
    expect(put.statusCode).toBe(200);
    await seedDemo(ctx.db, ctx.app.log);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/company', headers })).json();
    expect(after.name).toBe('Demo Editada S.A.S.');
  });
});
