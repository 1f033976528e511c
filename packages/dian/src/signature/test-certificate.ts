import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface TestPkcs12 {
  p12: Uint8Array;
  password: string;
  certificatePem: string;
}

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/** A certificate of `keys`' public key with that serial number, valid from `notBefore` to `notAfter`. */
function certificateOf(
  keys: ReturnType<typeof keyPair>,
  serialNumber: string,
  notBefore: Date,
  notAfter: Date,
): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serialNumber;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  return certificate;
}

/**
 * A signing certificate in a PKCS#12 made here, for tests and the demo company (never a real company's:
 * the DIAN accepts only certificates of an ONAC-accredited authority). Self-signed, or issued by a test CA
 * when `withCa`.
 * Key usage digitalSignature + nonRepudiation, as rule ZD07 requires.
 */
export function makeTestPkcs12(
  options: {
    password?: string;
    withCa?: boolean;
    /** With `withCa`: false leaves the CA out of the file (the signing certificate alone, an incomplete chain). */
    includeCa?: boolean;
    nit?: string;
    validTo?: Date;
    nonRepudiation?: boolean;
  } = {},
): TestPkcs12 {
  const password = options.password ?? 'clave-de-prueba';
  const now = new Date('2025-01-01T00:00:00Z');
  const until = options.validTo ?? new Date('2035-01-01T00:00:00Z');
  const subject = [
    { shortName: 'C', value: 'CO' },
    { shortName: 'L', value: 'Bogotá D.C.' },
    { shortName: 'O', value: 'Panadería La Espiga S.A.S.' },
    { shortName: 'CN', value: 'Panadería La Espiga S.A.S.' },
    { type: '2.5.4.5', value: options.nit ?? '900123456' },
  ];
  const leafKeys = keyPair();
  const leaf = certificateOf(leafKeys, '0a1b2c3d4e5f', now, until);
  leaf.setSubject(subject);
  let signerKey = leafKeys.privateKey;
  const bagCerts = [leaf];
  if (options.withCa) {
    const caKeys = keyPair();
    const ca = certificateOf(caKeys, '01', now, until);
    const caSubject = [
      { shortName: 'C', value: 'CO' },
      { shortName: 'O', value: 'Entidad de Certificación de Prueba' },
      { shortName: 'CN', value: 'CA de Prueba, Clase II' },
    ];
    ca.setSubject(caSubject);
    ca.setIssuer(caSubject);
    ca.setExtensions([{ name: 'basicConstraints', cA: true }]);
    ca.sign(caKeys.privateKey, forge.md.sha256.create());
    leaf.setIssuer(caSubject);
    signerKey = caKeys.privateKey;
    if (options.includeCa !== false) bagCerts.push(ca);
  } else {
    leaf.setIssuer(subject);
  }
  leaf.setExtensions([
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: options.nonRepudiation ?? true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
  ]);
  leaf.sign(signerKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(leafKeys.privateKey, bagCerts, password, { algorithm: '3des' });
  const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  return { p12, password, certificatePem: forge.pki.certificateToPem(leaf) };
}
