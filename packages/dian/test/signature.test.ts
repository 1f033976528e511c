import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { certificateChainIssue } from '../src/signature/certificate-checks.ts';
import { signPayrollXml } from '../src/signature/xades-signer.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context, deletionNote, fullPayroll, replacementNote } from './factories.ts';
import { verifyWithXadesjs, verifyWithXmlCrypto } from './independent-verifier.ts';

const pkcs12 = makeTestPkcs12();
const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
const signingTime = new Date('2026-02-01T15:16:07.250Z');
const sign = (xml: string, id = 'a1b2') => signPayrollXml(xml, credentials, { signingTime, signatureId: id });
const signedBasic = sign(buildDocument(basicPayroll(), context).xml);

describe('XAdES-EPES signature (Anexo Técnico v1.0 §7)', () => {
  it.each([
    ['basic', () => basicPayroll()],
    ['full', () => fullPayroll()],
    ['Reemplazar', () => replacementNote('b'.repeat(96))],
    ['Eliminar', () => deletionNote('c'.repeat(96))],
  ] as const)('a signed %s document verifies with xadesjs and with xml-crypto', async (_name, make) => {
    const signed = sign(buildDocument(make(), context).xml);
    await expect(verifyWithXadesjs(signed)).resolves.toBe(true);
    expect(verifyWithXmlCrypto(signed, pkcs12.certificatePem)).toBe(true);
  });

  it('fails verification when a single character of the document changes', async () => {
    const tampered = signedBasic.replace(
      '<Basico DiasTrabajados="30" SueldoTrabajado="2000000.00"/>',
      '<Basico DiasTrabajados="30" SueldoTrabajado="2000001.00"/>',
    );
    expect(tampered).not.toBe(signedBasic);
    expect(tampered.length).toBe(signedBasic.length);
    await expect(verifyWithXadesjs(tampered)).rejects.toThrow(/Invalid digest/);
    expect(verifyWithXmlCrypto(tampered, pkcs12.certificatePem)).toBe(false);
  });

  it('fails verification when the signing time inside SignedProperties changes', async () => {
    const tampered = signedBasic.replace('10:16:07.250-05:00', '10:16:08.250-05:00');
    await expect(verifyWithXadesjs(tampered)).rejects.toThrow(/Invalid digest/);
  });

  it('keeps the unsigned bytes: removing the signature gives back the built document', () => {
    const unsigned = buildDocument(basicPayroll(), context).xml;
    const stripped = signedBasic.replace(/<ds:Signature .*<\/ds:Signature>/, '');
    expect(stripped).toBe(unsigned);
  });

  it('has exactly the three references of DC02 and the DIAN algorithms', () => {
    const references = signedBasic.match(/<ds:Reference [^>]*>/g);
    expect(references).toEqual([
      '<ds:Reference Id="xmldsig-a1b2-ref0" URI="">',
      '<ds:Reference URI="#xmldsig-a1b2-keyinfo">',
      '<ds:Reference Type="http://uri.etsi.org/01903#SignedProperties" URI="#xmldsig-a1b2-signedprops">',
    ]);
    expect(signedBasic).toContain(
      '<ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/><ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>',
    );
    expect(signedBasic).toContain(
      '<ds:Transforms><ds:Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/></ds:Transforms>',
    );
  });

  it('carries SigningTime in Bogotá time, CertDigest over the DER certificate and IssuerSerial', () => {
    const der = new X509Certificate(pkcs12.certificatePem).raw;
    const certDigest = createHash('sha256').update(der).digest('base64');
    expect(signedBasic).toContain('<xades:SigningTime>2026-02-01T10:16:07.250-05:00</xades:SigningTime>');
    expect(signedBasic).toContain(
      `<xades:CertDigest><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>${certDigest}</ds:DigestValue></xades:CertDigest>`,
    );
    // Serial 0x0a1b2c3d4e5f = 11111822610015; issuer in RFC 4514 order (last RDN first).
    expect(signedBasic).toContain(
      '<ds:X509IssuerName>2.5.4.5=#1309393030313233343536,CN=Panadería La Espiga S.A.S.,O=Panadería La Espiga S.A.S.,L=Bogotá D.C.,C=CO</ds:X509IssuerName><ds:X509SerialNumber>11111822610015</ds:X509SerialNumber>',
    );
    expect(signedBasic).toContain(`<ds:X509Certificate>${der.toString('base64')}</ds:X509Certificate>`);
  });

  it('declares the DIAN policy v2 with the SHA-256 hash of its PDF and the supplier role', () => {
    expect(signedBasic).toContain(
      '<xades:Identifier>https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf</xades:Identifier>',
    );
    expect(signedBasic).toContain(
      '<xades:SigPolicyHash><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><ds:DigestValue>dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=</ds:DigestValue></xades:SigPolicyHash>',
    );
    expect(signedBasic).toContain('<xades:ClaimedRole>supplier</xades:ClaimedRole>');
    expect(signedBasic).toContain('<xades:QualifyingProperties Target="#xmldsig-a1b2">');
  });

  it('adds the CA certificates of the .p12 to SigningCertificate and still verifies', async () => {
    const withCa = makeTestPkcs12({ withCa: true });
    const chainCredentials = loadPkcs12(withCa.p12, withCa.password);
    expect(chainCredentials.issuerName).toBe(
      'CN=CA de Prueba\\, Clase II,O=Entidad de Certificación de Prueba,C=CO',
    );
    const signed = signPayrollXml(buildDocument(basicPayroll(), context).xml, chainCredentials, {
      signingTime,
    });
    expect(signed.match(/<xades:Cert>/g)).toHaveLength(2);
    // The whole chain is in X509Data too, the signing certificate first (DC25).
    expect(signed.match(/<ds:X509Certificate>/g)).toHaveLength(2);
    expect(certificateChainIssue(chainCredentials)).toBeNull();
    await expect(verifyWithXadesjs(signed)).resolves.toBe(true);
  });

  it('warns (DC25) when the file holds the signing certificate without its CA; a self-signed one is whole', () => {
    const alone = makeTestPkcs12({ withCa: true, includeCa: false });
    expect(certificateChainIssue(loadPkcs12(alone.p12, alone.password))).toMatchObject({
      rule: 'DC25',
      severity: 'notificacion',
    });
    expect(certificateChainIssue(loadPkcs12(pkcs12.p12, pkcs12.password))).toBeNull();
  });

  it('refuses a wrong password with a Spanish message', () => {
    expect(() => loadPkcs12(pkcs12.p12, 'otra')).toThrow(
      'No fue posible abrir el certificado digital: el archivo o la contraseña no son válidos.',
    );
  });

  it('refuses a document without the empty extension slot', () => {
    expect(() => sign(signedBasic)).toThrow('exactamente un ext:ExtensionContent vacío');
  });
});

describe('PKCS#12 produced by OpenSSL 3 (PBES2, AES-256-CBC, HMAC-SHA256 MAC)', () => {
  it('loads the committed self-signed test file and signs a verifiable document', async () => {
    const file = readFileSync(new URL('./fixtures/openssl3-aes256.p12', import.meta.url));
    const modern = loadPkcs12(file, 'prueba-quincena');
    expect(modern.issuerName).toBe(
      '2.5.4.5=#1309393030313233343536,CN=Empresa de Prueba S.A.S.,O=Empresa de Prueba S.A.S.,L=Medellín,C=CO',
    );
    const signed = signPayrollXml(buildDocument(basicPayroll(), context).xml, modern, { signingTime });
    await expect(verifyWithXadesjs(signed)).resolves.toBe(true);
  });
});
