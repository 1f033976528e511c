import { drawableImage } from './image.ts';

/**
 * The signer's image (when it is a PNG or JPEG) fitted at (x, y); returns the y of the signature line:
 * `withImage` points lower when there was an image, `without` points lower when not.
 */
export function drawSignatureImage(
  doc: PDFKit.PDFDocument,
  image: Buffer | null,
  x: number,
  y: number,
  fit: [number, number],
  advance: { withImage: number; without: number },
): number {
  const drawable = drawableImage(image);
  if (drawable) doc.image(drawable, x, y, { fit });
  return y + (drawable ? advance.withImage : advance.without);
}

/** The line a person signs on. */
export function drawSignatureLine(doc: PDFKit.PDFDocument, x: number, y: number, width: number): void {
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor('black')
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke()
    .restore();
}

/** Under a signature line: the heading in bold (who signs), then the lines given (null and undefined ones left out; an empty string
 * still takes its line, as a blank name would). */
export function drawSignerLines(
  doc: PDFKit.PDFDocument,
  x: number,
  lineY: number,
  style: { fontSize: number; width: number },
  heading: string,
  lines: ReadonlyArray<string | null | undefined>,
): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(style.fontSize)
    .fillColor('black')
    .text(heading, x, lineY + 4, { width: style.width });
  doc.font('Helvetica').fontSize(style.fontSize);
  for (const line of lines) if (line !== null && line !== undefined) doc.text(line, { width: style.width });
}
