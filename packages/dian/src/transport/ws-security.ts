import { createHash, randomUUID, sign, verify, X509Certificate } from 'node:crypto';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { canonicalizeExclusive } from '../signature/canonicalize.ts';
import type { SigningCredentials } from '../signature/certificate.ts';
import { escapeText } from '../xml/writer.ts';
import { SOAP_NS, WSS_TOKEN } from './endpoints.ts';

const EXC_C14N = SOAP_NS.excC14n;
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

export interface EnvelopeInput {
  action: string;
  to: string;
  /** The already-rendered soap:Body content (wcf:Operation …). */
  body: string;
  credentials: SigningCredentials;
  now: Date;
  /** Timestamp lifetime; the DIAN rejects expired requests. */
  ttlSeconds?: number;
  id?: string;
}

interface Parts {
  id: string;
  created: string;
  expires: string;
  digest: string;
  signatureValue: string;
}

function render(input: EnvelopeInput, certificate: string, p: Parts): string {
  return (
    `<soap:Envelope xmlns:soap="${SOAP_NS.soap}" xmlns:wcf="${SOAP_NS.wcf}">` +
    `<soap:Header xmlns:wsa="${SOAP_NS.wsa}">` +
    `<wsse:Security xmlns:wsse="${SOAP_NS.wsse}" xmlns:wsu="${SOAP_NS.wsu}">` +
    `<wsu:Timestamp wsu:Id="TS-${p.id}"><wsu:Created>${p.created}</wsu:Created><wsu:Expires>${p.expires}</wsu:Expires></wsu:Timestamp>` +
    `<wsse:BinarySecurityToken EncodingType="${WSS_TOKEN.base64}" ValueType="${WSS_TOKEN.x509v3}" wsu:Id="X509-${p.id}">${certificate}</wsse:BinarySecurityToken>` +
    `<ds:Signature Id="SIG-${p.id}" xmlns:ds="${SOAP_NS.ds}"><ds:SignedInfo>` +
    `<ds:CanonicalizationMethod Algorithm="${EXC_C14N}"><ec:InclusiveNamespaces PrefixList="wsa soap wcf" xmlns:ec="${EXC_C14N}"/></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${RSA_SHA256}"/>` +
    `<ds:Reference URI="#id-${p.id}"><ds:Transforms><ds:Transform Algorithm="${EXC_C14N}"><ec:InclusiveNamespaces PrefixList="soap wcf" xmlns:ec="${EXC_C14N}"/></ds:Transform></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${p.digest}</ds:DigestValue></ds:Reference>` +
    `</ds:SignedInfo><ds:SignatureValue>${p.signatureValue}</ds:SignatureValue>` +
    `<ds:KeyInfo Id="KI-${p.id}"><wsse:SecurityTokenReference wsu:Id="STR-${p.id}"><wsse:Reference URI="#X509-${p.id}" ValueType="${WSS_TOKEN.x509v3}"/></wsse:SecurityTokenReference></ds:KeyInfo>` +
    '</ds:Signature></wsse:Security>' +
    `<wsa:Action>${escapeText(input.action)}</wsa:Action>` +
    `<wsa:To wsu:Id="id-${p.id}" xmlns:wsu="${SOAP_NS.wsu}">${escapeText(input.to)}</wsa:To>` +
    `</soap:Header><soap:Body>${input.body}</soap:Body></soap:Envelope>`
  );
}

function byWsuId(doc: Document, id: string): Element | null {
  const all = doc.getElementsByTagName('*');
  for (let i = 0; i < all.length; i++) {
    const node = all.item(i);
    if (node && node.getAttributeNS(SOAP_NS.wsu, 'Id') === id) return node;
  }
  return null;
}

/**
 * A SOAP 1.2 envelope with WS-Security 1.0 (X.509 token profile): a timestamp, the binary
 * security token and an RSA-SHA256 signature over the WS-Addressing To header with exclusive
 * C14N, the layout of the DIAN's published clients (Anexo Técnico v1.0 §9.3–9.4 p.251).
 */
export function buildSignedEnvelope(input: EnvelopeInput): string {
  const certificate = input.credentials.certificateDer.toString('base64');
  const parts: Parts = {
    id: input.id ?? randomUUID(),
    created: input.now.toISOString(),
    expires: new Date(input.now.getTime() + (input.ttlSeconds ?? 300) * 1000).toISOString(),
    digest: '',
    signatureValue: '',
  };
  const doc = new DOMParser().parseFromString(render(input, certificate, parts), 'text/xml');
  const to = byWsuId(doc, `id-${parts.id}`);
  if (!to) throw new Error('No se encontró la cabecera wsa:To.');
  parts.digest = createHash('sha256')
    .update(canonicalizeExclusive(to, ['soap', 'wcf']))
    .digest('base64');
  const digestNode = doc.getElementsByTagNameNS(SOAP_NS.ds, 'DigestValue').item(0);
  const signedInfo = doc.getElementsByTagNameNS(SOAP_NS.ds, 'SignedInfo').item(0);
  if (!digestNode || !signedInfo) throw new Error('Estructura de WS-Security inesperada.');
  digestNode.appendChild(doc.createTextNode(parts.digest));
  const canonical = canonicalizeExclusive(signedInfo, ['wsa', 'soap', 'wcf']);
  parts.signatureValue = sign('sha256', Buffer.from(canonical), input.credentials.privateKey).toString(
    'base64',
  );
  return render(input, certificate, parts);
}

export interface WsSecurityCheck {
  valid: boolean;
  /** Spanish reason when not valid. */
  reason?: string;
  certificate?: X509Certificate;
}

function prefixList(parent: Element | null): string[] {
  const ns = parent?.getElementsByTagNameNS(EXC_C14N, 'InclusiveNamespaces').item(0);
  return (ns?.getAttribute('PrefixList') ?? '').split(/\s+/).filter((p) => p !== '');
}

/** Checks the WS-Security header of a request the way the DIAN does: timestamp, digest and signature. */
export function verifyWsSecurity(envelope: string, now: Date): WsSecurityCheck {
  const doc = new DOMParser().parseFromString(envelope, 'text/xml');
  const token = doc.getElementsByTagNameNS(SOAP_NS.wsse, 'BinarySecurityToken').item(0);
  const signature = doc.getElementsByTagNameNS(SOAP_NS.ds, 'Signature').item(0);
  const expires = doc.getElementsByTagNameNS(SOAP_NS.wsu, 'Expires').item(0);
  if (!token || !signature || !expires)
    return { valid: false, reason: 'La solicitud no trae la cabecera WS-Security completa.' };
  if (Date.parse(expires.textContent ?? '') < now.getTime())
    return { valid: false, reason: 'La marca de tiempo WS-Security de la solicitud está vencida.' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from((token.textContent ?? '').trim(), 'base64'));
  } catch {
    return { valid: false, reason: 'El certificado de la solicitud no es válido.' };
  }
  const reference = signature.getElementsByTagNameNS(SOAP_NS.ds, 'Reference').item(0);
  const signedInfo = signature.getElementsByTagNameNS(SOAP_NS.ds, 'SignedInfo').item(0);
  const uri = reference?.getAttribute('URI') ?? '';
  const target = uri.startsWith('#') ? byWsuId(doc, uri.slice(1)) : null;
  if (!reference || !signedInfo || !target || target.localName !== 'To')
    return { valid: false, reason: 'La firma WS-Security no referencia la cabecera wsa:To.' };
  const transform = reference.getElementsByTagNameNS(SOAP_NS.ds, 'Transform').item(0);
  const digest = createHash('sha256')
    .update(canonicalizeExclusive(target, prefixList(transform)))
    .digest('base64');
  const declared = reference.getElementsByTagNameNS(SOAP_NS.ds, 'DigestValue').item(0)?.textContent ?? '';
  if (digest !== declared.trim())
    return { valid: false, reason: 'El resumen de la cabecera wsa:To no coincide.' };
  const method = signedInfo.getElementsByTagNameNS(SOAP_NS.ds, 'CanonicalizationMethod').item(0);
  const canonical = canonicalizeExclusive(signedInfo, prefixList(method));
  const value = signature.getElementsByTagNameNS(SOAP_NS.ds, 'SignatureValue').item(0)?.textContent ?? '';
  const ok = verify(
    'sha256',
    Buffer.from(canonical),
    certificate.publicKey,
    Buffer.from(value.trim(), 'base64'),
  );
  return ok ? { valid: true, certificate } : { valid: false, reason: 'La firma WS-Security no es válida.' };
}
