/**
 * The one PDF module (decision 0318): every document the API renders with PDFKit (payslip, final
 * settlement, labour certificate, Formulario 220, the NE graphic representation) is composed of these
 * pieces, so they share fonts, header, tables, number and date formats. The plain-text writer
 * (text-pdf.ts) serves the legal texts without PDFKit.
 */
export { pesosInWords } from './amount-in-words.ts';
export {
  drawRowRule,
  ensureRoom,
  GREY,
  HEADER_FILL,
  LETTER,
  letterLayout,
  type OpenPdfOptions,
  openPdf,
  type PdfLayout,
  RULE,
  TOTAL_FILL,
} from './document.ts';
export { shareStandardFontMetrics } from './fonts.ts';
export { drawFooterLine, issuedOnFooter, numberPages } from './footer.ts';
export { formatDay, formatDocumentNumber, formatPesos, formatQuantity, longDay } from './format.ts';
export { drawInlinePairs, drawLabelGrid } from './grid.ts';
export {
  type DocumentCompany,
  drawCompanyHeader,
  drawLetterhead,
  drawSectionBand,
  type LetterheadCompany,
} from './header.ts';
export { drawableImage } from './image.ts';
export { drawQr } from './qr.ts';
export { drawSignatureImage, drawSignatureLine, drawSignerLines } from './signature.ts';
export { drawTableHeader, drawTableRows, type TableColumn, type TableStyle } from './table.ts';
export { renderTextPdf } from './text-pdf.ts';
export { drawNetPay } from './totals.ts';
