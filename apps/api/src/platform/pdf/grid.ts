import { GREY, type PdfLayout, RULE } from './document.ts';

/**
 * Label/value pairs two to a row inside a ruled box, the label small and grey beside its value (the
 * parties of a payslip or a final settlement). Leaves the cursor 14 points under the box.
 */
export function drawLabelGrid(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  pairs: ReadonlyArray<readonly [string, string]>,
  labelWidth: number,
): void {
  const { margin, content } = layout;
  const top = doc.y;
  const half = content / 2;
  let rowY = top + 6;
  for (let index = 0; index < pairs.length; index += 2) {
    let height = 0;
    for (const [column, pair] of [pairs[index], pairs[index + 1]].entries()) {
      if (!pair) continue;
      const x = margin + 8 + column * half;
      doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(pair[0], x, rowY, { width: labelWidth });
      doc.font('Helvetica').fontSize(9).fillColor('black');
      doc.text(pair[1], x + labelWidth + 2, rowY, { width: half - labelWidth - 18 });
      height = Math.max(height, doc.heightOfString(pair[1], { width: half - labelWidth - 18 }));
    }
    rowY += Math.max(height, 11) + 4;
  }
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .rect(margin, top, content, rowY - top + 2)
    .stroke();
  doc.y = rowY + 14;
  doc.x = margin;
}

/**
 * "Label: value" pairs two to a row, the label in bold, from `y` (the NE representation's parties).
 * Returns the y under the last row.
 */
export function drawInlinePairs(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  y: number,
  pairs: ReadonlyArray<readonly [string, string]>,
): number {
  const column = layout.content / 2;
  let rowY = y;
  pairs.forEach(([label, value], index) => {
    const x = layout.margin + (index % 2) * column;
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(`${label}: `, x, rowY, { continued: true, width: column - 6 });
    doc.font('Helvetica').text(value);
    if (index % 2 === 1 || index === pairs.length - 1) rowY = doc.y + 3;
  });
  return rowY + 4;
}
