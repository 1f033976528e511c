import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import type { ValidationIssue } from './issues.ts';
import { translateSchemaMessage } from './xsd-messages.ts';

/** File names of the DIAN toolkit schemas (v1.0.6); never copied into the repository. */
export const XSD_FILES = {
  NominaIndividual: 'NominaIndividualElectronicaXSD.xsd',
  NominaIndividualDeAjuste: 'NominaIndividualDeAjusteElectronicaXSD.xsd',
} as const;

type RootName = keyof typeof XSD_FILES;

let fsProvidersRegistered = false;

/**
 * Validates documents against the DIAN XSD with libxml2 (WASM). Schemas load once per root and
 * stay in memory; `close()` frees them.
 */
export class DianXsdValidator {
  readonly #directory: string;
  readonly #validators = new Map<RootName, { schema: XmlDocument; validator: XsdValidator }>();

  constructor(directory: string) {
    if (!existsSync(path.join(directory, XSD_FILES.NominaIndividual))) {
      throw new Error(`No se encontraron los esquemas XSD de la DIAN en ${directory}.`);
    }
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

  /** Rule ZB01 (Anexo p.231): every schema failure, translated to a Spanish sentence. */
  validate(xml: string): ValidationIssue[] {
    let doc: XmlDocument;
    try {
      doc = XmlDocument.fromString(xml);
    } catch (error) {
      return [
        {
          rule: 'ZB01',
          severity: 'rechazo',
          path: '/',
          message: `El XML no está bien formado: ${(error as Error).message.trim()}`,
        },
      ];
    }
    try {
      const root = doc.root.name;
      if (root !== 'NominaIndividual' && root !== 'NominaIndividualDeAjuste') {
        return [
          {
            rule: 'ZB01',
            severity: 'rechazo',
            path: '/',
            message: `El elemento raíz ${root} no es un documento de nómina electrónica.`,
          },
        ];
      }
      this.#validatorFor(root).validate(doc);
      return [];
    } catch (error) {
      if (!(error instanceof XmlValidateError)) throw error;
      return error.details.map((d) => ({
        rule: 'ZB01',
        severity: 'rechazo' as const,
        path: `línea ${d.line ?? '?'}`,
        message: translateSchemaMessage(d.message),
      }));
    } finally {
      doc.dispose();
    }
  }

  close(): void {
    for (const { schema, validator } of this.#validators.values()) {
      validator.dispose();
      schema.dispose();
    }
    this.#validators.clear();
  }
}
