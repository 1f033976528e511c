import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPayslip } from '@quincena/contracts/documents';
import type { TCalendar } from '@quincena/contracts/settlement';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeAccountHeaders } from '../../../test/factories.ts';
import { pdfPages } from '../../../test/helpers/pdf-text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contracts, settlementLines } from '../../db/schema/index.ts';
import { pesosInWords } from '../../platform/pdf/amount-in-words.ts';
import { formatPesos } from '../../platform/pdf/format.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import {
  api,
  callerWith,
  storedResult as resultRow,
  settlementCompany,
  waitForProcess,
} from '../settlement/settlement.test-support.ts';
import { renderedPeriod } from './payslips.test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
let companyId: number;
let contractIds: number[];
let personIds: number[];
let january: TCalendar;
let clientHeaders: Record<string, string>;
/** Calls as the employee's own self-service account. */
const employee: ReturnType<typeof callerWith> = (method, url, payload) =>
  callerWith(ctx, clientHeaders)(method, url, payload);
const CLIENT_EMAIL = 'empleado-comprobantes@correo.com.co';

async function settle(calendar: TCalendar, accumulate: boolean) {
  const pro = await call('POST', '/api/processes', { calendarId: calendar.id, action: 'PRO' });
  expect(pro.statusCode, pro.body).toBe(202);
  const { token } = await tokenOfAdmin();
  expect((await waitForProcess(ctx, token, pro.json().id)).status).toBe('TERMINADO');
  if (accumulate) {
    const clo = await call('POST', '/api/processes', { calendarId: calendar.id, action: 'CLO' });
    expect(clo.statusCode, clo.body).toBeLessThan(300);
  }
}

let adminToken: string;
const tokenOfAdmin = async () => ({ token: adminToken });

beforeAll(async () => {
  ctx = await createTestApp();
  let token: string;
  ({ companyId, contractIds, token } = await settlementCompany(ctx, [1_750_905, 4_200_000]));
  adminToken = token;
  call = api(ctx, token);
  const rows = await ctx.db
    .select({ id: contracts.id, personId: contracts.personId })
    .from(contracts)
    .where(eq(contracts.companyId, companyId))
    .orderBy(asc(contracts.id));
  personIds = rows.map((row) => row.personId);
  const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
  january = calendars.find((calendar) => calendar.month === 1 && calendar.fortnight === 1) as TCalendar;
  const secondFortnight = calendars.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
  await settle(january, true);
  // Processed but not accumulated: not a payslip yet.
  await settle(secondFortnight, false);
  // The self-service account of the first employee (document 1020304000, settlementCompany's numbering).
  clientHeaders = await employeeAccountHeaders(ctx, companyId, '1020304000', CLIENT_EMAIL);
}, 120_000);
afterAll(() => ctx.close());

const storedResult = async (contractId: number, calendarId = january.id) => {
  const result = await resultRow(ctx, companyId, { calendarId }, contractId);
  if (!result) throw new Error('no stored result');
  const lines = await ctx.db
    .select()
    .from(settlementLines)
    .where(
      ofCompany(
        settlementLines.companyId,
        companyId,
        eq(settlementLines.processId, result.processId),
        eq(settlementLines.contractId, contractId),
      ),
    )
    .orderBy(asc(settlementLines.lineNo));
  return { result, lines };
};

/** The attachment of the e-mail sent to `to`, decoded from the .eml the development outbox wrote. */
function attachmentTo(to: string): Buffer | null {
  const dir = join(ctx.dataDir, 'outbox');
  for (const file of readdirSync(dir)) {
    const eml = readFileSync(join(dir, file), 'utf8');
    if (!eml.includes(`To: ${to}`)) continue;
    const part = eml.match(
      /Content-Type: application\/pdf; name=(.+)\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/,
    );
    return part ? Buffer.from((part[2] ?? '').replace(/\s+/g, ''), 'base64') : null;
  }
  return null;
}

describe('GET /api/documents/payslips', () => {
  it('lists the accumulated periods of the person an administrator names, never a processed one', async () => {
    const response = await call('GET', `/api/documents/payslips?personId=${personIds[0]}&year=2026`);
    expect(response.statusCode, response.body).toBe(200);
    const { payslips } = response.json() as { payslips: TPayslip[] };
    const { result } = await storedResult(contractIds[0] as number);
    expect(payslips).toEqual([
      expect.objectContaining({
        id: `${january.id}-${contractIds[0]}`,
        calendarId: january.id,
        contractId: contractIds[0],
        year: 2026,
        month: 1,
        netPay: result.netPay,
      }),
    ]);
    expect(payslips[0]?.description).toContain(january.detail);
    const february = await call('GET', `/api/documents/payslips?personId=${personIds[0]}&year=2026&month=2`);
    expect(february.json().payslips).toEqual([]);
  });

  it('asks an administrator for the identification', async () => {
    const response = await call('GET', '/api/documents/payslips?year=2026');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Seleccione la identificación');
  });

  it('gives an employee his own payslips only, whatever person it names', async () => {
    const response = await employee('GET', `/api/documents/payslips?personId=${personIds[1]}`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().payslips as TPayslip[]).map((payslip) => payslip.contractId);
    expect(ids).toEqual([contractIds[0]]);
  });
});

describe('GET /api/documents/payslips/:calendarId/:contractId/pdf', () => {
  it('renders every stored earning and deduction with its value, the net pay in figures and words', async () => {
    const response = await call('GET', `/api/documents/payslips/${january.id}/${contractIds[0]}/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('comprobante.pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPages(pdf)).join(' ');
    const { result, lines } = await storedResult(contractIds[0] as number);
    expect(text).toContain('COMPROBANTE DE NÓMINA');
    expect(text).toContain(january.detail);
    expect(text).toContain('CC 1.020.304.000');
    expect(text).toContain('Salario básico $ 1.750.905');
    const shown = lines.filter((line) => line.kind === 'earning' || line.kind === 'deduction');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const line of shown) {
      expect(text).toContain(`${line.conceptName}`);
      expect(text).toContain(formatPesos(line.value));
    }
    // Provisions and employer contributions are the employer's, not lines of the worker's payslip.
    for (const line of lines.filter((l) => l.kind === 'provision')) {
      expect(text).not.toContain(line.conceptName);
    }
    expect(text).toContain(`NETO A PAGAR ${formatPesos(result.netPay)}`);
    expect(text).toContain(`Son: ${pesosInWords(result.netPay)}`);
    expect(text).toContain('Página 1 de 1');
  });

  it('answers 404 to an employee asking for a co-worker’s payslip, and to another company’s administrator', async () => {
    const coworker = await employee('GET', `/api/documents/payslips/${january.id}/${contractIds[1]}/pdf`);
    expect(coworker.statusCode).toBe(404);
    const own = await employee('GET', `/api/documents/payslips/${january.id}/${contractIds[0]}/pdf`);
    expect(own.statusCode).toBe(200);

    const other = await settlementCompany(ctx, [1_750_905]);
    const foreign = await api(ctx, other.token)(
      'GET',
      `/api/documents/payslips/${january.id}/${contractIds[0]}/pdf`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 404 for a period that is processed but not accumulated', async () => {
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const second = calendars.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
    const response = await call('GET', `/api/documents/payslips/${second.id}/${contractIds[0]}/pdf`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/documents/income-certificates', () => {
  it('says in Spanish that the year has no income-and-withholding data until the CIR settlement stores it', async () => {
    const admin = await call('GET', `/api/documents/income-certificates?year=2026&personId=${personIds[0]}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toEqual({
      certificates: [],
      message: 'Sin información de ingresos y retenciones para el año 2026',
    });
    const own = await employee('GET', '/api/documents/income-certificates?year=2025');
    expect(own.json().message).toBe('Sin información de ingresos y retenciones para el año 2025');
    const noPerson = await call('GET', '/api/documents/income-certificates?year=2026');
    expect(noPerson.json().message).toBe('Seleccione la identificación');
    const noYear = await call('GET', `/api/documents/income-certificates?personId=${personIds[0]}`);
    expect(noYear.statusCode).toBe(400);
  });
});

describe('renderPeriod (bulk sending and bench:documents)', () => {
  it('renders every payslip of the period with the same text the route gives one person', async () => {
    const rendered = await renderedPeriod(ctx, companyId, january.id);
    expect(rendered.map((payslip) => payslip.contractId)).toEqual(contractIds);
    expect(rendered.map((payslip) => payslip.email)).toEqual([
      'persona0@correo.com.co',
      'persona1@correo.com.co',
    ]);
    const route = await call('GET', `/api/documents/payslips/${january.id}/${contractIds[1]}/pdf`);
    expect((await pdfPages(rendered[1]?.pdf as Buffer)).join(' ')).toBe(
      (await pdfPages(route.rawPayload)).join(' '),
    );
  });
});

describe('POST /api/documents/payslips/:calendarId/:contractId/email', () => {
  it('sends an employee’s payslip to his own address, whatever address he gives', async () => {
    const response = await employee('POST', `/api/documents/payslips/${january.id}/${contractIds[0]}/email`, {
      email: 'otro@correo.com.co',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(`Comprobante enviado a ${CLIENT_EMAIL}`);
    const attached = attachmentTo(CLIENT_EMAIL);
    expect(attached?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(attachTo('otro@correo.com.co')).toBeNull();
    const text = (await pdfPages(attached as Buffer)).join(' ');
    expect(text).toContain('COMPROBANTE DE NÓMINA');
  });

  it('sends to the address an administrator names, and asks for one when it is missing', async () => {
    const missing = await call('POST', `/api/documents/payslips/${january.id}/${contractIds[1]}/email`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Agregar un correo electrónico válido');
    const sent = await call('POST', `/api/documents/payslips/${january.id}/${contractIds[1]}/email`, {
      email: 'contabilidad@empresa.com.co',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(attachmentTo('contabilidad@empresa.com.co')).not.toBeNull();
  });
});

const attachTo = attachmentTo;

describe('/api/documents/settings', () => {
  it('protects the payslip with the employee’s document number and adds the employer’s contributions when the company chooses', async () => {
    expect((await call('GET', '/api/documents/settings')).json()).toEqual({
      protectPayslips: false,
      showEmployerContributions: false,
    });
    const refused = await employee('PUT', '/api/documents/settings', {
      protectPayslips: false,
      showEmployerContributions: false,
    });
    expect(refused.statusCode).toBe(403);

    // Social security is settled with the period that closes the month: accumulate the second fortnight.
    const calendars = (await call('GET', '/api/calendars?type=NM&year=2026')).json() as TCalendar[];
    const second = calendars.find((c) => c.month === 1 && c.fortnight === 2) as TCalendar;
    const clo = await call('POST', '/api/processes', { calendarId: second.id, action: 'CLO' });
    expect(clo.statusCode, clo.body).toBeLessThan(300);

    const saved = await call('PUT', '/api/documents/settings', {
      protectPayslips: true,
      showEmployerContributions: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Configuración de comprobantes guardada');
    try {
      const pdf = (await call('GET', `/api/documents/payslips/${second.id}/${contractIds[0]}/pdf`))
        .rawPayload;
      await expect(pdfPages(pdf)).rejects.toThrow(/password/i);
      await expect(pdfPages(pdf, '9999')).rejects.toThrow(/password/i);
      const text = (await pdfPages(pdf, '1020304000')).join(' ');
      // The document number only opens it: it is not the owner password that lifts the no-edit flags.
      // (poppler's pdfinfo, installed by scripts/ensure-test-tools.sh, tells the two passwords apart)
      const file = join(mkdtempSync(join(tmpdir(), 'payslip-')), 'comprobante.pdf');
      writeFileSync(file, pdf);
      expect(execFileSync('pdfinfo', ['-upw', '1020304000', file]).toString()).toMatch(/change:no/);
      expect(() => execFileSync('pdfinfo', ['-opw', '1020304000', file], { stdio: 'pipe' })).toThrow();
      const { lines } = await storedResult(contractIds[0] as number, second.id);
      const employer = lines.filter((line) => line.kind === 'employer_contribution');
      expect(employer.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Aportes del empleador');
      for (const line of employer) expect(text).toContain(`${line.conceptName}`);
      const total = employer.reduce((sum, line) => sum + Math.round(Number(line.value) * 100), 0) / 100;
      expect(text).toContain(`Total aportes del empleador ${formatPesos(total)}`);
    } finally {
      // Back to the defaults, which the other tests of this file read.
      await call('PUT', '/api/documents/settings', {
        protectPayslips: false,
        showEmployerContributions: false,
      });
    }
  });
});

/** pdftoppm (Debian's poppler-utils), when the machine has it. */
const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('rendering check', () => {
  it.skipIf(!hasPdftoppm)(
    'turns the payslip into a page image a reviewer can look at (.tmp/document-previews)',
    async () => {
      const response = await call('GET', `/api/documents/payslips/${january.id}/${contractIds[0]}/pdf`);
      const dir = join(process.cwd(), '.tmp', 'document-previews');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'comprobante.pdf'), response.rawPayload);
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '1',
        '-singlefile',
        join(dir, 'comprobante.pdf'),
        join(dir, 'comprobante'),
      ]);
      const png = readFileSync(join(dir, 'comprobante.png'));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // US Letter at 60 dpi: 8.5 × 11 inches.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([510, 660]);
    },
  );
});
