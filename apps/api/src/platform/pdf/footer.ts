import { GREY, type PdfLayout } from './document.ts';
import { longDay } from './format.ts';

/** A centred grey line in the bottom margin, `below` points under the content's foot. */
export function drawFooterLine(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  text: string,
  style: { fontSize: number; below: number },
): void {
  // Text below the bottom margin would open a new page: the footer line sits in the margin itself.
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(style.fontSize).fillColor(GREY);
  doc.text(text, layout.margin, layout.height - layout.margin + style.below, {
    width: layout.content,
    align: 'center',
    lineBreak: false,
  });
}

/** Writes a footer on every page of a document opened with bufferPages; `text` gets the 1-based page and the count. */
export function numberPages(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  text: (page: number, pages: number) => string,
  style: { fontSize: number; below: number } = { fontSize: 8, below: 10 },
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    drawFooterLine(doc, layout, text(index + 1, range.count), style);
  }
}

/** The footer of a person's document: "Generado el 20 de noviembre de 2026 · Página 1 de 2". */
export const issuedOnFooter = (issuedOn: string) => (page: number, pages: number) =>
  `Generado el ${longDay(issuedOn)} · Página ${page} de ${pages}`;
