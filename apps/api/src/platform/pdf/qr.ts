import QRCode from 'qrcode';

/**
 * Draws a QR code into a PDFKit page as filled squares: sharp at any zoom, no image codec involved.
 * Used by the labour certificate (its verification link) and the electronic payroll's graphic
 * representation (the DIAN's QR text, Anexo §13.1).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
}
