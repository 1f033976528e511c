import type { TLegalResponse } from '@quincena/contracts';
import { renderTextPdf } from '../../../platform/pdf/text-pdf.ts';
import {
  POLICIES_PARAGRAPHS,
  POLICIES_TITLE,
  TERMS_DIALOG_PARAGRAPHS,
  TERMS_PARAGRAPHS,
  TERMS_TITLE,
} from './legal-texts.ts';

export const TERMS_PDF_PATH = '/api/access/legal/terminos-y-condiciones.pdf';
export const POLICIES_PDF_PATH = '/api/access/legal/politica-de-datos.pdf';

/** Rendered once per process: the texts only change with a release. */
export const legalDocuments = {
  terms: renderTextPdf(TERMS_TITLE, TERMS_PARAGRAPHS),
  policies: renderTextPdf(POLICIES_TITLE, POLICIES_PARAGRAPHS),
};

export function legalSummary(): TLegalResponse {
  return {
    paragraphs: [...TERMS_DIALOG_PARAGRAPHS],
    termsPdfUrl: TERMS_PDF_PATH,
    policiesPdfUrl: POLICIES_PDF_PATH,
  };
}
