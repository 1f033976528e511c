import { dianFileName } from './files/file-names.ts';
import { zipDocument } from './files/zip.ts';
import type { BuildContext, PayrollDocument } from './model/documents.ts';
import type { SignerRole } from './signature/algorithms.ts';
import type { SigningCredentials } from './signature/certificate.ts';
import { checkSigningCertificate } from './signature/certificate-checks.ts';
import { signPayrollXml } from './signature/xades-signer.ts';
import { DianValidationError, hasRejections, type ValidationIssue } from './validation/issues.ts';
import { validateDocument } from './validation/model-rules.ts';
import type { DianXsdValidator } from './validation/xsd-validator.ts';
import { type BuiltDocument, buildDocument } from './xml/build-document.ts';

/** Anexo rule ZA01: the XML may not exceed 500 KB. */
export const MAX_XML_BYTES = 500 * 1024;

export interface PrepareOptions extends BuildContext {
  credentials: SigningCredentials;
  /** Signing instant; defaults to the document's generation instant. */
  signingTime?: Date;
  /** Hexadecimal consecutive of the XML and zip file names in the year (Anexo §3.5). */
  fileConsecutive: number;
  /** When given, the signed XML is also checked against the DIAN XSD (rule ZB01). */
  xsd?: DianXsdValidator;
  role?: SignerRole;
  signatureId?: string;
}

/** A document ready for the web service: signed bytes, names and the zip. */
export interface PreparedDocument {
  built: BuiltDocument;
  signedXml: string;
  xmlFileName: string;
  zipFileName: string;
  /** The zip the web service takes, made when first read. */
  readonly zip: Uint8Array;
  /** Notifications only; rejections throw. */
  warnings: ValidationIssue[];
}

/**
 * Validates, builds, signs and zips one document. Any rule the DIAN would reject stops here with
 * a DianValidationError whose issues explain each failure in Spanish.
 */
export function prepareDocument(document: PayrollDocument, options: PrepareOptions): PreparedDocument {
  const signingTime = options.signingTime ?? document.issue.issuedAt;
  const issues = [
    ...validateDocument(document, options),
    ...checkSigningCertificate(options.credentials, signingTime),
  ];
  if (hasRejections(issues)) throw new DianValidationError(issues);
  const built = buildDocument(document, options);
  const signedXml = signPayrollXml(built.xml, options.credentials, {
    signingTime,
    role: options.role,
    signatureId: options.signatureId,
  });
  const after: ValidationIssue[] = [];
  if (Buffer.byteLength(signedXml, 'utf8') > MAX_XML_BYTES) {
    after.push({
      rule: 'ZA01',
      severity: 'rechazo',
      path: '/',
      message: 'El documento firmado supera el tamaño máximo de 500 KB.',
    });
  }
  if (options.xsd) after.push(...options.xsd.validate(signedXml));
  if (hasRejections(after)) throw new DianValidationError([...issues, ...after]);
  const year = Number(built.issueDate.slice(0, 4));
  const kind = document.kind === 'individual' ? 'individual' : 'adjustment';
  const xmlFileName = dianFileName(kind, document.employer.nit, year, options.fileConsecutive);
  const zipFileName = dianFileName('zip', document.employer.nit, year, options.fileConsecutive);
  // Zipped on first use: the payroll run stores the XML and zips again when it transfers, so deflating
  // here was an eighth of its build time spent on bytes nobody read (decision 0331).
  let zip: Uint8Array | undefined;
  const issuedAt = document.issue.issuedAt;
  return {
    built,
    signedXml,
    xmlFileName,
    zipFileName,
    get zip() {
      zip ??= zipDocument(xmlFileName, signedXml, issuedAt);
      return zip;
    },
    warnings: issues,
  };
}
