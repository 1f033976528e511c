import { describe, expect, it } from 'vitest';
import { computeCune, cunePreimage, deletionCuneInput } from '../src/cune/cune.ts';
import { qrPayload, qrUrl } from '../src/cune/qr.ts';
import { computeSoftwareSecurityCode } from '../src/cune/software-security-code.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { basicPayroll, context, deletionNote, fullPayroll } from './factories.ts';

/** Inputs printed in Anexo Técnico v1.0 §8.1.1.3 (p.246–247), in the Anexo's standard formats. */
const anexoInputs = {
  number: 'N00001',
  issueDate: '2020-01-16',
  issueTime: '10:53:10-05:00',
  earningsTotal: '3500000.00',
  deductionsTotal: '1000000.00',
  netTotal: '2500000.00',
  employerNit: '700085371',
  workerDocument: '800199436',
  tipoXml: 102,
  softwarePin: '693',
  environment: 1,
};

describe('CUNE (Anexo Técnico v1.0 §8.1)', () => {
  it('reproduces the vector public implementations assert for the Anexo inputs (cofacture TestCune)', () => {
    expect(cunePreimage(anexoInputs)).toBe(
      'N000012020-01-1610:53:10-05:003500000.001000000.002500000.007000853718001994361026931',
    );
    expect(computeCune(anexoInputs)).toBe(
      'dae35b4dfdf10939502c96278feb97be1af6cd5653bd662ca29b5c9cdf2729464b51d272ba0008586cf153b46f87a2bd',
    );
  });

  it("reproduces facho's assertion, which feeds the Anexo's printed composition (time 1053:10-05:00)", () => {
    expect(computeCune({ ...anexoInputs, issueTime: '1053:10-05:00' })).toBe(
      'b8f9b6c24de07ffd92ea5467433a3b69357cfaffa7c19722db94b2e0eca41d057085a54f484b5da15ff585e773b0b0ab',
    );
  });

  it('applies the Eliminar rule: totals 0.00, DocEmp 0, TipoXML 103', () => {
    // The Anexo's number, date, time, NIT, PIN and environment; the rule sets the totals, DocEmp and TipoXML.
    const input = deletionCuneInput(anexoInputs);
    expect(cunePreimage(input)).toBe('N000012020-01-1610:53:10-05:000.000.000.0070008537101036931');
    expect(computeCune(input)).toBe(
      'ae83ad32dece072fcb643e0acc33f98d293a9fc21aeca68bb272358659fbafa9c82659e1c6b0051a08a892e8837d6fc1',
    );
  });

  it('reproduces the lopezsoft/ubl21dian fixture inputs', () => {
    const cune = computeCune({
      number: 'N001',
      issueDate: '2024-01-15',
      issueTime: '10:30:00-05:00',
      earningsTotal: '2500000',
      deductionsTotal: '100000',
      netTotal: '2400000',
      employerNit: '900373115',
      workerDocument: '1234567890',
      tipoXml: 102,
      softwarePin: '12345',
      environment: 2,
    });
    expect(cune).toBe(
      'ede061aeb68111be67556b2b9ae736ea2cdd495da478f4f37534987a5de8e7bc27d498ad977b239e64e126f4ad944c8b',
    );
  });

  it('truncates, never rounds, amounts with more decimals (Anexo: "decimales truncados")', () => {
    const preimage = cunePreimage({ ...anexoInputs, earningsTotal: '3500000.999', netTotal: '2500000.999' });
    expect(preimage).toContain('3500000.991000000.002500000.99');
  });

  it('writes into the built document the CUNE of its own fields (basic, full and Eliminar documents)', () => {
    // Expected values computed independently with Python hashlib over the literal pre-images.
    const basic = buildDocument(basicPayroll(), context);
    expect(cunePreimage({ ...basicFields(basic) })).toBe(
      'NE12026-02-0110:15:30-05:002249095.00160000.002089095.009001234561020304050102123452',
    );
    expect(basic.cune).toBe(
      '737e326d5cea0202c3534ef0c947d87be709e736e06e75ba2b2a74808c25386053f7116ed06eb433bbe04f766b4e3453',
    );
    expect(buildDocument(fullPayroll(), context).cune).toBe(
      '881a3bc2d34533d1fe3491ae153aaafc73a922215d28f9b18d3a66bc515ac2fda5b0c01845a28abb4c5903679fa3ab55',
    );
    const deletion = buildDocument(deletionNote('c'.repeat(96)), context);
    expect(deletion.issueTime).toBe('08:00:00-05:00');
    expect(deletion.cune).toBe(
      '41b84e831723bad1c8bed2f9cffe671cb4d28184dfb859735477149d7b4a6602b572dd9de044937385804df1125ee9a5',
    );
    expect(deletion.xml).toContain(`CUNE="${deletion.cune}"`);
    expect(basic.xml).toContain(`CUNE="${basic.cune}"`);
  });
});

/** The QR text of the Eliminar note NA4 of 3 February 2026 up to its totals: DocEmp 0 and zero totals. */
const DELETION_QR_LINES = [
  'NumNIE: NA4',
  'FecNIE: 2026-02-03',
  'HorNIE: 08:00:00-05:00',
  'TipoNota: 2',
  'NitNIE: 900123456',
  'DocEmp: 0',
  'ValDev: 0.00',
  'ValDed: 0.00',
  'ValTol: 0.00',
];

function basicFields(b: ReturnType<typeof buildDocument>) {
  return {
    number: b.number,
    issueDate: b.issueDate,
    issueTime: b.issueTime,
    earningsTotal: b.totals.earnings,
    deductionsTotal: b.totals.deductions,
    netTotal: b.totals.net,
    employerNit: b.employerNit,
    workerDocument: b.workerDocument,
    tipoXml: b.tipoXml,
    softwarePin: context.software.pin,
    environment: 2,
  };
}

describe('SoftwareSC (Anexo §8.2)', () => {
  it('hashes SoftwareID + PIN + Numero with SHA-384 (facho test inputs)', () => {
    expect(computeSoftwareSecurityCode('xx', '12', 'N00001')).toBe(
      'bca6ac1c1028b5ca2a3e2fe0bf8be63b226e336f1b9456b8c89d51af9dd30e5affd62ae0b20589d1613a8841ede6d784',
    );
  });

  it('is written in ProveedorXML of the built document', () => {
    const built = buildDocument(basicPayroll(), context);
    expect(built.softwareSecurityCode).toBe(
      '789714feb38c60a944ccad1ab96bc4f74044ae1d0c5324cfbfe2c7910496a43e3215b0737ae13774759c9ed9b8ba43e1',
    );
    expect(built.xml).toContain(`SoftwareSC="${built.softwareSecurityCode}"`);
  });
});

describe('CodigoQR (Anexo §13)', () => {
  it('uses the habilitación catalogue for Ambiente 2 and production for Ambiente 1, with ASCII hyphens', () => {
    expect(qrUrl(2, 'abc')).toBe('https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=abc');
    expect(qrUrl(1, 'abc')).toBe('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc');
    expect(/[\u2010]/.test(qrUrl(2, 'abc'))).toBe(false);
  });

  it('builds the QR image text with TipoNota only for adjustment notes', () => {
    const text = qrPayload({
      number: 'NA4',
      issueDate: '2026-02-03',
      issueTime: '08:00:00-05:00',
      noteType: 2,
      employerNit: '900123456',
      workerDocument: '0',
      earningsTotal: '0.00',
      deductionsTotal: '0.00',
      netTotal: '0.00',
      cune: 'ff',
      environment: 2,
    });
    expect(text).toBe(
      [
        ...DELETION_QR_LINES,
        'CUNE: ff',
        'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=ff',
      ].join('\n'),
    );
  });
});

describe('QR text of the built document', () => {
  it('is filled for the Eliminar note with DocEmp 0, zero totals and TipoNota 2', () => {
    const built = buildDocument(deletionNote('c'.repeat(96)), context);
    expect(built.qrText.split('\n').slice(0, 9)).toEqual(DELETION_QR_LINES);
    expect(built.qrText.endsWith(built.qrUrl)).toBe(true);
  });
});
