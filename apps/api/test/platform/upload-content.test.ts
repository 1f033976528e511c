import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyBody,
  insertContract,
  PNG_BYTES,
  upload,
} from '../../src/features/company/company.fixtures.ts';
import { registeredCompany } from '../helpers/registered-company.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let contractId: number;

/** A PNG that is also a web page: the tail after IEND is HTML a sniffing browser would run. */
const POLYGLOT_PNG = Buffer.concat([PNG_BYTES, Buffer.from('<html><script>alert(document.cookie)</script>')]);

/** A RUT-looking PDF whose JavaScript sits in a compressed object stream. */
function pdfWithHiddenJavaScript(): Buffer {
  const hidden = deflateSync(Buffer.from('4 0 << /S /JavaScript /JS (app.launchURL("x")) >>', 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 4 0 R >>\nendobj\n', 'latin1'),
    Buffer.from(
      `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
    ),
    hidden,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await registeredCompany(ctx);
  headers = registered.headers;
  const job = await ctx.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers,
    payload: { name: 'Gerente', area: 'Dirección', code: 'G1' },
  });
  contractId = (await insertContract(ctx.db, registered.company.id, job.json().job.id)).contract.id;
});
afterAll(async () => ctx.close());

describe('[UPLOADS] files checked by content before they are stored', () => {
  it('refuses a RUT whose JavaScript hides in a compressed object stream, and keeps the old RUT', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/company/files/rut', headers });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { ...companyBody(), rut: upload('rut.pdf', pdfWithHiddenJavaScript()) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.rut).toBe(
      'El PDF contiene JavaScript y no se puede cargar. Guarde o imprima el documento como PDF de nuevo.',
    );
    const after = await ctx.app.inject({ method: 'GET', url: '/api/company/files/rut', headers });
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
  });

  it('serves back a clean logo, never the polyglot that was sent', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/company',
      headers,
      payload: { ...companyBody(), logo: upload('logo.png', POLYGLOT_PNG) },
    });
    expect(response.statusCode).toBe(200);
    const logo = await ctx.app.inject({ method: 'GET', url: '/api/company/logo', headers });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.toString('latin1')).not.toContain('script');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('stores a clean employee photo and a clean signature', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contractId}/photo`,
      headers,
      payload: { contentBase64: POLYGLOT_PNG.toString('base64') },
    });
    expect(put.statusCode).toBe(204);
    const photo = await ctx.app.inject({ method: 'GET', url: `/api/contracts/${contractId}/photo`, headers });
    expect(Buffer.from(photo.json().contentBase64, 'base64').toString('latin1')).not.toContain('script');

    const signature = await ctx.app.inject({
      method: 'POST',
      url: '/api/signatures',
      headers,
      payload: { contractId, averageMonths: 3, image: upload('firma.png', POLYGLOT_PNG) },
    });
    expect(signature.statusCode).toBe(201);
    const image = await ctx.app.inject({
      method: 'GET',
      url: `/api/signatures/${signature.json().signature.id}/image`,
      headers,
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.toString('latin1')).not.toContain('script');
  });

  it('refuses a picture that claims 2,500 megapixels before decoding it', async () => {
    const bomb = Buffer.from(PNG_BYTES);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contractId}/photo`,
      headers,
      payload: { contentBase64: bomb.toString('base64') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('La imagen es demasiado grande');
  });
});
