import { GREY, type PdfLayout } from './document.ts';
import { drawableImage } from './image.ts';

/** The employer as a document's letterhead shows it. */
export interface LetterheadCompany {
  name: string;
  /** The NIT with its check digit ("900.123.456-8", formatDocumentNumber); null prints no NIT line. */
  nit: string | null;
  address?: string | null;
  phone?: string | null;
  logo: Buffer | null;
}

export interface LetterheadStyle {
  /** Where the logo and the name start (the top margin, or above it for a letter). */
  top: number;
  /** The box the logo is fitted into; the name starts 20 points right of it. */
  logoFit: [number, number];
  /** A letter puts the employer on the right; a payslip on the left. */
  align: 'left' | 'right';
}

/** The logo, the employer's name, NIT, address and phone at the top of the first page. */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  company: LetterheadCompany,
  style: LetterheadStyle,
): void {
  const { margin } = layout;
  const logo = drawableImage(company.logo);
  const textX = logo ? margin + style.logoFit[0] + 20 : margin;
  const options = {
    width: layout.width - margin - textX,
    ...(style.align === 'right' ? { align: 'right' as const } : {}),
  };
  if (logo) doc.image(logo, margin, style.top, { fit: style.logoFit });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
  doc.text(company.name, textX, style.top, options);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  if (company.nit !== null) doc.text(`NIT ${company.nit}`, options);
  if (company.address) doc.text(company.address, options);
  if (company.phone) doc.text(`Teléfono ${company.phone}`, options);
}

/** The employer as a payslip or a final settlement gets it from the stored company. */
export interface DocumentCompany {
  name: string;
  /** The NIT with its check digit; empty when the company has none (no NIT line then). */
  document: string;
  address: string | null;
  phone: string | null;
  logo: Buffer | null;
}

/**
 * The header of a person's document (payslip, final settlement): the letterhead on the left, then
 * the title centred under it, its subtitle and grey notes (the period, a preview warning).
 */
export function drawCompanyHeader(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  company: DocumentCompany,
  title: string,
  subtitle: string,
  notes: readonly string[],
): void {
  const { margin, content } = layout;
  drawLetterhead(
    doc,
    layout,
    { ...company, nit: company.document || null },
    { top: margin, logoFit: [120, 55], align: 'left' },
  );
  const y = Math.max(doc.y, margin + 60) + 14;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14);
  doc.text(title, margin, y, { width: content, align: 'center' });
  doc.font('Helvetica').fontSize(10);
  doc.text(subtitle, { width: content, align: 'center' });
  doc.fontSize(9).fillColor(GREY);
  for (const note of notes) doc.text(note, { width: content, align: 'center' });
  doc.fillColor('black');
  doc.moveDown(1);
}

/** A grey band across the content width with a section's title in bold (the NE representation's sections). */
export function drawSectionBand(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  y: number,
  title: string,
  style: { height: number; fill: string; fontSize: number; textTop: number },
): void {
  doc.save().rect(layout.margin, y, layout.content, style.height).fill(style.fill).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(style.fontSize)
    .fillColor('black')
    .text(title, layout.margin + 4, y + style.textTop, { width: layout.content - 8 });
}
