import { toBogota } from '../model/bogota-time.ts';
import { SOAP_NS } from '../transport/endpoints.ts';
import { escapeText } from '../xml/writer.ts';
import type { Finding } from './check-document.ts';

/** What the simulator remembers of each processed document, and answers with. */
export interface ProcessedDocument {
  cune: string;
  number: string;
  employerNit: string;
  fileName: string;
  accepted: boolean;
  findings: Finding[];
  receivedAt: Date;
}

const DR = 'http://schemas.datacontract.org/2004/07/DianResponse';
const ARRAYS = 'http://schemas.microsoft.com/2003/10/Serialization/Arrays';

export function ruleLine(f: Finding): string {
  return `Regla: ${f.rule}, ${f.kind}: ${f.message}`;
}

/** A UBL 2.1 ApplicationResponse like the DIAN's (Anexo §3.7 p.107–118), unsigned. */
export function applicationResponseXml(d: ProcessedDocument): string {
  const { date, time } = toBogota(d.receivedAt);
  const lines = d.findings.length
    ? d.findings
    : [{ rule: '0000', kind: 'Notificación' as const, message: '0' }];
  const lineXml = lines
    .map(
      (f, i) =>
        `<cac:LineResponse><cac:LineReference><cbc:LineID>${i + 1}</cbc:LineID></cac:LineReference>` +
        `<cac:Response><cbc:ResponseCode>${escapeText(f.rule)}</cbc:ResponseCode><cbc:Description>${escapeText(f.message)}</cbc:Description></cac:Response></cac:LineResponse>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"' +
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
    '<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID><cbc:CustomizationID>1</cbc:CustomizationID>' +
    `<cbc:ProfileID>DIAN 2.1</cbc:ProfileID><cbc:ID>${escapeText(d.number)}</cbc:ID>` +
    `<cbc:IssueDate>${date}</cbc:IssueDate><cbc:IssueTime>${time}</cbc:IssueTime>` +
    '<cac:SenderParty><cac:PartyTaxScheme><cbc:RegistrationName>Unidad Especial Dirección de Impuestos y Aduanas Nacionales</cbc:RegistrationName><cbc:CompanyID>800197268</cbc:CompanyID></cac:PartyTaxScheme></cac:SenderParty>' +
    `<cac:ReceiverParty><cac:PartyTaxScheme><cbc:CompanyID>${escapeText(d.employerNit)}</cbc:CompanyID></cac:PartyTaxScheme></cac:ReceiverParty>` +
    '<cac:DocumentResponse><cac:Response>' +
    `<cbc:ResponseCode>${d.accepted ? '02' : '04'}</cbc:ResponseCode>` +
    `<cbc:Description>${d.accepted ? 'Documento validado por la DIAN' : 'Documento rechazado por la DIAN'}</cbc:Description>` +
    '</cac:Response><cac:DocumentReference>' +
    `<cbc:ID>${escapeText(d.number)}</cbc:ID><cbc:UUID schemeName="CUNE-SHA384">${escapeText(d.cune)}</cbc:UUID>` +
    `</cac:DocumentReference>${lineXml}</cac:DocumentResponse></ApplicationResponse>`
  );
}

/** The DianResponse data contract (Anexo §9.7 p.253–256). */
export function dianResponseXml(
  d: ProcessedDocument | null,
  trackId: string,
  element = 'b:DianResponse',
): string {
  if (!d) {
    return (
      `<${element}><b:ErrorMessage xmlns:c="${ARRAYS}"/><b:IsValid>false</b:IsValid>` +
      '<b:StatusCode>90</b:StatusCode><b:StatusDescription>TrackId no encontrado.</b:StatusDescription>' +
      `<b:StatusMessage>No existe un documento con el identificador ${escapeText(trackId)}.</b:StatusMessage>` +
      `<b:XmlBase64Bytes/><b:XmlDocumentKey>${escapeText(trackId)}</b:XmlDocumentKey><b:XmlFileName/></${element}>`
    );
  }
  const errors = d.findings.map((f) => `<c:string>${escapeText(ruleLine(f))}</c:string>`).join('');
  return (
    `<${element}><b:ErrorMessage xmlns:c="${ARRAYS}">${errors}</b:ErrorMessage>` +
    `<b:IsValid>${d.accepted}</b:IsValid>` +
    `<b:StatusCode>${d.accepted ? '00' : '99'}</b:StatusCode>` +
    `<b:StatusDescription>${d.accepted ? 'Procesado Correctamente.' : 'Validación contiene errores en campos mandatorios.'}</b:StatusDescription>` +
    `<b:StatusMessage>${escapeText(
      d.accepted
        ? `Documento Nomina ${d.number}, ha sido autorizada.`
        : `Documento Nomina ${d.number} con errores en campos mandatorios.`,
    )}</b:StatusMessage>` +
    `<b:XmlBase64Bytes>${Buffer.from(applicationResponseXml(d)).toString('base64')}</b:XmlBase64Bytes>` +
    `<b:XmlDocumentKey>${escapeText(d.cune)}</b:XmlDocumentKey><b:XmlFileName>${escapeText(d.fileName)}</b:XmlFileName></${element}>`
  );
}

export function envelope(operation: string, result: string): string {
  return (
    `<s:Envelope xmlns:s="${SOAP_NS.soap}" xmlns:a="${SOAP_NS.wsa}"><s:Header>` +
    `<a:Action s:mustUnderstand="1">http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}Response</a:Action>` +
    `</s:Header><s:Body><${operation}Response xmlns="${SOAP_NS.wcf}">${result}</${operation}Response></s:Body></s:Envelope>`
  );
}

export function syncResult(
  operation: 'SendNominaSync' | 'GetStatus',
  d: ProcessedDocument | null,
  trackId: string,
) {
  const inner = dianResponseXml(d, trackId, `${operation}Result`).replace(
    `<${operation}Result>`,
    `<${operation}Result xmlns:b="${DR}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`,
  );
  return envelope(operation, inner);
}

export function statusZipResult(docs: (ProcessedDocument | null)[], trackId: string): string {
  const items = docs.map((d) => dianResponseXml(d, trackId)).join('');
  return envelope('GetStatusZip', `<GetStatusZipResult xmlns:b="${DR}">${items}</GetStatusZipResult>`);
}

export function uploadResult(zipKey: string, errors: { documentKey: string; message: string }[]): string {
  const ns = 'http://schemas.datacontract.org/2004/07/UploadDocumentResponse';
  const list = errors
    .map(
      (e) =>
        `<c:XmlParamsResponseTrackId><c:DocumentKey>${escapeText(e.documentKey)}</c:DocumentKey><c:ProcessedMessage>${escapeText(e.message)}</c:ProcessedMessage></c:XmlParamsResponseTrackId>`,
    )
    .join('');
  return envelope(
    'SendTestSetAsync',
    `<SendTestSetAsyncResult xmlns:b="${ns}"><b:ErrorMessageList xmlns:c="http://schemas.datacontract.org/2004/07/XmlParamsResponseTrackId">${list}</b:ErrorMessageList><b:ZipKey>${escapeText(zipKey)}</b:ZipKey></SendTestSetAsyncResult>`,
  );
}

export function faultXml(reason: string): string {
  return (
    `<s:Envelope xmlns:s="${SOAP_NS.soap}"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value></s:Code>` +
    `<s:Reason><s:Text xml:lang="es-CO">${escapeText(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`
  );
}
