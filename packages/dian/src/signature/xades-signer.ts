import { createHash, randomUUID, sign } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { toBogotaDateTime } from '../model/bogota-time.ts';
import { escapeText } from '../xml/writer.ts';
import { ALG, SIGNATURE_POLICY, type SignerRole } from './algorithms.ts';
import { canonicalizeWritten, rootNamespaces } from './canonical-text.ts';
import { canonicalizeInclusive } from './canonicalize.ts';
import { certificateDigest, type SigningCredentials } from './certificate.ts';

export interface SignOptions {
  /** When the signature is made; must be earlier than the DIAN's clock (DC24). */
  signingTime: Date;
  /** Defaults to a random UUID; fixed only to make golden tests repeatable. */
  signatureId?: string;
  role?: SignerRole;
}

const EMPTY_CONTENT = /<ext:ExtensionContent\s*(?:\/>|><\/ext:ExtensionContent>)/g;

interface SignatureParts {
  id: string;
  digests: [string, string, string];
  signatureValue: string;
  keyInfo: string;
  signedProperties: string;
}

function sha256(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('base64');
}

function reference(uri: string, digest: string, extra: { id?: string; type?: string; enveloped?: boolean }) {
  const id = extra.id ? ` Id="${extra.id}"` : '';
  const type = extra.type ? ` Type="${extra.type}"` : '';
  const transforms = extra.enveloped
    ? `<ds:Transforms><ds:Transform Algorithm="${ALG.envelopedSignature}"/></ds:Transforms>`
    : '';
  return `<ds:Reference${id}${type} URI="${uri}">${transforms}<ds:DigestMethod Algorithm="${ALG.sha256}"/><ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`;
}

function signedInfoXml(p: SignatureParts): string {
  return (
    '<ds:SignedInfo>' +
    `<ds:CanonicalizationMethod Algorithm="${ALG.c14n}"/>` +
    `<ds:SignatureMethod Algorithm="${ALG.rsaSha256}"/>` +
    reference('', p.digests[0], { id: `${p.id}-ref0`, enveloped: true }) +
    reference(`#${p.id}-keyinfo`, p.digests[1], {}) +
    reference(`#${p.id}-signedprops`, p.digests[2], { type: ALG.signedPropertiesType }) +
    '</ds:SignedInfo>'
  );
}

function signatureXml(p: SignatureParts): string {
  return (
    `<ds:Signature Id="${p.id}">` +
    signedInfoXml(p) +
    `<ds:SignatureValue Id="${p.id}-sigvalue">${p.signatureValue}</ds:SignatureValue>` +
    p.keyInfo +
    `<ds:Object><xades:QualifyingProperties Target="#${p.id}">${p.signedProperties}</xades:QualifyingProperties></ds:Object>` +
    '</ds:Signature>'
  );
}

function certXml(der: Buffer, issuerName: string, serialNumber: string): string {
  return (
    '<xades:Cert><xades:CertDigest>' +
    `<ds:DigestMethod Algorithm="${ALG.sha256}"/><ds:DigestValue>${certificateDigest(der, 'sha256')}</ds:DigestValue>` +
    '</xades:CertDigest><xades:IssuerSerial>' +
    `<ds:X509IssuerName>${escapeText(issuerName)}</ds:X509IssuerName><ds:X509SerialNumber>${serialNumber}</ds:X509SerialNumber>` +
    '</xades:IssuerSerial></xades:Cert>'
  );
}

function signedPropertiesXml(id: string, credentials: SigningCredentials, options: SignOptions): string {
  // The Anexo asks for the whole chain (§7.5.2, DC25); we add what the .p12 carries, leaf first.
  const chainCerts = credentials.chain.map((c) => certXml(c.der, c.issuerName, c.serialNumber));
  return (
    `<xades:SignedProperties Id="${id}-signedprops"><xades:SignedSignatureProperties>` +
    `<xades:SigningTime>${toBogotaDateTime(options.signingTime)}</xades:SigningTime>` +
    '<xades:SigningCertificate>' +
    certXml(credentials.certificateDer, credentials.issuerName, credentials.serialNumber) +
    chainCerts.join('') +
    '</xades:SigningCertificate>' +
    '<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId><xades:SigPolicyId>' +
    `<xades:Identifier>${SIGNATURE_POLICY.identifier}</xades:Identifier>` +
    `<xades:Description>${SIGNATURE_POLICY.description}</xades:Description>` +
    '</xades:SigPolicyId><xades:SigPolicyHash>' +
    `<ds:DigestMethod Algorithm="${ALG.sha256}"/><ds:DigestValue>${SIGNATURE_POLICY.sha256}</ds:DigestValue>` +
    '</xades:SigPolicyHash></xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>' +
    `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${options.role ?? 'supplier'}</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>` +
    '</xades:SignedSignatureProperties></xades:SignedProperties>'
  );
}

/** The signing certificate first, then the rest of the chain the file carries (DC25 wants it whole). */
function keyInfoXml(id: string, credentials: SigningCredentials): string {
  const certificates = [credentials.certificateDer, ...credentials.chain.map((entry) => entry.der)];
  return (
    `<ds:KeyInfo Id="${id}-keyinfo"><ds:X509Data>` +
    certificates.map((der) => `<ds:X509Certificate>${der.toString('base64')}</ds:X509Certificate>`).join('') +
    '</ds:X509Data></ds:KeyInfo>'
  );
}

function findById(root: Element, localName: string, id: string): Element {
  const candidates = root.getElementsByTagNameNS('*', localName);
  for (let i = 0; i < candidates.length; i++) {
    const node = candidates.item(i);
    if (node && node.getAttribute('Id') === id) return node;
  }
  throw new Error(`No se encontró el elemento ${localName} con Id ${id}.`);
}

/**
 * Signs a DIAN payroll XML with XAdES-EPES (Anexo Técnico v1.0 §7): enveloped signature inside
 * the empty ext:ExtensionContent, inclusive C14N, RSA-SHA256 and the three references the Anexo
 * requires (DC02): the document, ds:KeyInfo and xades:SignedProperties.
 *
 * The unsigned bytes are kept as they are; only the signature is inserted, so nothing is
 * re-serialised after the digests are taken (reference §4.3 pitfall 3).
 */
export function signPayrollXml(xml: string, credentials: SigningCredentials, options: SignOptions): string {
  const slots = xml.match(EMPTY_CONTENT) ?? [];
  if (slots.length !== 1) {
    throw new Error(
      'El documento debe tener exactamente un ext:ExtensionContent vacío para la firma (NIE001).',
    );
  }
  // The signature uses the ds: and xades: prefixes the root declares (Anexo Tabla 1).
  const rootTag = xml.slice(0, xml.indexOf('<ext:UBLExtensions'));
  if (
    !rootTag.includes(`xmlns:ds="${ALG_DS}"`) ||
    !rootTag.includes('xmlns:xades="http://uri.etsi.org/01903/v1.3.2#"')
  ) {
    throw new Error('La raíz del documento debe declarar los espacios de nombres ds y xades (NIE901).');
  }
  const id = `xmldsig-${options.signatureId ?? randomUUID()}`;
  const parts: SignatureParts = {
    id,
    digests: ['', '', ''],
    signatureValue: '',
    keyInfo: keyInfoXml(id, credentials),
    signedProperties: signedPropertiesXml(id, credentials, options),
  };
  const [before, after] = xml.split(EMPTY_CONTENT) as [string, string];
  const assemble = () =>
    `${before}<ext:ExtensionContent>${signatureXml(parts)}</ext:ExtensionContent>${after}`;
  const signatureValue = (canonicalSignedInfo: string) =>
    sign('sha256', Buffer.from(canonicalSignedInfo, 'utf8'), credentials.privateKey).toString('base64');
  if (!digestWritten(xml, before, parts, signatureValue)) digestParsed(assemble(), parts, signatureValue);
  return assemble();
}

/**
 * The three digests and the signature value from the written text (canonical-text.ts): the document
 * before the signature goes in is exactly what the enveloped-signature transform leaves, and the three
 * signed parts are canonicalized with the root's namespaces, the only ones in scope above them. False
 * (nothing set) when the text is not the writer's, e.g. a namespace declared between the root and the
 * signature's place.
 */
function digestWritten(
  xml: string,
  before: string,
  parts: SignatureParts,
  sign: (canonicalSignedInfo: string) => string,
): boolean {
  const root = rootNamespaces(xml);
  if (!root || before.includes('xmlns', root.end)) return false;
  const namespaces = root.declarations;
  const document = canonicalizeWritten(xml);
  const keyInfo = canonicalizeWritten(parts.keyInfo, namespaces);
  const signedProperties = canonicalizeWritten(parts.signedProperties, namespaces);
  if (document === null || keyInfo === null || signedProperties === null) return false;
  const digests: [string, string, string] = [sha256(document), sha256(keyInfo), sha256(signedProperties)];
  const signedInfo = canonicalizeWritten(signedInfoXml({ ...parts, digests }), namespaces);
  if (signedInfo === null) return false;
  parts.digests = digests;
  parts.signatureValue = sign(signedInfo);
  return true;
}

/** The same digests and value through a parsed document (xmldom and xml-crypto's canonicalizer). */
function digestParsed(
  assembled: string,
  parts: SignatureParts,
  sign: (canonicalSignedInfo: string) => string,
): void {
  const { id } = parts;
  const doc = new DOMParser().parseFromString(assembled, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('El documento no tiene elemento raíz.');
  const signature = findById(root, 'Signature', id);
  const container = signature.parentNode as Element;

  // Reference 1: the whole document with the signature removed (enveloped-signature transform).
  container.removeChild(signature);
  parts.digests[0] = sha256(canonicalizeInclusive(root));
  container.appendChild(signature);
  // References 2 and 3, canonicalised in place so they inherit the root's namespaces.
  parts.digests[1] = sha256(canonicalizeInclusive(findById(root, 'KeyInfo', `${id}-keyinfo`)));
  parts.digests[2] = sha256(canonicalizeInclusive(findById(root, 'SignedProperties', `${id}-signedprops`)));

  const digestNodes = signature.getElementsByTagNameNS(ALG_DS, 'DigestValue');
  // The first three DigestValue elements in document order are those of SignedInfo.
  for (let i = 0; i < 3; i++) {
    const node = digestNodes.item(i);
    if (!node) throw new Error('Estructura de firma inesperada.');
    node.appendChild(doc.createTextNode(parts.digests[i] as string));
  }
  const signedInfo = signature.getElementsByTagNameNS(ALG_DS, 'SignedInfo').item(0);
  if (!signedInfo) throw new Error('Estructura de firma inesperada.');
  parts.signatureValue = sign(canonicalizeInclusive(signedInfo));
}

const ALG_DS = 'http://www.w3.org/2000/09/xmldsig#';
