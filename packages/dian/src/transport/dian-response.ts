import { DOMParser, type Element } from '@xmldom/xmldom';

/** One rule the DIAN reported, parsed from "Regla: NIE901, Rechazo: …" (Anexo p.255–256). */
export interface RuleMessage {
  rule: string;
  kind: 'Rechazo' | 'Notificación' | 'Otro';
  message: string;
}

/** ApplicationResponse (Anexo §3.7 p.107–118): 02 validado, 04 rechazado, with line responses. */
export interface ApplicationResponse {
  responseCode: string;
  description: string;
  documentNumber: string;
  cune: string;
  lines: { code: string; description: string }[];
}

/** DianResponse of SendNominaSync, GetStatus and each item of GetStatusZip (Anexo §9.7–9.8). */
export interface DianResponse {
  isValid: boolean;
  /** 00 procesado correctamente, 99 validación con errores, 66 y 90 no encontrado … */
  statusCode: string;
  statusDescription: string;
  statusMessage: string;
  errorMessages: string[];
  rules: RuleMessage[];
  /** XmlDocumentKey: the CUNE. */
  documentKey: string;
  fileName: string;
  applicationResponseXml?: string;
  applicationResponse?: ApplicationResponse;
}

/** UploadDocumentResponse of SendTestSetAsync: the ZipKey to poll with GetStatusZip. */
export interface UploadResponse {
  zipKey: string;
  errors: { documentKey: string; message: string }[];
}

export class DianSoapFault extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DianSoapFault';
  }
}

const childText = (parent: Element, name: string): string => {
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as Element).localName === name)
      return (child.textContent ?? '').trim();
  }
  return '';
};

const childElement = (parent: Element, name: string): Element | null => {
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1 && (child as Element).localName === name) return child as Element;
  }
  return null;
};

const descendants = (parent: Element, name: string): Element[] => {
  const out: Element[] = [];
  const all = parent.getElementsByTagNameNS('*', name);
  for (let i = 0; i < all.length; i++) {
    const node = all.item(i);
    if (node) out.push(node);
  }
  return out;
};

function parseEnvelope(xml: string): Element {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (root?.localName !== 'Envelope') throw new DianSoapFault('La respuesta de la DIAN no es un sobre SOAP.');
  const fault = descendants(root, 'Fault')[0];
  if (fault) {
    const reason = descendants(fault, 'Text')[0]?.textContent ?? fault.textContent ?? '';
    throw new DianSoapFault(`La DIAN respondió con un error SOAP: ${reason.trim()}`);
  }
  return root;
}

export function parseRuleMessage(text: string): RuleMessage {
  const match = /^Regla:\s*([A-Za-z0-9]+),\s*(Rechazo|Notificación|Notificacion)\s*:?\s*(.*)$/s.exec(
    text.trim(),
  );
  if (!match) return { rule: '', kind: 'Otro', message: text.trim() };
  return {
    rule: match[1] ?? '',
    kind: match[2] === 'Rechazo' ? 'Rechazo' : 'Notificación',
    message: (match[3] ?? '').trim(),
  };
}

export function parseApplicationResponse(xml: string): ApplicationResponse {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new DianSoapFault('El ApplicationResponse no es un XML válido.');
  const documentResponse = descendants(root, 'DocumentResponse')[0];
  const response = documentResponse ? childElement(documentResponse, 'Response') : null;
  const reference = documentResponse ? childElement(documentResponse, 'DocumentReference') : null;
  const lines = descendants(root, 'LineResponse').map((line) => {
    const r = childElement(line, 'Response');
    return { code: r ? childText(r, 'ResponseCode') : '', description: r ? childText(r, 'Description') : '' };
  });
  return {
    responseCode: response ? childText(response, 'ResponseCode') : '',
    description: response ? childText(response, 'Description') : '',
    documentNumber: reference ? childText(reference, 'ID') : '',
    cune: reference ? childText(reference, 'UUID') : '',
    lines,
  };
}

function toDianResponse(node: Element): DianResponse {
  const errors = childElement(node, 'ErrorMessage');
  const errorMessages = errors ? descendants(errors, 'string').map((s) => (s.textContent ?? '').trim()) : [];
  const base64 = childText(node, 'XmlBase64Bytes');
  const applicationResponseXml = base64 ? Buffer.from(base64, 'base64').toString('utf8') : undefined;
  return {
    isValid: childText(node, 'IsValid') === 'true',
    statusCode: childText(node, 'StatusCode'),
    statusDescription: childText(node, 'StatusDescription'),
    statusMessage: childText(node, 'StatusMessage'),
    errorMessages,
    rules: errorMessages.map(parseRuleMessage),
    documentKey: childText(node, 'XmlDocumentKey'),
    fileName: childText(node, 'XmlFileName'),
    applicationResponseXml,
    applicationResponse: applicationResponseXml
      ? parseApplicationResponse(applicationResponseXml)
      : undefined,
  };
}

function result(xml: string, name: string): Element {
  const root = parseEnvelope(xml);
  const node = descendants(root, name)[0];
  if (!node) throw new DianSoapFault(`La respuesta de la DIAN no contiene ${name}.`);
  return node;
}

/** SendNominaSyncResult or GetStatusResult. */
export function parseDianResponse(
  xml: string,
  resultName: 'SendNominaSyncResult' | 'GetStatusResult',
): DianResponse {
  return toDianResponse(result(xml, resultName));
}

/** GetStatusZipResult: one DianResponse per document of the zip. */
export function parseStatusZipResponse(xml: string): DianResponse[] {
  const node = result(xml, 'GetStatusZipResult');
  return descendants(node, 'DianResponse').map(toDianResponse);
}

export function parseUploadResponse(xml: string): UploadResponse {
  const node = result(xml, 'SendTestSetAsyncResult');
  const list = childElement(node, 'ErrorMessageList');
  const errors = list
    ? descendants(list, 'XmlParamsResponseTrackId').map((e) => ({
        documentKey: childText(e, 'DocumentKey'),
        message: childText(e, 'ProcessedMessage'),
      }))
    : [];
  return { zipKey: childText(node, 'ZipKey'), errors };
}
