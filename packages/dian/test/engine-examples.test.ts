import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCase, type SettlementResult, settle } from '@quincena/payroll';
import Decimal from 'decimal.js';
import { afterAll, describe, expect, it } from 'vitest';
import { payrollFromSettlements } from '../src/from-settlement/payroll-from-settlements.ts';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { signPayrollXml } from '../src/signature/xades-signer.ts';
import { validateDocument } from '../src/validation/model-rules.ts';
import { DianXsdValidator } from '../src/validation/xsd-validator.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context } from './factories.ts';
import { hasXsd, XSD_DIRECTORY } from './xsd-directory.ts';

/** The payroll engine's worked examples (packages/payroll/examples), settled by the engine itself. */
const examplesDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'payroll',
  'examples',
);
const examples = existsSync(examplesDirectory)
  ? readdirSync(examplesDirectory).filter((f) => f.endsWith('.json'))
  : [];

const { kind: _kind, earnings: _e, deductions: _d, period: _p, ...frameBase } = basicPayroll();
const pkcs12 = makeTestPkcs12();
const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
const xsd = hasXsd ? new DianXsdValidator(XSD_DIRECTORY) : null;
afterAll(() => xsd?.close());

function frameFor(hireDate: string) {
  return { ...frameBase, period: { hireDate } };
}

function expectSameTotals(results: SettlementResult[], built: ReturnType<typeof buildDocument>) {
  const sum = (pick: (r: SettlementResult) => string) =>
    results.reduce((t, r) => t.plus(pick(r)), new Decimal(0)).toFixed(2);
  expect(built.totals).toEqual({
    earnings: sum((r) => r.totals.earnings),
    deductions: sum((r) => r.totals.deductions),
    net: sum((r) => r.totals.netPay),
  });
}

describe.skipIf(examples.length === 0)('payroll engine examples become valid DIAN documents', () => {
  it.each(examples)('%s', (file) => {
    const raw = JSON.parse(readFileSync(path.join(examplesDirectory, file), 'utf8'));
    const result = settle(parseCase(raw));
    const document = payrollFromSettlements([result], frameFor(raw.contract.startDate));
    const rejections = validateDocument(document, context).filter((i) => i.severity === 'rechazo');
    expect(rejections).toEqual([]);
    const built = buildDocument(document, context);
    expectSameTotals([result], built);
    const signed = signPayrollXml(built.xml, credentials, { signingTime: new Date('2026-08-01T15:00:00Z') });
    if (xsd) expect(xsd.validate(signed)).toEqual([]);
  });

  it('two fortnights settled by the engine become one document with the month totals', () => {
    const raw = JSON.parse(readFileSync(path.join(examplesDirectory, '13-first-fortnight.json'), 'utf8'));
    const first = settle(parseCase(raw));
    const secondInput = parseCase({ ...raw, period: { ...raw.period, fortnight: 2 } });
    const second = settle({
      ...secondInput,
      history: { ...secondInput.history, earlierInMonth: first.monthCarry },
    });
    const document = payrollFromSettlements([first, second], frameFor(raw.contract.startDate));
    expect(document.period).toMatchObject({ start: '2026-05-01', end: '2026-05-31' });
    expect(validateDocument(document, context).filter((i) => i.severity === 'rechazo')).toEqual([]);
    const built = buildDocument(document, context);
    expectSameTotals([first, second], built);
    expect(built.xml.match(/<Basico /g)).toHaveLength(1);
  });
});
