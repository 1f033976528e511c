import { X509Certificate } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDocument } from '../src/prepare-document.ts';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import {
  createDianSimulator,
  type RunningSimulator,
  startDianSimulator,
  UNKNOWN_CERTIFICATE,
} from '../src/simulator/server.ts';
import { DianSoapFault } from '../src/transport/dian-response.ts';
import { DIAN_ENDPOINTS } from '../src/transport/endpoints.ts';
import { createSoapTransport, DianTransportError } from '../src/transport/soap-client.ts';
import type { DianTransport } from '../src/transport/transport.ts';
import { buildSignedEnvelope, verifyWsSecurity } from '../src/transport/ws-security.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context, deletionNote, fullPayroll, replacementNote, software } from './factories.ts';
import { hasXsd, XSD_DIRECTORY } from './xsd-directory.ts';

const pkcs12 = makeTestPkcs12();
const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
let simulator: RunningSimulator;
let client: DianTransport;
let fileConsecutive = 0;
const prepare = (doc: Parameters<typeof prepareDocument>[0], pin = software.pin) =>
  prepareDocument(doc, {
    software: { ...software, pin },
    credentials,
    fileConsecutive: ++fileConsecutive,
  });

beforeAll(async () => {
  simulator = await startDianSimulator({
    software: [{ softwareId: software.softwareId, pin: software.pin }],
    testSetIds: ['8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01'],
    xsdDirectory: hasXsd ? XSD_DIRECTORY : null,
  });
  client = createSoapTransport({ endpoint: simulator.url, credentials, retryDelaysMs: [] });
});
afterAll(() => simulator.close());

describe('SOAP client against the local DIAN simulator', () => {
  it('refuses a schema folder without the DIAN XSDs when created, though libxml2 loads only at the first document', () => {
    expect(() => createDianSimulator({ software: [], xsdDirectory: '/nonexistent/dian-xsd' })).toThrow(
      'No se encontraron los esquemas XSD de la DIAN en /nonexistent/dian-xsd.',
    );
  });

  it('SendNominaSync: an accepted document gets StatusCode 00 and an ApplicationResponse 02', async () => {
    const prepared = prepare(basicPayroll());
    const response = await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    const expectedFindings = hasXsd ? [] : ['ZB01'];
    expect(response.rules.map((r) => r.rule)).toEqual(expectedFindings);
    expect(response).toMatchObject({
      isValid: true,
      statusCode: '00',
      statusDescription: 'Procesado Correctamente.',
      statusMessage: 'Documento Nomina NE1, ha sido autorizada.',
      documentKey: prepared.built.cune,
      fileName: prepared.xmlFileName,
    });
    expect(response.applicationResponse).toMatchObject({
      responseCode: '02',
      description: 'Documento validado por la DIAN',
      documentNumber: 'NE1',
      cune: prepared.built.cune,
    });
  });

  it('accepts the document with every element and both adjustment notes on an accepted predecessor', async () => {
    const full = prepare(fullPayroll());
    expect((await client.sendPayrollSync(full.zipFileName, full.zip)).isValid).toBe(true);
    const replacement = prepare(replacementNote(full.built.cune));
    expect((await client.sendPayrollSync(replacement.zipFileName, replacement.zip)).statusCode).toBe('00');
    const deletion = prepare({
      ...deletionNote(replacement.built.cune),
      sequence: { prefix: 'NA', consecutive: 5 },
    });
    expect((await client.sendPayrollSync(deletion.zipFileName, deletion.zip)).statusCode).toBe('00');
  });

  it('rejects a CUNE and SoftwareSC computed with another PIN, with the Anexo rule codes', async () => {
    const prepared = prepare(basicPayroll({ sequence: { prefix: 'NE', consecutive: 90 } }), '99999');
    const response = await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    expect(response.isValid).toBe(false);
    expect(response.statusCode).toBe('99');
    expect(response.statusDescription).toBe('Validación contiene errores en campos mandatorios.');
    expect(response.errorMessages.filter((m) => !m.startsWith('Regla: ZB01, Notificación'))).toEqual([
      'Regla: NIE020, Rechazo: El código de seguridad del software (SoftwareSC) no está calculado correctamente.',
      'Regla: NIE024, Rechazo: El CUNE no está calculado correctamente según el anexo técnico.',
    ]);
    expect(response.applicationResponse?.responseCode).toBe('04');
  });

  it('rejects a document altered after signing (ZE02) and a repeated number (rule 90)', async () => {
    const prepared = prepare(basicPayroll({ sequence: { prefix: 'NE', consecutive: 91 } }));
    const { zipDocument } = await import('../src/files/zip.ts');
    const altered = zipDocument(
      prepared.xmlFileName,
      prepared.signedXml.replace('Calle 45 # 13-20', 'Calle 46 # 13-20'),
      new Date('2026-02-01T15:15:30Z'),
    );
    const rejected = await client.sendPayrollSync(prepared.zipFileName, altered);
    expect(rejected.rules.filter((r) => r.kind === 'Rechazo').map((r) => r.rule)).toEqual(['ZE02']);
    expect((await client.sendPayrollSync(prepared.zipFileName, prepared.zip)).isValid).toBe(true);
    const again = await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    expect(again.rules.filter((r) => r.kind === 'Rechazo')).toEqual([
      { rule: '90', kind: 'Rechazo', message: 'Documento procesado anteriormente.' },
    ]);
  });

  it('rejects a signature dated after the DIAN clock (DC24)', async () => {
    const prepared = prepareDocument(basicPayroll({ sequence: { prefix: 'NE', consecutive: 96 } }), {
      ...context,
      credentials,
      fileConsecutive: ++fileConsecutive,
      signingTime: new Date(Date.now() + 3_600_000),
    });
    const response = await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    expect(response.rules.filter((r) => r.kind === 'Rechazo')).toEqual([
      {
        rule: 'DC24',
        kind: 'Rechazo',
        message: 'La fecha de firma es posterior a la hora del sistema de la DIAN.',
      },
    ]);
  });

  it('rejects an Eliminar note whose predecessor the DIAN never validated (NIAE216)', async () => {
    const prepared = prepare({
      ...deletionNote('d'.repeat(96)),
      sequence: { prefix: 'NA', consecutive: 92 },
    });
    const response = await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    expect(response.rules.filter((r) => r.kind === 'Rechazo').map((r) => r.rule)).toEqual(['NIAE216']);
  });

  it('GetStatus answers by CUNE, and with status 90 for an unknown one', async () => {
    const prepared = prepare(basicPayroll({ sequence: { prefix: 'NE', consecutive: 93 } }));
    await client.sendPayrollSync(prepared.zipFileName, prepared.zip);
    const known = await client.getStatus(prepared.built.cune);
    expect([known.isValid, known.statusCode, known.documentKey]).toEqual([true, '00', prepared.built.cune]);
    const unknown = await client.getStatus('f'.repeat(96));
    expect([unknown.isValid, unknown.statusCode, unknown.statusDescription]).toEqual([
      false,
      '90',
      'TrackId no encontrado.',
    ]);
  });

  it('SendTestSetAsync returns a ZipKey and GetStatusZip the result of each document', async () => {
    const prepared = prepare(basicPayroll({ sequence: { prefix: 'NE', consecutive: 94 } }));
    const upload = await client.sendTestSetAsync(
      prepared.zipFileName,
      prepared.zip,
      '8e5ba8a5-6b4b-4f60-9c3b-1c1f3f0c9a01',
    );
    expect(upload.errors).toEqual([]);
    expect(upload.zipKey).toMatch(/^[0-9a-f-]{36}$/);
    const statuses = await client.getStatusZip(upload.zipKey);
    expect(statuses.map((s) => [s.isValid, s.statusCode, s.documentKey])).toEqual([
      [true, '00', prepared.built.cune],
    ]);
  });

  it('SendTestSetAsync with an unknown test set id reports it in ErrorMessageList', async () => {
    const prepared = prepare(basicPayroll({ sequence: { prefix: 'NE', consecutive: 95 } }));
    const upload = await client.sendTestSetAsync(prepared.zipFileName, prepared.zip, 'no-existe');
    expect(upload).toEqual({
      zipKey: '',
      errors: [
        { documentKey: 'no-existe', message: 'El TestSetId no existe o no está asociado al software.' },
      ],
    });
  });

  it('an expired WS-Security timestamp comes back as a SOAP fault', async () => {
    const late = createSoapTransport({
      endpoint: simulator.url,
      credentials,
      clock: () => new Date('2020-01-01T00:00:00Z'),
      retryDelaysMs: [],
    });
    await expect(late.getStatus('x')).rejects.toThrow(
      new DianSoapFault(
        'La DIAN respondió con un error SOAP: La marca de tiempo WS-Security de la solicitud está vencida.',
      ),
    );
  });
});

describe('a simulator that answers only registered certificates', () => {
  it('refuses a well-signed request whose certificate no software registered, and answers a registered one', async () => {
    const registered = new X509Certificate(credentials.certificateDer).fingerprint256;
    const asked: string[] = [];
    const guarded = createDianSimulator({
      software: [{ softwareId: software.softwareId, pin: software.pin }],
      trustedCertificate: async (fingerprint) => {
        asked.push(fingerprint);
        return fingerprint === registered;
      },
    });
    const request = (signer: typeof credentials) =>
      buildSignedEnvelope({
        action: 'http://wcf.dian.colombia/IWcfDianCustomerServices/GetStatus',
        to: DIAN_ENDPOINTS.habilitacion,
        body: '<wcf:GetStatus><wcf:trackId>abc</wcf:trackId></wcf:GetStatus>',
        credentials: signer,
        now: new Date(),
        id: 'id1',
      });
    const stranger = makeTestPkcs12({ nit: '800197268' });
    const refused = await guarded.handle(request(loadPkcs12(stranger.p12, stranger.password)));
    expect(refused.status).toBe(500);
    expect(refused.xml).toContain(UNKNOWN_CERTIFICATE);
    const answered = await guarded.handle(request(credentials));
    expect(answered.status).toBe(200);
    expect(answered.xml).not.toContain(UNKNOWN_CERTIFICATE);
    expect(asked).toHaveLength(2);
    guarded.close();
  });
});

describe('WS-Security envelope', () => {
  const now = new Date('2026-02-01T15:00:00Z');
  const envelope = buildSignedEnvelope({
    action: 'http://wcf.dian.colombia/IWcfDianCustomerServices/GetStatus',
    to: DIAN_ENDPOINTS.habilitacion,
    body: '<wcf:GetStatus><wcf:trackId>abc</wcf:trackId></wcf:GetStatus>',
    credentials,
    now,
    id: 'id1',
  });

  it('carries the timestamp, the X.509 token and a signature over wsa:To that verifies', () => {
    expect(envelope).toContain(
      '<wsu:Timestamp wsu:Id="TS-id1"><wsu:Created>2026-02-01T15:00:00.000Z</wsu:Created><wsu:Expires>2026-02-01T15:05:00.000Z</wsu:Expires></wsu:Timestamp>',
    );
    expect(envelope).toContain(
      '<wsa:To wsu:Id="id-id1" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc</wsa:To>',
    );
    expect(verifyWsSecurity(envelope, now).valid).toBe(true);
  });

  it('fails when the To header is changed after signing', () => {
    const moved = envelope.replace('https://vpfe-hab.dian.gov.co', 'https://vpfe.dian.gov.co');
    expect(verifyWsSecurity(moved, now)).toEqual({
      valid: false,
      reason: 'El resumen de la cabecera wsa:To no coincide.',
    });
  });
});

describe('SOAP client safety', () => {
  it('targets the real endpoints only over HTTPS and refuses plain HTTP outside this machine', () => {
    expect(DIAN_ENDPOINTS).toEqual({
      habilitacion: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
      produccion: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
    });
    expect(() => createSoapTransport({ endpoint: 'http://vpfe.dian.gov.co/x.svc', credentials })).toThrow(
      new DianTransportError('El servicio de la DIAN solo se puede llamar por HTTPS.'),
    );
  });

  it('retries HTTP 503 as the Anexo §4.2 protocol says, then gives up', async () => {
    let calls = 0;
    const waits: number[] = [];
    const down = http.createServer((_req, res) => {
      calls++;
      res.writeHead(503).end();
    });
    await new Promise<void>((r) => down.listen(0, '127.0.0.1', r));
    const { port } = down.address() as AddressInfo;
    const flaky = createSoapTransport({
      endpoint: `http://127.0.0.1:${port}/WcfDianCustomerServices.svc`,
      credentials,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(flaky.getStatus('x')).rejects.toThrow(
      new DianTransportError('La DIAN respondió HTTP 503.', 503),
    );
    expect(calls).toBe(3);
    expect(waits).toEqual([20_000, 20_000]);
    await new Promise<void>((r) => down.close(() => r()));
  });
});
