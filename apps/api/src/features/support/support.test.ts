import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORT_MESSAGES } from '@quincena/contracts/support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { supportRequests } from '../../db/schema/index.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let companyId: number;

/** A small valid PDF (header, one object, trailer). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const valid = {
  email: 'Gerente@Empresa.com.co',
  subject: 'No puedo generar el plano bancario',
  description: 'Al pulsar Generar archivo aparece un error.\nAdjunto el soporte.',
};

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db, { nit: '900123456' });
  companyId = company.id;
  admin = bearer(await userToken(ctx, { companyId }));
});
afterAll(() => ctx.close());

const send = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/support', headers, payload });

/** The attachment of the support e-mail, decoded from the .eml the development outbox wrote. */
function attachmentOf(subjectId: number): { name: string; bytes: Buffer } | null {
  const dir = join(ctx.dataDir, 'outbox');
  for (const file of readdirSync(dir)) {
    const eml = readFileSync(join(dir, file), 'utf8');
    if (!eml.includes(`[Soporte #${subjectId}]`)) continue;
    const part = eml.match(
      /Content-Type: application\/pdf; name=(.+)\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/,
    );
    if (!part) return null;
    return {
      name: (part[1] ?? '').trim(),
      bytes: Buffer.from((part[2] ?? '').replace(/\s+/g, ''), 'base64'),
    };
  }
  return null;
}

describe('POST /api/support', () => {
  it('stores the request and mails it to support with the PDF attached', async () => {
    const response = await send({
      ...valid,
      attachment: { fileName: 'error plano.pdf', contentBase64: PDF.toString('base64') },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(SUPPORT_MESSAGES.sent);
    const id = response.json().id as number;
    const [stored] = await ctx.db.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(stored).toMatchObject({
      companyId,
      replyTo: 'gerente@empresa.com.co',
      subject: valid.subject,
      attachmentName: 'error plano.pdf',
      attachmentBytes: PDF.length,
      status: 'ENVIADA',
    });
    const mail = await ctx.mail.latest('soporte@quincena.local');
    expect(mail.subject).toBe(`[Soporte #${id}] ${valid.subject}`);
    expect(mail.textBody).toContain('Responder a: gerente@empresa.com.co');
    expect(mail.textBody).toContain('NIT 900123456');
    const attachment = attachmentOf(id);
    expect(attachment?.bytes.equals(PDF)).toBe(true);
    expect(attachment?.name).toContain('error plano.pdf');
  });

  it('refuses a bad e-mail, a missing subject, a non-PDF and a PDF over 2 MB, storing nothing', async () => {
    const before = (await ctx.db.select().from(supportRequests)).length;
    const cases: Array<[object, string]> = [
      [{ ...valid, email: 'gerente@empresa' }, SUPPORT_MESSAGES.emailFormat],
      [{ ...valid, subject: '   ' }, SUPPORT_MESSAGES.subjectEmpty],
      [{ ...valid, description: '' }, SUPPORT_MESSAGES.descriptionEmpty],
      [
        {
          ...valid,
          attachment: { fileName: 'foto.pdf', contentBase64: Buffer.from('GIF89a......').toString('base64') },
        },
        SUPPORT_MESSAGES.notPdf,
      ],
      [
        {
          ...valid,
          attachment: {
            fileName: 'grande.pdf',
            contentBase64: Buffer.concat([PDF, Buffer.alloc(2_000_001 - PDF.length, 32)]).toString('base64'),
          },
        },
        SUPPORT_MESSAGES.fileTooLarge,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const script = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    const scripted = await send({
      ...valid,
      attachment: { fileName: 'x.pdf', contentBase64: script.toString('base64') },
    });
    expect(scripted.statusCode).toBe(400);
    expect((await ctx.db.select().from(supportRequests)).length).toBe(before);
  });

  it('is for signed-in administrators', async () => {
    const client = bearer(await userToken(ctx, { companyId, role: 'CLIENT' }));
    expect((await send(valid, client)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/support', payload: valid })).statusCode).toBe(
      401,
    );
  });
});
