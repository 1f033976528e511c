import { Crypto } from '@peculiar/webcrypto';
import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import { SignedXml as XmlCryptoSignedXml } from 'xml-crypto';
import * as xmldsigjs from 'xmldsigjs';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
let configured = false;

/**
 * xmldsigjs' enveloped-signature transform only drops a ds:Signature that is a direct child of
 * the root; XMLDSig §6.6.4 drops the signature that contains the transform wherever it is, and
 * UBL puts it deep inside ext:UBLExtensions. This spec-faithful replacement removes it wherever
 * it is (in place, as the original does), leaving every digest and RSA check to xmldsigjs.
 */
function patchEnvelopedTransform(): void {
  const proto = xmldsigjs.XmlDsigEnvelopedSignatureTransform.prototype as unknown as {
    innerXml: Element;
    GetOutput(): unknown;
  };
  proto.GetOutput = function getOutput(this: { innerXml: Element }) {
    const signatures = Array.from(this.innerXml.getElementsByTagNameNS(DS, 'Signature'));
    for (const signature of signatures) signature.parentNode?.removeChild(signature as Element);
    return this.innerXml;
  };
}

/**
 * Verifies a signed document with xadesjs (PeculiarVentures, on @peculiar/webcrypto): a library
 * that shares no code with our signer.
 */
export async function verifyWithXadesjs(xml: string): Promise<boolean> {
  if (!configured) {
    xadesjs.Application.setEngine(
      'NodeJS',
      new Crypto() as unknown as Parameters<typeof xadesjs.Application.setEngine>[1],
    );
    xadesjs.setNodeDependencies({ DOMParser, XMLSerializer });
    patchEnvelopedTransform();
    configured = true;
  }
  const doc = xadesjs.Parse(xml);
  const signatures = doc.getElementsByTagNameNS(DS, 'Signature');
  if (signatures.length !== 1) throw new Error(`expected one signature, found ${signatures.length}`);
  const signed = new xadesjs.SignedXml(doc);
  signed.LoadXml(signatures[0] as Parameters<typeof signed.LoadXml>[0]);
  return signed.Verify();
}

/** Verifies with xml-crypto's own verification path (its SignedXml, not our signer). */
export function verifyWithXmlCrypto(xml: string, certificatePem: string): boolean {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS(DS, 'Signature').item(0);
  if (!signature) throw new Error('no signature');
  const verifier = new XmlCryptoSignedXml({ publicCert: certificatePem });
  verifier.loadSignature(signature as unknown as Parameters<typeof verifier.loadSignature>[0]);
  return verifier.checkSignature(xml);
}
