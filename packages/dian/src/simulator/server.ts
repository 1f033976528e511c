import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { unzipDocuments } from '../files/zip.ts';
import type { Environment } from '../model/code-lists.ts';
import { SOAP_NS } from '../transport/endpoints.ts';
import { verifyWsSecurity } from '../transport/ws-security.ts';
import { assertXsdDirectory, loadXsdValidator } from '../validation/xsd-files.ts';
import type { DianXsdValidator } from '../validation/xsd-validator.ts';
import { type CheckContext, checkDocument, type RegisteredSoftware } from './check-document.ts';
import { faultXml, type ProcessedDocument, statusZipResult, syncResult, uploadResult } from './responses.ts';
import { path, text } from './xml-reader.ts';

export interface SimulatorOptions {
  /**
   * Software enabled in this simulated DIAN, with the PIN it recomputes the CUNE with: a fixed list,
   * or a lookup by SoftwareID (an application that keeps its companies' software elsewhere).
   */
  software: RegisteredSoftware[] | ((softwareId: string) => Promise<RegisteredSoftware | undefined>);
  /** Test set ids accepted by SendTestSetAsync: a fixed list, or a lookup. */
  testSetIds?: string[] | ((testSetId: string) => Promise<boolean>);
  /**
   * Whether the WS-Security certificate (its SHA-256 fingerprint, as node:crypto's X509Certificate
   * prints it) belongs to a registered software's company. The DIAN answers only callers whose
   * certificate it knows; without this option any well-signed request is answered (the tests' own
   * simulator).
   */
  trustedCertificate?: (fingerprint256: string) => Promise<boolean>;
  /** 2 behaves like habilitación, 1 like producción. */
  environment?: Environment;
  /** The DIAN XSD folder; without it the schema check is skipped and reported as a notification. */
  xsdDirectory?: string | null;
  port?: number;
  clock?: () => Date;
}

export interface RunningSimulator {
  url: string;
  /** Every processed document, by CUNE (inspection for tests and the demo). */
  documents: ReadonlyMap<string, ProcessedDocument>;
  close(): Promise<void>;
}

/** The simulator without its HTTP server: an application can mount `handle` on a route of its own. */
export interface DianSimulator {
  /** Answers one SOAP 1.2 request body. */
  handle(body: string): Promise<{ status: number; xml: string }>;
  documents: ReadonlyMap<string, ProcessedDocument>;
  close(): void;
}

const MAX_DOCUMENTS_PER_ZIP = 50;

export const UNKNOWN_CERTIFICATE =
  'El certificado de la solicitud no corresponde a ningún software habilitado en este servicio.';

const SOFTWARE_ID = /SoftwareID="([^"]*)"/;

/**
 * A copy of a string read from a received XML. The parser's values are slices of the whole document,
 * and V8 keeps the whole text alive while a slice lives: the simulator keeps every document's CUNE and
 * number, which held ~14 KB per document instead of ~3 KB (decision 0331).
 */
const own = (value: string): string => Buffer.from(value, 'utf8').toString('utf8');

/**
 * A local stand-in for WcfDianCustomerServices: same SOAP 1.2 envelopes, WS-Security check, zip,
 * XSD, CUNE, SoftwareSC, totals and XAdES verification, with DIAN-like answers. In-memory state;
 * it is a development and test tool, never a production component.
 */
export function createDianSimulator(options: SimulatorOptions): DianSimulator {
  const clock = options.clock ?? (() => new Date());
  // The folder is checked now; libxml2 loads at the first document (loadXsdValidator).
  const xsdDirectory = options.xsdDirectory ?? null;
  if (xsdDirectory) assertXsdDirectory(xsdDirectory);
  let xsdLoading: Promise<DianXsdValidator> | null = null;
  const xsdValidator = () => {
    if (!xsdDirectory) return null;
    xsdLoading ??= loadXsdValidator(xsdDirectory);
    return xsdLoading;
  };
  const listed = Array.isArray(options.software)
    ? new Map(options.software.map((s) => [s.softwareId, s]))
    : null;
  const findSoftware = Array.isArray(options.software)
    ? async (id: string) => listed?.get(id)
    : options.software;
  const testSetList = Array.isArray(options.testSetIds ?? [])
    ? new Set((options.testSetIds ?? []) as string[])
    : null;
  const isTestSet =
    typeof options.testSetIds === 'function'
      ? options.testSetIds
      : async (id: string) => testSetList?.has(id) === true;
  const documents = new Map<string, ProcessedDocument>();
  const zips = new Map<string, string[]>();
  const acceptedNumbers = new Set<string>();

  /** Checks one document with the software its ProveedorXML names, looked up before the (synchronous) check. */
  async function process(fileName: string, xml: string): Promise<ProcessedDocument> {
    const softwareId = SOFTWARE_ID.exec(xml)?.[1] ?? '';
    const registered = softwareId ? await findSoftware(softwareId) : undefined;
    const ctx: CheckContext = {
      software: new Map(registered ? [[registered.softwareId, registered]] : []),
      environment: options.environment ?? 2,
      xsd: await xsdValidator(),
      now: clock,
      isAccepted: (cune) => documents.get(cune)?.accepted === true,
      isNumberUsed: (nit, number) => acceptedNumbers.has(`${nit}/${number}`),
    };
    const checked = checkDocument(xml, ctx);
    const accepted = !checked.findings.some((f) => f.kind === 'Rechazo');
    const processed: ProcessedDocument = {
      cune: own(checked.cune),
      number: own(checked.number),
      employerNit: own(checked.employerNit),
      fileName,
      accepted,
      findings: checked.findings,
      receivedAt: clock(),
    };
    // A rejected document may be corrected and sent again; an accepted one is final.
    if (processed.cune && documents.get(processed.cune)?.accepted !== true)
      documents.set(processed.cune, processed);
    if (accepted) acceptedNumbers.add(own(`${processed.employerNit}/${processed.number}`));
    return processed;
  }

  async function handle(body: string): Promise<{ status: number; xml: string }> {
    const security = verifyWsSecurity(body, clock());
    if (!security.valid || !security.certificate)
      return { status: 500, xml: faultXml(security.reason ?? 'Solicitud no autorizada.') };
    if (
      options.trustedCertificate &&
      !(await options.trustedCertificate(security.certificate.fingerprint256))
    )
      return { status: 500, xml: faultXml(UNKNOWN_CERTIFICATE) };
    const doc = new DOMParser().parseFromString(body, 'text/xml');
    const soapBody = doc.getElementsByTagNameNS(SOAP_NS.soap, 'Body').item(0);
    let operation: Element | null = null;
    for (let child = soapBody?.firstChild ?? null; child; child = child.nextSibling) {
      if (child.nodeType === 1) {
        operation = child as Element;
        break;
      }
    }
    if (!operation) return { status: 500, xml: faultXml('La solicitud no trae operación.') };
    const arg = (name: string) => text(path(operation, name));
    switch (operation.localName) {
      case 'SendNominaSync': {
        const entries = unzipDocuments(Buffer.from(arg('contentFile'), 'base64'));
        if (entries.length !== 1) {
          return { status: 500, xml: faultXml('SendNominaSync recibe un zip con un único documento XML.') };
        }
        const [entry] = entries as [{ name: string; content: string }];
        const processed = await process(entry.name, entry.content);
        return { status: 200, xml: syncResult('SendNominaSync', processed, processed.cune) };
      }
      case 'SendTestSetAsync': {
        const testSetId = arg('testSetId');
        if (!(await isTestSet(testSetId))) {
          return {
            status: 200,
            xml: uploadResult('', [
              { documentKey: testSetId, message: 'El TestSetId no existe o no está asociado al software.' },
            ]),
          };
        }
        const entries = unzipDocuments(Buffer.from(arg('contentFile'), 'base64'));
        if (entries.length === 0 || entries.length > MAX_DOCUMENTS_PER_ZIP) {
          return {
            status: 200,
            xml: uploadResult('', [
              { documentKey: arg('fileName'), message: 'El zip debe tener entre 1 y 50 documentos.' },
            ]),
          };
        }
        const zipKey = randomUUID();
        const cunes: string[] = [];
        for (const entry of entries) cunes.push((await process(entry.name, entry.content)).cune);
        zips.set(zipKey, cunes);
        return { status: 200, xml: uploadResult(zipKey, []) };
      }
      case 'GetStatus': {
        const trackId = arg('trackId');
        return { status: 200, xml: syncResult('GetStatus', documents.get(trackId) ?? null, trackId) };
      }
      case 'GetStatusZip': {
        const trackId = arg('trackId');
        const cunes = zips.get(trackId);
        const docs = cunes ? cunes.map((c) => documents.get(c) ?? null) : [null];
        return { status: 200, xml: statusZipResult(docs, trackId) };
      }
      default:
        return { status: 500, xml: faultXml(`Operación no soportada: ${operation.localName}.`) };
    }
  }

  return {
    async handle(body) {
      try {
        return await handle(body);
      } catch (error) {
        return { status: 500, xml: faultXml(`Solicitud inválida: ${(error as Error).message}`) };
      }
    },
    documents,
    close: () => {
      void xsdLoading?.then(
        (xsd) => xsd.close(),
        () => undefined,
      );
    },
  };
}

/** The simulator on its own HTTP server on 127.0.0.1 (`port` 0 picks a free one). */
export async function startDianSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const simulator = createDianSimulator(options);
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void simulator.handle(Buffer.concat(chunks).toString('utf8')).then((answer) => {
        res
          .writeHead(answer.status, { 'Content-Type': 'application/soap+xml; charset=utf-8' })
          .end(answer.xml);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/WcfDianCustomerServices.svc`,
    documents: simulator.documents,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        simulator.close();
      }),
  };
}
