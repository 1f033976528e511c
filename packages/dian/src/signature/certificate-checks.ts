import { X509Certificate } from 'node:crypto';
import type { ValidationIssue } from '../validation/issues.ts';
import type { SigningCredentials } from './certificate.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What the DIAN checks on the signing certificate that we can check here (Anexo Técnico v1.0
 * §6.2.4): validity at signing time (ZD02) and the digital-signature and non-repudiation key
 * usages (ZD07). The ONAC accreditation of the issuer (ZD04–ZD05) needs the DIAN's trust list.
 */
export function checkSigningCertificate(
  credentials: SigningCredentials,
  signingTime: Date,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const notBefore = new Date(credentials.certificate.validFrom);
  const notAfter = new Date(credentials.certificate.validTo);
  if (signingTime < notBefore || signingTime > notAfter) {
    issues.push({
      rule: 'ZD02',
      severity: 'rechazo',
      path: 'ds:KeyInfo/ds:X509Data',
      message: `El certificado digital no está vigente en la fecha de firma: es válido del ${day(notBefore)} al ${day(notAfter)}.`,
    });
  }
  if (!credentials.keyUsage.digitalSignature || !credentials.keyUsage.nonRepudiation) {
    issues.push({
      rule: 'ZD07',
      severity: 'rechazo',
      path: 'ds:KeyInfo/ds:X509Data',
      message:
        'El certificado digital debe permitir firma digital y no repudio; solicite a la entidad certificadora un certificado de firma.',
    });
  }
  return issues;
}

/**
 * Whether the file carries the whole chain, from the signing certificate up to a self-signed root:
 * the Anexo asks the signature to carry it (§7.5.2, rule DC25). A .p12 exported with the signing
 * certificate alone signs, but the DIAN may refuse it; the company learns it when it uploads the file.
 */
export function certificateChainIssue(credentials: SigningCredentials): ValidationIssue | null {
  const available = credentials.chain.map((entry) => new X509Certificate(entry.der));
  let current = credentials.certificate;
  for (let depth = 0; depth <= available.length; depth += 1) {
    if (current.issuer === current.subject) return null;
    const issuer = available.find((candidate) => candidate.subject === current.issuer);
    if (!issuer) break;
    current = issuer;
  }
  return {
    rule: 'DC25',
    severity: 'notificacion',
    path: 'ds:KeyInfo/ds:X509Data',
    message:
      'El archivo del certificado no trae la cadena completa hasta la entidad certificadora raíz; la DIAN la pide en la firma (regla DC25). Exporte el .p12 con los certificados de la entidad certificadora.',
  };
}
