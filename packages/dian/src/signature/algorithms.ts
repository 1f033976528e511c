/** Algorithm URIs of the DIAN signature (Anexo Técnico v1.0 §7.6–7.7, rules DC03, Regla-3, Regla-4). */
export const ALG = {
  /** Inclusive canonical XML without comments (DC03). */
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  envelopedSignature: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  signedPropertiesType: 'http://uri.etsi.org/01903#SignedProperties',
} as const;

/**
 * Signature policy v2 of the DIAN (Anexo §7.10, DC47–DC53) and the SHA-256 of
 * politicadefirmav2.pdf, matching the declared sha256 DigestMethod.
 */
export const SIGNATURE_POLICY = {
  identifier: 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf',
  description: 'Política de firma para nóminas electrónicas de la República de Colombia.',
  sha256: 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=',
} as const;

/** xades:ClaimedRole (Anexo §7.12, DC54–DC56): the employer signs as "supplier". */
export type SignerRole = 'supplier' | 'third party';
