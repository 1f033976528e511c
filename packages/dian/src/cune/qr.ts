import type { Environment } from '../model/code-lists.ts';

/**
 * The DIAN catalogue URL per environment (Anexo Técnico v1.0 §13 p.259–260, NIE021). Typed with
 * ASCII hyphens and two slashes: the PDF's text layer carries U+2010 and "http:/".
 */
export const QR_CATALOGUE = {
  1: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=',
  2: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=',
} as const satisfies Record<Environment, string>;

/** CodigoQR element content: the catalogue URL with the CUNE. */
export function qrUrl(environment: Environment, cune: string): string {
  return QR_CATALOGUE[environment] + cune;
}

export interface QrPayloadInput {
  number: string;
  issueDate: string;
  issueTime: string;
  /** Only for adjustment notes. */
  noteType?: number;
  employerNit: string;
  workerDocument: string;
  earningsTotal: string;
  deductionsTotal: string;
  netTotal: string;
  cune: string;
  environment: Environment;
}

/**
 * The text encoded in the QR image of the graphic representation (Anexo §13.1 p.258–261): one
 * "Name: value" line per field, then the catalogue URL.
 */
export function qrPayload(input: QrPayloadInput): string {
  const lines = [
    `NumNIE: ${input.number}`,
    `FecNIE: ${input.issueDate}`,
    `HorNIE: ${input.issueTime}`,
    ...(input.noteType === undefined ? [] : [`TipoNota: ${input.noteType}`]),
    `NitNIE: ${input.employerNit}`,
    `DocEmp: ${input.workerDocument}`,
    `ValDev: ${input.earningsTotal}`,
    `ValDed: ${input.deductionsTotal}`,
    `ValTol: ${input.netTotal}`,
    `CUNE: ${input.cune}`,
    qrUrl(input.environment, input.cune),
  ];
  return lines.join('\n');
}
