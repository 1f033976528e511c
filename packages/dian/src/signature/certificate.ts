import { createHash, createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export interface ChainCertificate {
  der: Buffer;
  issuerName: string;
  serialNumber: string;
}

/** The company's signing material, loaded once from its PKCS#12 (.p12 / .pfx) file. */
export interface SigningCredentials {
  privateKey: KeyObject;
  /** DER bytes of the signing certificate. */
  certificateDer: Buffer;
  /** The rest of the chain found in the file (intermediate and root CAs). */
  chain: ChainCertificate[];
  /** RFC 4514 issuer name, as XMLDSig X509IssuerName expects. */
  issuerName: string;
  /** Serial number in decimal. */
  serialNumber: string;
  certificate: X509Certificate;
  /** Key usage flags of the signing certificate (rule ZD07 needs both). */
  keyUsage: { digitalSignature: boolean; nonRepudiation: boolean };
}

const SHORT_NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.9': 'STREET',
  '0.9.2342.19200300.100.1.25': 'DC',
  '0.9.2342.19200300.100.1.1': 'UID',
};

function escapeRdnValue(value: string): string {
  return value
    .replace(/([\\,+"<>;=])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');
}

/** forge keeps UTF8String values as raw bytes; certification authorities write names with accents. */
function attributeText(a: forge.pki.CertificateField): string {
  const raw = String(a.value ?? '');
  if ((a.valueTagClass as number) !== forge.asn1.Type.UTF8) return raw;
  try {
    return forge.util.decodeUtf8(raw);
  } catch {
    return raw;
  }
}

/**
 * RFC 4514 string: RDNs in reverse order of the certificate, comma-separated. Attributes without
 * a short name are written as OID=#hex of their DER value, as the RFC requires.
 */
export function rfc4514Name(attributes: forge.pki.CertificateField[]): string {
  return [...attributes]
    .reverse()
    .map((a) => {
      const short = a.type ? SHORT_NAMES[a.type] : undefined;
      if (short) return `${short}=${escapeRdnValue(attributeText(a))}`;
      const der = forge.asn1
        .toDer(
          forge.asn1.create(
            forge.asn1.Class.UNIVERSAL,
            a.valueTagClass as number,
            false,
            String(a.value ?? ''),
          ),
        )
        .getBytes();
      return `${a.type}=#${forge.util.bytesToHex(der)}`;
    })
    .join(',');
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, type: string): forge.pkcs12.Bag[] {
  return p12.getBags({ bagType: type })[type] ?? [];
}

/** Opens a PKCS#12 file with its password; errors are Spanish because users see them. */
export function loadPkcs12(p12: Uint8Array, password: string): SigningCredentials {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(p12));
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    throw new Error(
      'No fue posible abrir el certificado digital: el archivo o la contraseña no son válidos.',
    );
  }
  const keyBag =
    bagsOf(pfx, forge.pki.oids.pkcs8ShroudedKeyBag ?? '')[0] ?? bagsOf(pfx, forge.pki.oids.keyBag ?? '')[0];
  if (!keyBag?.key) throw new Error('El certificado digital no contiene la llave privada.');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certs = bagsOf(pfx, forge.pki.oids.certBag ?? '')
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => c !== undefined && c !== null);
  const keyModulus = (keyBag.key as forge.pki.rsa.PrivateKey).n;
  const leaf = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n.equals(keyModulus));
  if (!leaf) throw new Error('El certificado digital no contiene el certificado de la llave privada.');
  const toDer = (c: forge.pki.Certificate) =>
    Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes(), 'binary');
  const certificateDer = toDer(leaf);
  return {
    privateKey,
    certificateDer,
    chain: certs
      .filter((c) => c !== leaf)
      .map((c) => ({
        der: toDer(c),
        issuerName: rfc4514Name(c.issuer.attributes),
        serialNumber: BigInt(`0x${c.serialNumber}`).toString(10),
      })),
    issuerName: rfc4514Name(leaf.issuer.attributes),
    serialNumber: BigInt(`0x${leaf.serialNumber}`).toString(10),
    certificate: new X509Certificate(certificateDer),
    keyUsage: keyUsageOf(leaf),
  };
}

/** Without a keyUsage extension no usage is asserted, so the DIAN's ZD07 check fails. */
export function keyUsageOf(cert: forge.pki.Certificate): SigningCredentials['keyUsage'] {
  const extension = cert.getExtension('keyUsage') as
    | { digitalSignature?: boolean; nonRepudiation?: boolean }
    | undefined;
  return {
    digitalSignature: extension?.digitalSignature === true,
    nonRepudiation: extension?.nonRepudiation === true,
  };
}

/** Parses a DER certificate with forge (used where key usage must be read). */
export function forgeCertificate(der: Buffer): forge.pki.Certificate {
  return forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.binary.raw.encode(der)));
}

export function certificateDigest(der: Buffer, algorithm: 'sha256' | 'sha384' | 'sha512'): string {
  return createHash(algorithm).update(der).digest('base64');
}
