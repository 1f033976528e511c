import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NIE_MESSAGES, type TNieDocument } from '@quincena/contracts/electronic-payroll';
import type { TCalendar } from '@quincena/contracts/settlement';
import {
  createSoapTransport,
  loadPkcs12,
  makeTestPkcs12,
  type TestPkcs12,
  unzipDocuments,
} from '@quincena/dian';
import { UNKNOWN_CERTIFICATE } from '@quincena/dian/simulator';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractSalaries, nieDocuments } from '../../db/schema/index.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { deploymentSecret } from '../../platform/secrets.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { hasTool } from '../documents/qr-tools.test-support.ts';
import { api, runProcess, settlementCompany } from '../settlement/settlement.test-support.ts';
import { DIAN_SIMULATOR_PATH } from './dian-simulator.routes.ts';
import { enableIssuer, storedMonthPay } from './electronic-payroll.test-support.ts';
import { setEnablementStatus } from './enablement.repository.ts';
import { createEnablementService } from './enablement.service.ts';
import { takeConsecutives } from './nie-numbering.ts';
import { createNieSigning, NIE_SIGNING_MESSAGES } from './nie-signing.ts';

/**
 * Nómina electrónica (issue 17): January 2026 of three workers, paid in two accumulated fortnights,
 * becomes one signed NominaIndividual each; the documents go to the DIAN simulator this server
 * answers on, are read back, and a change after sending goes out as adjustment notes.
 */
let ctx: TestContext;
let call: ReturnType<typeof api>;
let token: string;
let companyId: number;
let ids: number[];
let january: TCalendar[];
let nie: TCalendar;
let certificate: TestPkcs12;

const run = (calendarId: number, action: 'PRO' | 'CLO' | 'REV') => runProcess(ctx, token, calendarId, action);
const documents = async (calendarId: number) =>
  (await call('GET', `/api/electronic-payroll/documents?calendarId=${calendarId}`)).json() as TNieDocument[];

async function waitForStatus(calendarId: number, done: (list: TNieDocument[]) => boolean) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const list = await documents(calendarId);
    if (done(list)) return list;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('transfer did not end');
}

beforeAll(async () => {
  ctx = await createTestApp();
  // Transfers go to the simulator mounted on this server, over real HTTP.
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  ({ companyId, token, contractIds: ids } = await settlementCompany(ctx, [1_750_905, 2_500_000, 3_000_000]));
  call = api(ctx, token);
  certificate = await enableIssuer(ctx, call, companyId);
  january = ((await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[]).filter(
    (calendar) => calendar.month === 1,
  );
  nie = ((await call('GET', '/api/calendars?type=NIE&year=2026')).json() as TCalendar[])[0] as TCalendar;
}, 120_000);
afterAll(() => ctx.close());

describe('electronic payroll (NIE)', () => {
  it('waits for the month’s payroll to be accumulated', async () => {
    expect(nie).toMatchObject({ type: 'NIE', year: 2026, month: 1, state: 'OPEN' });
    const early = await run(nie.id, 'PRO');
    expect(early.response.statusCode).toBe(409);
    expect(early.response.json().message).toBe(NIE_MESSAGES.payrollNotAccumulated('enero', 2026));
    expect((await run(january[0]?.id as number, 'PRO')).process?.status).toBe('TERMINADO');
    const pending = await run(nie.id, 'PRO');
    expect(pending.response.json().message).toBe(NIE_MESSAGES.payrollPending('enero', 2026));
    expect((await run(january[0]?.id as number, 'CLO')).response.statusCode).toBe(200);
    const half = await run(nie.id, 'PRO');
    expect(half.response.json().message).toBe(NIE_MESSAGES.payrollIncomplete('enero', 2026));
    expect((await run(january[1]?.id as number, 'PRO')).process?.status).toBe('TERMINADO');
    expect((await run(january[1]?.id as number, 'CLO')).response.statusCode).toBe(200);
  }, 60_000);

  it('builds one signed document per worker and month with the pay of both fortnights', async () => {
    const processed = await run(nie.id, 'PRO');
    expect(processed.process?.status, JSON.stringify(processed.process)).toBe('TERMINADO');
    expect(processed.process?.processed).toBe(3);
    const list = await documents(nie.id);
    expect(list.map((d) => d.dianNumber)).toEqual(expect.arrayContaining(['NE1', 'NE2', 'NE3']));
    for (const document of list) {
      expect(document).toMatchObject({
        kind: 'individual',
        status: 'PENDIENTE',
        month: 1,
        year: 2026,
        prefix: 'NE',
      });
      expect(document.cune).toMatch(/^[0-9a-f]{96}$/);
      const stored = await storedMonthPay(ctx.db, companyId, document.contractId, 1);
      expect(document.earnings).toBe(stored?.earnings);
      expect(document.deductions).toBe(stored?.deductions);
    }
    const [row] = await ctx.db
      .select({ xml: nieDocuments.xml })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.contractId, ids[0] as number)));
    // Both fortnights in one month: period 1–31 January, 30 days worked, two payment dates.
    expect(row?.xml).toContain('FechaLiquidacionInicio="2026-01-01"');
    expect(row?.xml).toContain('FechaLiquidacionFin="2026-01-31"');
    expect(row?.xml).toMatch(/<Basico DiasTrabajados="30" SueldoTrabajado="1750905.00"\/>/);
    expect(row?.xml.match(/<FechaPago>/g)).toHaveLength(2);
    expect(row?.xml).toContain('<ds:Signature');
  });

  it('sends the documents to the DIAN simulator and reads their state back', async () => {
    expect((await run(nie.id, 'CLO')).response.statusCode).toBe(200);
    const before = await documents(nie.id);
    const sent = await call('POST', '/api/electronic-payroll/transfer', {
      calendarId: nie.id,
      ids: before.map((d) => d.id),
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ message: NIE_MESSAGES.transferQueued, count: 3 });
    const after = await waitForStatus(nie.id, (list) => list.every((d) => d.status !== 'EN TRANSFERENCIA'));
    expect(after.map((d) => [d.status, d.dianMessages.filter((m) => m.kind === 'Rechazo')])).toEqual([
      ['ENVIADO', []],
      ['ENVIADO', []],
      ['ENVIADO', []],
    ]);
    expect(after.every((d) => d.transferredAt !== null)).toBe(true);
    // A sent document is not sent again.
    const again = await call('POST', '/api/electronic-payroll/transfer', {
      calendarId: nie.id,
      ids: [after[0]?.id],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NIE_MESSAGES.notSendable);
    const status = await call('POST', '/api/electronic-payroll/status', {
      calendarId: nie.id,
      ids: [after[0]?.id],
    });
    expect(status.statusCode, status.body).toBe(202);
  });

  it('the built-in DIAN simulator answers only certificates a company registered', async () => {
    const address = ctx.app.server.address() as AddressInfo;
    const endpoint = `http://127.0.0.1:${address.port}${DIAN_SIMULATOR_PATH}`;
    const stranger = makeTestPkcs12({ nit: '800197268' });
    const outsider = createSoapTransport({
      endpoint,
      credentials: loadPkcs12(stranger.p12, stranger.password),
      retryDelaysMs: [],
    });
    await expect(outsider.getStatus('0'.repeat(96))).rejects.toThrow(UNKNOWN_CERTIFICATE);
    const registered = makeTestPkcs12({ nit: '900123456' });
    const company = createSoapTransport({
      endpoint,
      credentials: loadPkcs12(registered.p12, registered.password),
      retryDelaysMs: [],
    });
    // The company's own certificate (the one saved in the enablement) is answered.
    const own = createSoapTransport({
      endpoint,
      credentials: loadPkcs12(certificate.p12, certificate.password),
      retryDelaysMs: [],
    });
    expect((await own.getStatus('0'.repeat(96))).statusCode).toBe('90');
    // Another certificate issued for the same NIT but never saved is not.
    await expect(company.getStatus('0'.repeat(96))).rejects.toThrow(UNKNOWN_CERTIFICATE);
  });

  it('refuses to undo a run whose documents reached the DIAN', async () => {
    expect((await run(nie.id, 'REV')).response.statusCode).toBe(200); // the CLO
    const refused = await run(nie.id, 'REV');
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe(NIE_MESSAGES.sentCannotUndo);
  });

  it('corrects a sent month with a Reemplazar note for a changed worker and an Eliminar note for one no longer paid', async () => {
    const sent = await documents(nie.id);
    const changed = sent.find((d) => d.contractId === ids[1]) as TNieDocument;
    const removed = sent.find((d) => d.contractId === ids[2]) as TNieDocument;
    // January's payroll is undone and settled again: a raise for the second worker, the third left out.
    for (const calendar of [...january].reverse()) {
      expect((await run(calendar.id, 'REV')).response.statusCode).toBe(200);
      expect((await run(calendar.id, 'REV')).response.statusCode).toBe(200);
    }
    await ctx.db
      .update(contractSalaries)
      .set({ amount: '2600000.00' })
      .where(
        and(eq(contractSalaries.companyId, companyId), eq(contractSalaries.contractId, ids[1] as number)),
      );
    await ctx.db.execute(
      sql`update contracts set start_date = '2026-02-01' where company_id = ${companyId} and id = ${ids[2]}`,
    );
    await ctx.db.execute(
      sql`update contract_salaries set start_date = '2026-02-01' where company_id = ${companyId} and contract_id = ${ids[2]}`,
    );
    for (const calendar of january) {
      expect((await run(calendar.id, 'PRO')).process?.status).toBe('TERMINADO');
      expect((await run(calendar.id, 'CLO')).response.statusCode).toBe(200);
    }
    const again = await run(nie.id, 'PRO');
    expect(again.process?.status, JSON.stringify(again.process)).toBe('TERMINADO');
    const list = await documents(nie.id);
    const kept = list.find((d) => d.contractId === ids[0]);
    const replace = list.find((d) => d.contractId === ids[1]);
    const remove = list.find((d) => d.contractId === ids[2]);
    // Unchanged: the same accepted document, no new number.
    expect(kept).toMatchObject({
      kind: 'individual',
      status: 'ENVIADO',
      dianNumber: sent.find((d) => d.contractId === ids[0])?.dianNumber,
    });
    expect(replace).toMatchObject({ kind: 'replace', status: 'PENDIENTE', prefix: 'NA', consecutive: 4 });
    expect(remove).toMatchObject({ kind: 'delete', status: 'PENDIENTE', prefix: 'NA', consecutive: 5 });
    const notes = await ctx.db
      .select({ id: nieDocuments.id, xml: nieDocuments.xml, predecessorId: nieDocuments.predecessorId })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.kind, 'replace')));
    expect(notes[0]?.predecessorId).toBe(changed.id);
    expect(notes[0]?.xml).toContain(`CUNEPred="${changed.cune}"`);
    expect(notes[0]?.xml).toContain('<TipoNota>1</TipoNota>');

    const transfer = await call('POST', '/api/electronic-payroll/transfer', {
      calendarId: nie.id,
      ids: [replace?.id, remove?.id],
    });
    expect(transfer.statusCode, transfer.body).toBe(202);
    const done = await waitForStatus(nie.id, (all) => all.every((d) => d.status !== 'EN TRANSFERENCIA'));
    for (const note of done.filter((d) => d.kind !== 'individual')) {
      expect([note.dianNumber, note.status, note.dianMessages.filter((m) => m.kind === 'Rechazo')]).toEqual([
        note.dianNumber,
        'ENVIADO',
        [],
      ]);
    }
    expect(removed.status).toBe('ENVIADO');
  }, 120_000);

  it('never lets two runs take the same number', async () => {
    const numbers = await rowsOf<{ prefix: string; consecutive: string }>(
      ctx.db,
      sql`select prefix, consecutive::text from nie_documents where company_id = ${companyId}`,
    );
    const consecutives = numbers.map((row) => Number(row.consecutive));
    expect(new Set(consecutives).size).toBe(consecutives.length);
    expect(Math.max(...consecutives)).toBe(5);
  });

  it('keeps the zip the DIAN receives identical to the stored XML', async () => {
    const [row] = await ctx.db
      .select()
      .from(nieDocuments)
      .where(eq(nieDocuments.companyId, companyId))
      .limit(1);
    const { zipDocument } = await import('@quincena/dian');
    const entries = unzipDocuments(
      zipDocument(row?.xmlFileName as string, row?.xml as string, row?.issuedAt as Date),
    );
    expect(entries[0]?.content).toBe(row?.xml);
  });
});

/** The QR of the first page, read by zbarimg (Debian's zbar-tools) from pdftoppm's pixels: readers we did not write. */
function pdfQrText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'nie-pdf-'));
  writeFileSync(join(dir, 'nomina.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '300',
    '-singlefile',
    join(dir, 'nomina.pdf'),
    join(dir, 'nomina'),
  ]);
  return execFileSync('zbarimg', ['-q', '--raw', join(dir, 'nomina.png')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

describe('Consultar PDF', () => {
  it.skipIf(!hasTool('pdftoppm') || !hasTool('zbarimg'))(
    'prints a sent document with its employer, worker, lines, totals, CUNE and QR; an unsent one is refused',
    async () => {
      const list = await documents(nie.id);
      const sent = list.find((d) => d.contractId === ids[0]) as TNieDocument;
      const pdf = await call('GET', `/api/electronic-payroll/documents/${sent.id}/pdf`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(
        `attachment; filename="NominaElectronica_${sent.dianNumber}.pdf"`,
      );
      const text = (await pdfPages(pdf.rawPayload)).join(' ');
      for (const expected of [
        'Documento soporte de pago de nómina electrónica',
        'Panadería La Espiga S.A.S.',
        '900123456-8',
        'Salario básico',
        '$ 1.750.905',
        'Total comprobante',
        sent.cune.slice(0, 40),
        // The built-in simulator accepted it: the PDF must not claim the DIAN did.
        'Aceptado por el simulador DIAN local',
        'sin validez ante la DIAN',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('Aceptado por la DIAN el');
      const qr = pdfQrText(pdf.rawPayload);
      expect(qr).toContain(`NumNIE: ${sent.dianNumber}`);
      expect(qr).toContain(`CUNE: ${sent.cune}`);
      expect(qr).toContain(
        `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${sent.cune}`,
      );

      // A Reemplazar note prints the document it replaces; an Eliminar note, the one it deletes.
      for (const [kind, title] of [
        ['replace', 'Documento reemplazado'],
        ['delete', 'Documento eliminado'],
      ] as const) {
        const note = list.find((d) => d.kind === kind) as TNieDocument;
        const notePdf = await call('GET', `/api/electronic-payroll/documents/${note.id}/pdf`);
        expect(notePdf.statusCode, notePdf.body).toBe(200);
        const noteText = (await pdfPages(notePdf.rawPayload)).join(' ');
        expect(noteText).toContain(title);
        expect(noteText).toContain('Nota de ajuste del documento soporte de pago de nómina electrónica');
      }

      const [unsent] = await rowsOf<{ id: number }>(
        ctx.db,
        sql`select id from nie_documents where company_id = ${companyId} and status <> 'ENVIADO' limit 1`,
      );
      if (unsent) {
        const refused = await call('GET', `/api/electronic-payroll/documents/${unsent.id}/pdf`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(NIE_MESSAGES.notSent);
      }
    },
  );
});

describe('Descargar XML', () => {
  it('zips the signed document exactly as stored and the DIAN answer; another company gets 404', async () => {
    const list = await documents(nie.id);
    const sent = list.find((d) => d.contractId === ids[0] && d.status === 'ENVIADO') as TNieDocument;
    const response = await call('GET', `/api/electronic-payroll/documents/${sent.id}/xml`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="NominaElectronica_${sent.dianNumber}.zip"`,
    );
    const [stored] = await ctx.db
      .select({ xml: nieDocuments.xml, name: nieDocuments.xmlFileName })
      .from(nieDocuments)
      .where(and(eq(nieDocuments.companyId, companyId), eq(nieDocuments.id, sent.id)));
    // Read back with fflate (a reader we did not write).
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([`RespuestaDIAN_${sent.dianNumber}.xml`, stored?.name].sort());
    expect(Buffer.from(files[stored?.name as string] as Uint8Array).toString('utf8')).toBe(stored?.xml);
    const answer = Buffer.from(files[`RespuestaDIAN_${sent.dianNumber}.xml`] as Uint8Array).toString('utf8');
    expect(answer).toContain('<ApplicationResponse');
    expect(answer).toContain(sent.cune);

    const other = await settlementCompany(ctx, [1_750_905]);
    const foreign = await api(ctx, other.token)('GET', `/api/electronic-payroll/documents/${sent.id}/xml`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('numbering and refusals', () => {
  it('never gives a number twice to runs taking numbers at the same time, and stops at Fin', async () => {
    const range = { start: 1_000, end: 1_139 };
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeConsecutives(ctx.db, companyId, 7, range)),
    );
    const all = taken.flat().sort((a, b) => a - b);
    expect(new Set(all).size).toBe(all.length);
    // The counter had reached 5: the range starts at 1,000 and ends at 1,139, so 140 numbers exist.
    expect(all).toEqual(Array.from({ length: 140 }, (_, n) => 1_000 + n));
    expect(await takeConsecutives(ctx.db, companyId, 3, range)).toEqual([]);
  });

  it('shows the DIAN’s rule when it rejects a document (rule 90: a number it already accepted)', async () => {
    const [pending] = await rowsOf<{ id: number }>(
      ctx.db,
      sql`select d.id from nie_documents d join pay_calendars c on c.company_id = d.company_id
           join nie_results r on r.company_id = d.company_id and r.document_id = d.id and r.process_id = c.result_process_id
          where d.company_id = ${companyId} and c.id = ${nie.id} limit 1`,
    );
    expect(pending).toBeDefined();
    // A document the DIAN already accepted, sent again as if it were new (attempts forgotten).
    await ctx.db.execute(
      sql`update nie_documents set status = 'PENDIENTE', transfer_attempts = 0
           where company_id = ${companyId} and id = ${pending?.id}`,
    );
    const sent = await call('POST', '/api/electronic-payroll/transfer', {
      calendarId: nie.id,
      ids: [pending?.id],
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const list = await waitForStatus(nie.id, (all) => all.every((d) => d.status !== 'EN TRANSFERENCIA'));
    const rejected = list.find((d) => d.id === pending?.id) as TNieDocument;
    expect(rejected.status, JSON.stringify(rejected.dianMessages)).toBe('RECHAZADO');
    expect(rejected.dianMessages).toContainEqual(expect.objectContaining({ rule: '90', kind: 'Rechazo' }));
  });

  it('refuses production until the company is enabled', async () => {
    const secret = await deploymentSecret(ctx.db, 'DATA_ENCRYPTION_SECRET', undefined);
    const enablement = createEnablementService({
      db: ctx.db,
      clock: ctx.clock,
      storage: createLocalStorage(join(ctx.dataDir, 'files')),
      secrets: createSecretBox(secret, 'dian-enablement'),
    });
    const production = createNieSigning({ db: ctx.db, enablement, target: 'produccion' });
    expect(await production.load(companyId)).toBe(NIE_SIGNING_MESSAGES.notEnabled);
    await setEnablementStatus(ctx.db, companyId, 'ENABLED', null, ctx.clock.now());
    const signing = await production.load(companyId);
    expect(typeof signing === 'string' ? signing : signing.environment).toBe(1);
  });
});

describe('Reporte nómina electrónica and Configuración NE', () => {
  it('report the month’s documents with their totals, and where documents go with each concept’s DIAN element', async () => {
    const definition = (await call('GET', '/api/electronic-payroll/report/definition')).json();
    expect(definition.parameters[0].options.map((option: { code: string }) => option.code)).toContain(
      String(nie.id),
    );
    const report = await call('POST', '/api/electronic-payroll/report', {
      reports: [{ position: 1, parameters: [{ tag: 'calendario', value: String(nie.id) }] }],
    });
    expect(report.statusCode, report.body).toBe(200);
    const [sheet, rules] = report.json().sheets;
    const list = await documents(nie.id);
    expect(sheet.rows).toHaveLength(list.length + 1);
    const total = sheet.rows.at(-1);
    expect(total[0]).toBe('Total');
    expect(total[8]).toBe(list.reduce((sum, d) => sum + Number(d.earnings), 0));
    expect(rules.headers).toEqual(['Nro documento DIAN', 'Nombre', 'Regla', 'Tipo', 'Mensaje']);

    const configuration = await call('POST', '/api/electronic-payroll/configuration-report');
    expect(configuration.statusCode, configuration.body).toBe(200);
    const [settings, concepts] = configuration.json().sheets;
    expect(settings.rows).toContainEqual(['Destino de los documentos', 'Simulador DIAN local (pruebas)']);
    expect(settings.rows).toContainEqual(['Último consecutivo usado', 1_139]);
    expect(concepts.rows.length).toBeGreaterThan(10);
    expect(concepts.rows.some((row: unknown[]) => row[3] === 'Basico')).toBe(true);
  });
});
