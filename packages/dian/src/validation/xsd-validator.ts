import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import type { ValidationIssue } from './issues.ts';
import { assertXsdDirectory, XSD_FILES } from './xsd-files.ts';
import { translateSchemaMessage } from './xsd-messages.ts';

type RootName = keyof typeof XSD_FILES;

/**
 * The toolkit's ExtensionContent admits any element with lax processing and imports a signature
 * schema (UBL-CommonSignatureComponents) the toolkit folder does not ship, so the document's schema
 * never checks ds:Signature. The toolkit does ship the XMLDSig and XAdES schemas: this wrapper loads
 * them, and the signature is validated on its own against them (the declarations it finds: ds:Signature
 * strictly, the XAdES QualifyingProperties inside ds:Object by lax processing).
 */
const SIGNATURE_SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:quincena:firma-nomina"
  elementFormDefault="qualified">
  <xsd:import namespace="http://www.w3.org/2000/09/xmldsig#" schemaLocation="UBL-xmldsig-core-schema-2.1.xsd"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.3.2#" schemaLocation="UBL-XAdESv132-2.1.xsd"/>
  <xsd:import namespace="http://uri.etsi.org/01903/v1.4.1#" schemaLocation="UBL-XAdESv141-2.1.xsd"/>
</xsd:schema>`;
const SIGNATURE_FILES = ['UBL-xmldsig-core-schema-2.1.xsd', 'UBL-XAdESv132-2.1.xsd', 'UBL-XAdESv141-2.1.xsd'];
const SIGNATURE_NAMESPACES =
  'xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" ' +
  'xmlns:xades141="http://uri.etsi.org/01903/v1.4.1#"';

/** The ds:Signature element of a document as a standalone XML, its namespaces declared on it. */
export function signatureElement(xml: string): string | null {
  const start = xml.indexOf('<ds:Signature');
  const end = xml.indexOf('</ds:Signature>');
  if (start < 0 || end < start) return null;
  const element = xml.slice(start, end + '</ds:Signature>'.length);
  return element.replace('<ds:Signature', `<ds:Signature ${SIGNATURE_NAMESPACES}`);
}

let fsProvidersRegistered = false;

/**
 * Validates documents against the DIAN XSD with libxml2 (WASM). Schemas load once per root and
 * stay in memory; `close()` frees them.
 */
export class DianXsdValidator {
  readonly #directory: string;
  readonly #validators = new Map<RootName | 'signature', { schema: XmlDocument; validator: XsdValidator }>();

  constructor(directory: string) {
    assertXsdDirectory(directory);
    this.#directory = directory;
  }

  #validatorFor(root: RootName): XsdValidator {
    const cached = this.#validators.get(root);
    if (cached) return cached.validator;
    if (!fsProvidersRegistered) {
      // The schemas import the UBL and XAdES schemas by relative path.
      xmlRegisterFsInputProviders();
      fsProvidersRegistered = true;
    }
    const file = path.join(this.#directory, XSD_FILES[root]);
    const schema = XmlDocument.fromString(readFileSync(file, 'utf8'), { url: file });
    const validator = XsdValidator.fromDoc(schema);
    this.#validators.set(root, { schema, validator });
    return validator;
  }

  #signatureValidator(): XsdValidator | null {
    const cached = this.#validators.get('signature');
    if (cached) return cached.validator;
    if (SIGNATURE_FILES.some((file) => !existsSync(path.join(this.#directory, file)))) return null;
    this.#validatorFor('NominaIndividual'); // registers the file providers the imports need
    const url = path.join(this.#directory, 'quincena-firma-nomina.xsd');
    const schema = XmlDocument.fromString(SIGNATURE_SCHEMA, { url });
    const validator = XsdValidator.fromDoc(schema);
    this.#validators.set('signature', { schema, validator });
    return validator;
  }

  /** The signature block against the XMLDSig and XAdES schemas (rule ZB01 on ds:Signature). */
  #validateSignature(xml: string): ValidationIssue[] {
    const element = signatureElement(xml);
    const validator = element ? this.#signatureValidator() : null;
    if (!element || !validator) return [];
    return schemaIssues(element, () => validator, {
      path: () => 'ds:Signature',
      message: (text) => `Firma: ${text}`,
      malformed: 'La firma no está bien formada',
      malformedPath: 'ds:Signature',
    });
  }

  /** Rule ZB01 (Anexo p.231): every schema failure, translated to a Spanish sentence, the signature's too. */
  validate(xml: string): ValidationIssue[] {
    const issues = schemaIssues(
      xml,
      (doc) => {
        const root = doc.root.name;
        if (root === 'NominaIndividual' || root === 'NominaIndividualDeAjuste')
          return this.#validatorFor(root);
        return [zb01('/', `El elemento raíz ${root} no es un documento de nómina electrónica.`)];
      },
      {
        path: (line) => `línea ${line ?? '?'}`,
        message: (text) => text,
        malformed: 'El XML no está bien formado',
        malformedPath: '/',
      },
    );
    return issues.length > 0 ? issues : this.#validateSignature(xml);
  }

  close(): void {
    for (const { schema, validator } of this.#validators.values()) {
      validator.dispose();
      schema.dispose();
    }
    this.#validators.clear();
  }
}

const zb01 = (path: string, message: string): ValidationIssue => ({
  rule: 'ZB01',
  severity: 'rechazo',
  path,
  message,
});

/**
 * Parses `xml` and validates it with the schema `pick` chooses (or the issues `pick` found first):
 * a parse failure, or each schema failure translated to Spanish, as ZB01 issues.
 */
function schemaIssues(
  xml: string,
  pick: (doc: XmlDocument) => XsdValidator | ValidationIssue[],
  where: {
    path: (line: number | undefined) => string;
    message: (text: string) => string;
    malformed: string;
    malformedPath: string;
  },
): ValidationIssue[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return [
      zb01(
        where.path(undefined).startsWith('línea') ? '/' : where.path(undefined),
        `${where.malformed}: ${(error as Error).message.trim()}`,
      ),
    ];
  }
  try {
    const validator = pick(doc);
    if (Array.isArray(validator)) return validator;
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((d) =>
      zb01(where.path(d.line), where.message(translateSchemaMessage(d.message))),
    );
  } finally {
    doc.dispose();
  }
}
