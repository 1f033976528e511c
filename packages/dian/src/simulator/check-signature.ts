import { createHash, X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { SIGNATURE_POLICY } from '../signature/algorithms.ts';
import { forgeCertificate, keyUsageOf } from '../signature/certificate.ts';
import { path, text } from './xml-reader.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';

export interface SignatureFinding {
  rule: string;
  message: string;
}

function toPem(base64: string): string {
  const lines = base64.replace(/\s+/g, '').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * Verifies the XAdES-EPES signature like the DIAN (Anexo §7, rules DC01–DC56, ZD02, ZD07,
 * ZE01–ZE02): one signature in the extension, three references, the policy, the signing
 * certificate digest, signing time and certificate validity and key usage, and the cryptographic
 * check by xml-crypto's verifier (not our signer). Trust in the issuing CA (ONAC) is not
 * simulated: any issuer is accepted.
 */
export function checkSignature(xml: string, root: Element, now: Date): SignatureFinding[] {
  const signatures = root.getElementsByTagNameNS(DS, 'Signature');
  if (signatures.length !== 1) {
    return [{ rule: 'DC01', message: 'El documento debe tener exactamente una firma ds:Signature.' }];
  }
  const signature = signatures.item(0) as Element;
  const parent = signature.parentNode as Element | null;
  if (parent?.localName !== 'ExtensionContent') {
    return [
      {
        rule: 'NIE001',
        message: 'La firma debe estar dentro de ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent.',
      },
    ];
  }
  const findings: SignatureFinding[] = [];
  const references = signature.getElementsByTagNameNS(DS, 'Reference');
  const signedInfoReferences = Array.from({ length: references.length }, (_, i) => references.item(i)).filter(
    (r) => (r?.parentNode as Element | null)?.localName === 'SignedInfo',
  );
  if (signedInfoReferences.length !== 3) {
    findings.push({
      rule: 'DC02',
      message: 'La firma debe tener exactamente tres referencias en SignedInfo.',
    });
  }
  const certificateText = text(signature.getElementsByTagNameNS(DS, 'X509Certificate').item(0));
  let certificate: X509Certificate | null = null;
  try {
    certificate = new X509Certificate(Buffer.from(certificateText, 'base64'));
  } catch {
    findings.push({ rule: 'DC12', message: 'El certificado de la firma no es válido.' });
  }
  const signedProperties = signature.getElementsByTagNameNS(XADES, 'SignedProperties').item(0);
  const policy = text(signature.getElementsByTagNameNS(XADES, 'Identifier').item(0));
  const signingTime = text(signature.getElementsByTagNameNS(XADES, 'SigningTime').item(0));
  const certDigest = signature.getElementsByTagNameNS(XADES, 'CertDigest').item(0);
  if (!signedProperties || policy !== SIGNATURE_POLICY.identifier || signingTime === '' || !certDigest) {
    findings.push({
      rule: 'ZE01',
      message: 'La firma no es XAdES-EPES con la política de firma de la DIAN.',
    });
  } else if (certificate) {
    const algorithm = path(certDigest, 'DigestMethod')?.getAttribute('Algorithm') ?? '';
    const hash = algorithm.endsWith('sha512') ? 'sha512' : algorithm.endsWith('sha384') ? 'sha384' : 'sha256';
    const expected = createHash(hash).update(certificate.raw).digest('base64');
    if (text(path(certDigest, 'DigestValue')) !== expected) {
      findings.push({
        rule: 'DC31',
        message: 'El resumen del certificado firmante (CertDigest) no coincide.',
      });
    }
  }
  if (signingTime !== '' && Date.parse(signingTime) > now.getTime()) {
    findings.push({
      rule: 'DC24',
      message: 'La fecha de firma es posterior a la hora del sistema de la DIAN.',
    });
  }
  if (certificate) {
    const at = signingTime !== '' ? new Date(signingTime) : now;
    if (at < new Date(certificate.validFrom) || at > new Date(certificate.validTo)) {
      findings.push({
        rule: 'ZD02',
        message: 'El certificado de firma no estaba vigente en la fecha de firma.',
      });
    }
    const usage = keyUsageOf(forgeCertificate(certificate.raw));
    if (!usage.digitalSignature || !usage.nonRepudiation) {
      findings.push({
        rule: 'ZD07',
        message: 'El certificado de firma no tiene los usos firma digital y no repudio.',
      });
    }
    try {
      const verifier = new SignedXml({ publicCert: toPem(certificateText) });
      verifier.loadSignature(signature as unknown as Parameters<typeof verifier.loadSignature>[0]);
      if (!verifier.checkSignature(xml))
        findings.push({ rule: 'ZE02', message: 'El valor de la firma no es válido.' });
    } catch (error) {
      findings.push({ rule: 'ZE02', message: `La firma no es válida: ${(error as Error).message}` });
    }
  }
  return findings;
}
