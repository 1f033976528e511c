import { pesosInWords } from './amount-in-words.ts';
import { type PdfLayout, TOTAL_FILL } from './document.ts';
import { formatPesos } from './format.ts';

/**
 * The net pay at `y`: a blue band with "NETO A PAGAR" and the amount in figures, then "Son: …" in
 * words under it (payslip, final settlement). `netPay` is the stored decimal string.
 */
export function drawNetPay(doc: PDFKit.PDFDocument, layout: PdfLayout, y: number, netPay: string): void {
  const { margin, content } = layout;
  doc.rect(margin, y, content, 22).fill(TOTAL_FILL);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
  doc.text('NETO A PAGAR', margin + 6, y + 6, { width: 200 });
  doc.text(formatPesos(netPay), margin + content - 206, y + 6, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Son: ${pesosInWords(netPay)}`, margin, y + 30, { width: content });
}
