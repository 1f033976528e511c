import { DOMParser, type Element } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeWritten, rootNamespaces } from '../src/signature/canonical-text.ts';
import { canonicalizeInclusive } from '../src/signature/canonicalize.ts';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { signPayrollXml } from '../src/signature/xades-signer.ts';
import { buildDocument } from '../src/xml/build-document.ts';
import { rootStartTag, XML_DECLARATION } from '../src/xml/namespaces.ts';
import { element, textElement } from '../src/xml/writer.ts';
import { makeTestPkcs12 } from './certificates.ts';
import { basicPayroll, context, deletionNote, fullPayroll, replacementNote } from './factories.ts';
import { verifyWithXadesjs, verifyWithXmlCrypto } from './independent-verifier.ts';

const pkcs12 = makeTestPkcs12();
const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
const signingTime = new Date('2026-02-01T15:16:07.250Z');

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement as Element;

function byId(root: Element, localName: string, id: string): Element {
  const found = Array.from(root.getElementsByTagNameNS('*', localName)).find(
    (node) => node.getAttribute('Id') === id,
  );
  if (!found) throw new Error(`${localName} ${id}`);
  return found;
}

/** The written text of the first element named `tag` in `xml`. */
function slice(xml: string, tag: string): string {
  const start = xml.indexOf(`<${tag}`);
  const end = xml.indexOf(`</${tag}>`, start) + tag.length + 3;
  return xml.slice(start, end);
}

/** A writer-built document holding `content` under the real root, for the property checks. */
const inRoot = (content: string) =>
  `${XML_DECLARATION}${rootStartTag('NominaIndividual')}${content}</NominaIndividual>`;

describe('C14N of the written text (what the signer digests)', () => {
  const documents = [
    ['basic', basicPayroll()],
    ['full', fullPayroll()],
    [
      'names and notes with & < > " tab and line feed',
      {
        ...fullPayroll(),
        worker: { ...fullPayroll().worker, firstName: 'José "Pepe" & <Hijos>', otherNames: 'Tab\there' },
        notes: ['Línea uno\nLínea dos & <tres> 𝄞'],
      },
    ],
    ['Reemplazar', replacementNote('b'.repeat(96))],
    ['Eliminar', deletionNote('c'.repeat(96))],
  ] as const;

  it.each(documents)(
    'equals xml-crypto on the %s document, its KeyInfo, SignedProperties and SignedInfo',
    (_name, payroll) => {
      const unsigned = buildDocument(payroll, context).xml;
      const signed = signPayrollXml(unsigned, credentials, { signingTime, signatureId: 'c14n' });
      const root = parse(signed);
      const namespaces = rootNamespaces(signed)?.declarations ?? [];

      const signature = byId(root, 'Signature', 'xmldsig-c14n');
      const container = signature.parentNode as Element;
      container.removeChild(signature);
      expect(canonicalizeWritten(unsigned)).toBe(canonicalizeInclusive(root));
      container.appendChild(signature);

      for (const [tag, localName, id] of [
        ['ds:KeyInfo', 'KeyInfo', 'xmldsig-c14n-keyinfo'],
        ['xades:SignedProperties', 'SignedProperties', 'xmldsig-c14n-signedprops'],
      ] as const) {
        expect(canonicalizeWritten(slice(signed, tag), namespaces)).toBe(
          canonicalizeInclusive(byId(root, localName, id)),
        );
      }
      const signedInfo = signature
        .getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'SignedInfo')
        .item(0);
      expect(canonicalizeWritten(slice(signed, 'ds:SignedInfo'), namespaces)).toBe(
        canonicalizeInclusive(signedInfo as Element),
      );
    },
  );

  it('equals xml-crypto on any text and attribute values the writer escapes', () => {
    // Printable text, accents, astral characters and the characters the writer escapes.
    const value = fc.string({
      unit: fc.oneof(
        fc.constantFrom('&', '<', '>', '"', "'", '\t', '\n', ' ', 'ñ', '𝄞', ';', '#'),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => c >= ' '),
      ),
      maxLength: 30,
    });
    fc.assert(
      fc.property(value, value, value, (text, first, second) => {
        const xml = inRoot(
          element(
            'Devengados',
            [
              ['Zeta', first],
              ['Alfa', second],
            ],
            [textElement('Notas', text), element('Basico', [['Dias', first]])],
          ),
        );
        expect(canonicalizeWritten(xml)).toBe(canonicalizeInclusive(parse(xml)));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a comment', inRoot('<Notas><!-- x --></Notas>')],
    ['CDATA', inRoot('<Notas><![CDATA[x]]></Notas>')],
    ['a character reference in text', inRoot('<Notas>&#65;</Notas>')],
    ['a namespace declared below the root', inRoot('<Notas xmlns:a="urn:a">x</Notas>')],
    ['an end tag that does not match', inRoot('<Notas>x</Nota>')],
    ['a carriage return', inRoot('<Notas>a\rb</Notas>')],
  ])('leaves %s to the DOM canonicalizer (null)', (_name, xml) => {
    expect(canonicalizeWritten(xml)).toBeNull();
  });

  it('signs a document outside the fast path through the DOM, and it still verifies', async () => {
    const unsigned = buildDocument(basicPayroll(), context).xml.replace(
      '<Notas>',
      '<!-- revisado --><Notas>',
    );
    const signed = signPayrollXml(unsigned, credentials, { signingTime, signatureId: 'dom' });
    await expect(verifyWithXadesjs(signed)).resolves.toBe(true);
    expect(verifyWithXmlCrypto(signed, pkcs12.certificatePem)).toBe(true);
  });
});
