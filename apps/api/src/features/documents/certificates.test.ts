import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCertificateIssued, TCertificateValidation } from '@quincena/contracts/documents';
import type { TReportDefinition } from '@quincena/contracts/reports';
import type { TCalendar } from '@quincena/contracts/settlement';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAccountHeaders } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  contractSalaries,
  contracts,
  labourCertificates,
  persons,
  settlementLines,
  signatureAverageConcepts,
  signatureConfigs,
} from '../../db/schema/index.ts';
import { api, callerWith, settlementCompany, waitForProcess } from '../settlement/settlement.test-support.ts';
import {
  averageWindow,
  monthlyAverage,
  newCertificateId,
  normaliseCertificateId,
} from './certificate-facts.ts';
import { hasTool } from './qr-tools.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let personIds: number[];
let names: string[];
let clientHeaders: Record<string, string>;
/** Calls as the employee's own self-service account. */
const employee: ReturnType<typeof callerWith> = (method, url, payload) =>
  callerWith(ctx, clientHeaders)(method, url, payload);
const CLIENT_EMAIL = 'empleado-certificados@correo.com.co';

const request = (values: Record<string, string | null>) => ({
  reports: [{ position: 1, parameters: Object.entries(values).map(([tag, value]) => ({ tag, value })) }],
});

async function issue(values: Record<string, string | null>, headers?: Record<string, string>) {
  return (headers ? callerWith(ctx, headers) : call)('POST', '/api/documents/certificates', request(values));
}

const validation = (id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/documents/certificates/validation/${id}` });

beforeAll(async () => {
  ctx = await createTestApp();
  let token: string;
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 4_200_000]));
  call = api(ctx, token);
  const rows = await ctx.db
    .select({
      personId: contracts.personId,
      name: persons.firstName,
      surname: persons.firstSurname,
    })
    .from(contracts)
    .innerJoin(persons, and(eq(persons.companyId, contracts.companyId), eq(persons.id, contracts.personId)))
    .where(eq(contracts.companyId, companyId))
    .orderBy(asc(contracts.id));
  personIds = rows.map((row) => row.personId);
  names = rows.map((row) => row.name);
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  const january = calendars.find((c) => c.month === 1 && c.fortnight === 1) as TCalendar;
  const pro = await call('POST', '/api/processes', { calendarId: january.id, action: 'PRO' });
  expect((await waitForProcess(ctx, token, pro.json().id)).status).toBe('TERMINADO');
  expect(
    (await call('POST', '/api/processes', { calendarId: january.id, action: 'CLO' })).statusCode,
  ).toBeLessThan(300);
  // Firma: the second employee signs, averaging 3 months of the basic salary (a stand-in concept).
  await ctx.db.insert(signatureConfigs).values({
    companyId,
    contractId: contractIds[1] as number,
    averageMonths: 3,
    footer: 'Calle 10 # 20-30, Bogotá',
    imageKey: 'firmas/ausente.png',
  });
  await ctx.db.insert(signatureAverageConcepts).values({ companyId, conceptCode: 'BASIC' });
  clientHeaders = await employeeAccountHeaders(ctx, companyId, '1020304000', CLIENT_EMAIL);
}, 120_000);
afterAll(() => ctx.close());

describe('certificate codes', () => {
  it('are 16 Crockford characters from 80 random bits, read back whatever the case and dashes', () => {
    expect(newCertificateId(() => Buffer.alloc(10, 0))).toBe('0000000000000000');
    expect(newCertificateId(() => Buffer.alloc(10, 0xff))).toBe('ZZZZZZZZZZZZZZZZ');
    const id = newCertificateId();
    expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(normaliseCertificateId(`${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8).toLowerCase()}`)).toBe(
      id,
    );
    expect(normaliseCertificateId('OOOO-IIII-LLLL-0000')).toBe('0000111111110000');
    expect(normaliseCertificateId('ABCD')).toBeNull();
    expect(normaliseCertificateId("' or 1=1 --")).toBeNull();
  });

  it('average the complete months before the letter, from the start of the contract', () => {
    expect(averageWindow(3, '2026-03-02', '2026-01-01', null)).toEqual([
      [2026, 1],
      [2026, 2],
    ]);
    expect(averageWindow(6, '2026-01-15', '2020-05-01', null)).toEqual([
      [2025, 7],
      [2025, 8],
      [2025, 9],
      [2025, 10],
      [2025, 11],
      [2025, 12],
    ]);
    // A retired contract averages its last months.
    expect(averageWindow(2, '2026-11-25', '2024-01-10', '2025-03-31')).toEqual([
      [2025, 2],
      [2025, 3],
    ]);
    expect(monthlyAverage('1750905.00', 2)).toBe('875453');
    expect(monthlyAverage('0', 0)).toBe('0');
  });
});

describe('GET /api/documents/certificates/definition', () => {
  it('gives an administrator the letter type and addressee, and the person to search', async () => {
    const response = await call('GET', '/api/documents/certificates/definition');
    expect(response.statusCode, response.body).toBe(200);
    const definition = response.json() as TReportDefinition;
    expect(definition.parameters.map((p) => [p.tag, p.label, p.type, p.required])).toEqual([
      ['p_persona', 'Empleado', 'LIST', true],
      ['p_tipo_carta', 'Tipo de carta', 'LIST', true],
      ['p_dirigido_a', 'Dirigido a', 'TEXT', false],
    ]);
    expect(definition.parameters[0]?.options).toEqual([]);
    expect(definition.parameters[1]?.options.map((option) => option.name)).toEqual([
      'Sin salario',
      'Con salario',
      'Con salario y promedio de pagos variables',
    ]);
  });

  it('gives an employee only himself as the person', async () => {
    const response = await employee('GET', '/api/documents/certificates/definition');
    expect(response.statusCode).toBe(200);
    const person = (response.json() as TReportDefinition).parameters[0];
    expect(person?.options).toHaveLength(1);
    expect(person?.options[0]?.code).toBe(String(personIds[0]));
  });
});

describe('POST /api/documents/certificates and the validation page', () => {
  it('issues a letter with salary and average, whose PDF and public page state the same facts', async () => {
    const response = await issue({
      p_persona: String(personIds[0]),
      p_tipo_carta: 'CON_PROMEDIO',
      p_dirigido_a: 'Banco de Bogotá',
    });
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json() as TCertificateIssued;
    expect(issued.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(issued.code).toBe(issued.id.match(/.{4}/g)?.join('-'));
    expect(issued.validationUrl).toMatch(new RegExp(`/ValidateCertificate/${issued.id}$`));
    expect(issued.message).toBe('Certificado generado exitosamente');

    // The average: the January fortnight's basic salary over the two months since the start (Jan, Feb).
    const basic = await ctx.db
      .select({ value: settlementLines.value })
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.companyId, companyId),
          eq(settlementLines.contractId, contractIds[0] as number),
          eq(settlementLines.conceptCode, 'BASIC'),
        ),
      );
    expect(basic).toHaveLength(1);
    const average = Math.round(Number(basic[0]?.value) / 2);
    const averageText = `$ ${average.toLocaleString('es-CO')}`;

    const pdf = await call('GET', `/api/documents/certificates/${issued.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('certificado.pdf');
    const [page] = await pdfPages(pdf.rawPayload);
    expect(page).toContain('CERTIFICACIÓN LABORAL');
    expect(page).toContain('BANCO DE BOGOTÁ');
    expect(page).toContain('número 1.020.304.000');
    expect(page).toContain('labora en esta empresa desde el 1 de enero de 2026');
    expect(page).toContain('Devenga un salario básico mensual de $ 1.750.905');
    expect(page).toContain('UN MILLÓN SETECIENTOS CINCUENTA MIL NOVECIENTOS CINCO PESOS M/CTE');
    expect(page).toContain(`en los últimos 2 meses devengó en promedio ${averageText}`);
    expect(page).toContain('se expide el 2 de marzo de 2026');
    expect(page).toContain(issued.code);
    expect(page).toContain(issued.validationUrl);
    expect(page).toContain('Calle 10 # 20-30, Bogotá');

    const publicPage = await validation(issued.id);
    expect(publicPage.statusCode).toBe(200);
    const { code, entries } = publicPage.json() as TCertificateValidation;
    expect(code).toBe(issued.code);
    const values = Object.fromEntries(entries.map((entry) => [entry.label, entry.value]));
    expect(Object.keys(values)).toEqual([
      'Empresa',
      'Empleado',
      'Identificación',
      'Cargo',
      'Tipo de contrato',
      'Fecha de ingreso',
      'Salario básico mensual',
      'Promedio mensual de pagos variables (2 meses)',
      'Dirigido a',
      'Fecha de expedición',
    ]);
    expect(values.Empleado).toContain(names[0]);
    expect(values.Identificación).toBe('Cédula de ciudadanía 1.020.304.000');
    expect(values['Fecha de ingreso']).toBe('1 de enero de 2026');
    expect(values['Salario básico mensual']).toBe('$ 1.750.905');
    expect(values['Promedio mensual de pagos variables (2 meses)']).toBe(averageText);
    expect(values['Fecha de expedición']).toBe('2 de marzo de 2026');
    // Nothing the letter did not certify: no bank account, e-mail or address.
    expect(publicPage.body).not.toMatch(/@|cuenta|Cuenta/);
    // The code as typed from paper: lower case and dashes.
    expect((await validation(issued.code.toLowerCase())).statusCode).toBe(200);
  });

  it('keeps what the letter certified when the salary changes later', async () => {
    const issued = (
      await issue({ p_persona: String(personIds[1]), p_tipo_carta: 'CON_SALARIO', p_dirigido_a: null })
    ).json() as TCertificateIssued;
    // A raise from 1 March (today): the letter issued before keeps the salary it stated.
    await ctx.db.insert(contractSalaries).values({
      companyId,
      contractId: contractIds[1] as number,
      startDate: '2026-03-01',
      amount: '5000000',
    });
    const before = (await validation(issued.id)).json() as TCertificateValidation;
    expect(before.entries).toContainEqual({ label: 'Salario básico mensual', value: '$ 4.200.000' });
    expect(before.entries).toContainEqual({ label: 'Dirigido a', value: 'A quien pueda interesar' });
    const after = (
      await issue({ p_persona: String(personIds[1]), p_tipo_carta: 'CON_SALARIO' })
    ).json() as TCertificateIssued;
    expect((await validation(after.id)).json().entries).toContainEqual({
      label: 'Salario básico mensual',
      value: '$ 5.000.000',
    });
  });

  it('leaves the salary out of a letter without salary', async () => {
    const issued = (
      await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'SIN_SALARIO' })
    ).json() as TCertificateIssued;
    const { entries } = (await validation(issued.id)).json() as TCertificateValidation;
    expect(entries.map((entry) => entry.label)).not.toContain('Salario básico mensual');
    const [page] = await pdfPages(
      (await call('GET', `/api/documents/certificates/${issued.id}/pdf`)).rawPayload,
    );
    expect(page).not.toContain('1.750.905 (');
  });

  it('refuses a form without letter type or person in Spanish, and stores nothing', async () => {
    const before = await ctx.db.$count(labourCertificates);
    // Without averaged concepts in Firma, a letter with an average would certify nothing.
    await ctx.db.delete(signatureAverageConcepts).where(eq(signatureAverageConcepts.companyId, companyId));
    const noConcepts = await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'CON_PROMEDIO' });
    expect(noConcepts.statusCode).toBe(400);
    expect(noConcepts.json().message).toBe(
      'La empresa no ha definido en Firma los conceptos a promediar; elija una carta sin promedio o configure los conceptos',
    );
    await ctx.db.insert(signatureAverageConcepts).values({ companyId, conceptCode: 'BASIC' });
    const noType = await issue({ p_persona: String(personIds[0]), p_tipo_carta: null });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toBe('Seleccione el tipo de carta');
    const badType = await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'CON_TODO' });
    expect(badType.json().message).toBe('Seleccione el tipo de carta');
    const noPerson = await issue({ p_persona: null, p_tipo_carta: 'SIN_SALARIO' });
    expect(noPerson.statusCode).toBe(400);
    expect(noPerson.json().message).toBe('Seleccione el empleado');
    const tooLong = await issue({
      p_persona: String(personIds[0]),
      p_tipo_carta: 'SIN_SALARIO',
      p_dirigido_a: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
    const stranger = await issue({ p_persona: '999999', p_tipo_carta: 'SIN_SALARIO' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('El empleado no tiene contratos en la empresa');
    expect(await ctx.db.$count(labourCertificates)).toBe(before);
  });

  it('answers 404 with a Spanish message for an unknown or malformed code, without a session', async () => {
    const unknown = await validation('ABCD-EFGH-JKMN-PQRS');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No existe un certificado con este código de verificación');
    expect((await validation('nada')).statusCode).toBe(404);
  });
});

describe('what an employee and another company reach', () => {
  it('lets an employee issue only his own letter and read only his own letters', async () => {
    const own = await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'CON_SALARIO' }, clientHeaders);
    expect(own.statusCode, own.body).toBe(201);
    const coworker = await issue(
      { p_persona: String(personIds[1]), p_tipo_carta: 'CON_SALARIO' },
      clientHeaders,
    );
    expect(coworker.statusCode).toBe(404);

    const adminIssued = (
      await issue({ p_persona: String(personIds[1]), p_tipo_carta: 'CON_SALARIO' })
    ).json() as TCertificateIssued;
    for (const url of [
      `/api/documents/certificates/${adminIssued.id}/pdf`,
      `/api/documents/certificates/${(own.json() as TCertificateIssued).id}/pdf`,
    ]) {
      const response = await employee('GET', url);
      expect(response.statusCode).toBe(url.includes(adminIssued.id) ? 404 : 200);
    }
    const other = await settlementCompany(ctx, [1_750_905]);
    const foreign = await api(ctx, other.token)('GET', `/api/documents/certificates/${adminIssued.id}/pdf`);
    expect(foreign.statusCode).toBe(404);
  });

  it('e-mails the letter to the employee’s own address, and to the address an administrator names', async () => {
    const own = (
      await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'SIN_SALARIO' }, clientHeaders)
    ).json() as TCertificateIssued;
    const sent = await employee('POST', `/api/documents/certificates/${own.id}/email`, {
      email: 'otro@correo.com.co',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe(`Certificado enviado a ${CLIENT_EMAIL}`);

    const missing = await call('POST', `/api/documents/certificates/${own.id}/email`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Agregar un correo electrónico válido');
    const named = await call('POST', `/api/documents/certificates/${own.id}/email`, {
      email: 'banco@correo.com.co',
    });
    expect(named.json().message).toBe('Certificado enviado a banco@correo.com.co');

    const dir = join(ctx.dataDir, 'outbox');
    const eml = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .find((text) => text.includes('To: banco@correo.com.co'));
    expect(eml).toContain('certificado.pdf');
    expect(eml).toContain(own.id);
  });
});

describe('rendering check', () => {
  // zbarimg (Debian's zbar-tools) is a QR reader we did not write; pdftoppm turns the page into pixels.
  it.skipIf(!hasTool('pdftoppm') || !hasTool('zbarimg'))(
    'prints a QR code that an independent reader decodes to the validation address (.tmp/document-previews)',
    async () => {
      const issued = (
        await issue({ p_persona: String(personIds[0]), p_tipo_carta: 'CON_SALARIO' })
      ).json() as TCertificateIssued;
      const response = await call('GET', `/api/documents/certificates/${issued.id}/pdf`);
      const dir = join(process.cwd(), '.tmp', 'document-previews');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'certificado.pdf'), response.rawPayload);
      const image = join(dir, 'certificado');
      execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', join(dir, 'certificado.pdf'), image]);
      const decoded = execFileSync('zbarimg', ['-q', '--raw', `${image}.png`], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      expect(decoded).toBe(issued.validationUrl);
      // The page is one US Letter sheet at 150 dpi.
      const png = readFileSync(`${image}.png`);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1275, 1650]);
    },
  );
});
