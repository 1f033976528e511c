import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { signPayrollXml } from '../src/signature/xades-signer.ts';
import { DianXsdValidator } from '../src/validation/xsd-validator.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context, deletionNote, fullPayroll, replacementNote } from './factories.ts';
import { hasXsd, XSD_DIRECTORY } from './xsd-directory.ts';

const golden = new URL('./golden/basic-payroll.golden.xml', import.meta.url);

describe('NominaIndividual and NominaIndividualDeAjuste XML', () => {
  it('matches the golden file byte for byte (compact, schema order, two decimals)', () => {
    const xml = buildDocument(basicPayroll(), context).xml;
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden, xml);
    expect(xml).toBe(readFileSync(golden, 'utf8'));
  });

  it('computes the totals from the lines of a document with every element', () => {
    const built = buildDocument(fullPayroll(), context);
    expect(built.totals).toEqual({ earnings: '8054451.14', deductions: '655333.33', net: '7399117.81' });
    expect(built.xml).toContain(
      '<DevengadosTotal>8054451.14</DevengadosTotal><DeduccionesTotal>655333.33</DeduccionesTotal><ComprobanteTotal>7399117.81</ComprobanteTotal>',
    );
  });

  it('writes the overtime groups in schema order whatever the input order, with the table 5.5.5 percentages', () => {
    const xml = buildDocument(fullPayroll(), context).xml;
    const order = ['<HEDs>', '<HENs>', '<HRNs>', '<HEDDFs>', '<HRDDFs>', '<HENDFs>', '<HRNDFs>'].map((t) =>
      xml.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(xml).toContain('<HRNDF Cantidad="2.00" Porcentaje="110.00" Pago="34999.99"/>');
    expect(xml).toContain('<HRDDF Cantidad="8.00" Porcentaje="75.00" Pago="116666.67"/>');
  });

  it('escapes text and derives TiempoLaborado with 30-day months', () => {
    const xml = buildDocument(fullPayroll(), context).xml;
    expect(xml).toContain('<Notas>Pago &amp; ajuste &lt;prueba&gt;</Notas>');
    // 2020-06-16 to 2026-01-31: 5 años, 7 meses, 15 días = 1800 + 210 + 15.
    expect(xml).toContain('TiempoLaborado="2025"');
  });

  it('refuses an amount with a third decimal instead of rounding it silently', () => {
    const doc = basicPayroll();
    doc.earnings.basic.amount = '2000000.005';
    expect(() => buildDocument(doc, context)).toThrow('El valor 2000000.005 tiene más de dos decimales.');
  });

  it('builds the Eliminar note with only identification, predecessor and employer', () => {
    const xml = buildDocument(deletionNote('c'.repeat(96)), context).xml;
    expect(xml).toContain(
      `<TipoNota>2</TipoNota><Eliminar><EliminandoPredecesor NumeroPred="NE1" CUNEPred="${'c'.repeat(96)}" FechaGenPred="2026-02-01"/><NumeroSecuenciaXML Prefijo="NA" Consecutivo="4" Numero="NA4"/>`,
    );
    expect(xml).not.toContain('<Trabajador');
    expect(xml).not.toContain('PeriodoNomina');
  });
});

describe.skipIf(!hasXsd)('DIAN XSD v1.0.6 validation of signed documents', () => {
  const xsd = hasXsd ? new DianXsdValidator(XSD_DIRECTORY) : null;
  const pkcs12 = makeTestPkcs12();
  const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
  afterAll(() => xsd?.close());
  const sign = (xml: string) =>
    signPayrollXml(xml, credentials, { signingTime: new Date('2026-02-01T15:16:00Z') });

  it.each([
    ['NominaIndividual básica', () => basicPayroll()],
    ['NominaIndividual con todos los devengados y deducciones', () => fullPayroll()],
    ['Nota de ajuste Reemplazar', () => replacementNote('b'.repeat(96))],
    ['Nota de ajuste Eliminar', () => deletionNote('c'.repeat(96))],
  ] as const)('%s is valid', (_name, make) => {
    expect(xsd?.validate(sign(buildDocument(make(), context).xml))).toEqual([]);
  });

  it('validates the signature block too: a broken ds:Signature fails locally', () => {
    const signed = sign(buildDocument(basicPayroll(), context).xml);
    expect(xsd?.validate(signed)).toEqual([]);
    // SignatureValue moved before SignedInfo: well-formed XML, a structure XMLDSig does not allow.
    const value = /<ds:SignatureValue[^>]*>[^<]*<\/ds:SignatureValue>/.exec(signed)?.[0] as string;
    const broken = signed.replace(value, '').replace('<ds:SignedInfo', `${value}<ds:SignedInfo`);
    const issues = xsd?.validate(broken) ?? [];
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((issue) => issue.rule === 'ZB01' && issue.path === 'ds:Signature')).toBe(true);
    expect(issues[0]?.message).toMatch(/^Firma: /);
    // A XAdES property given twice is caught as well (lax processing finds its declaration).
    const time = /<xades:SigningTime>[^<]*<\/xades:SigningTime>/.exec(signed)?.[0] as string;
    const twice = signed.replace(time, time + time);
    expect((xsd?.validate(twice) ?? []).map((issue) => issue.path)).toContain('ds:Signature');
  });

  it('reports schema failures in Spanish', () => {
    const xml = sign(buildDocument(basicPayroll(), context).xml).replace(' DiasTrabajados="30"', '');
    expect(xsd?.validate(xml)).toEqual([
      {
        rule: 'ZB01',
        severity: 'rechazo',
        path: 'línea 1',
        message: 'Al elemento Basico le falta el atributo obligatorio DiasTrabajados.',
      },
    ]);
  });
});
