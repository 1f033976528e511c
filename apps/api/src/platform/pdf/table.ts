import { drawRowRule, ensureRoom, HEADER_FILL, type PdfLayout } from './document.ts';

/** A column of a lines table: its header, width, alignment and the space kept inside it left and right. */
export interface TableColumn {
  label: string;
  width: number;
  align: 'left' | 'right';
  inset: readonly [number, number];
}

export interface TableStyle {
  /** The grey header bar: its height, font size and the text's distance from its top. */
  headerHeight: number;
  headerFontSize: number;
  headerTextTop: number;
  /** No row starts where it (plus `rowRoom`) would pass this y: the table goes on on a new page. */
  bottom: number;
  rowRoom: number;
  /** Draw the header bar again at the top of each new page. */
  repeatHeader: boolean;
}

/** The columns' x, left to right from the margin. */
function columnXs(layout: PdfLayout, columns: readonly TableColumn[]): number[] {
  let x = layout.margin;
  return columns.map((column) => {
    const start = x;
    x += column.width;
    return start;
  });
}

/** A grey bar across the content width with the columns' titles in bold. */
export function drawTableHeader(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  columns: readonly TableColumn[],
  style: TableStyle,
): void {
  const y = doc.y;
  doc.rect(layout.margin, y, layout.content, style.headerHeight).fill(HEADER_FILL);
  doc.fillColor('black').font('Helvetica-Bold').fontSize(style.headerFontSize);
  const xs = columnXs(layout, columns);
  columns.forEach((column, index) => {
    const [left, right] = column.inset;
    doc.text(column.label, (xs[index] as number) + left, y + style.headerTextTop, {
      width: column.width - left - right,
      align: column.align,
    });
  });
  doc.y = y + style.headerHeight + 4;
}

/**
 * The rows of a lines table in 9-point Helvetica, a hairline under each. A row is as tall as its first
 * cell (the concept, which may wrap); a null cell is left empty. Rows that do not fit go on to a new
 * page, under a repeated header when the style asks for one.
 */
export function drawTableRows(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  columns: readonly TableColumn[],
  rows: ReadonlyArray<ReadonlyArray<string | null>>,
  style: TableStyle,
): void {
  const xs = columnXs(layout, columns);
  const first = columns[0] as TableColumn;
  const firstWidth = first.width - first.inset[0] - first.inset[1];
  doc.font('Helvetica').fontSize(9);
  for (const cells of rows) {
    const height = Math.max(doc.heightOfString(cells[0] ?? '', { width: firstWidth }), 11);
    if (ensureRoom(doc, layout, height + style.rowRoom, style.bottom) && style.repeatHeader) {
      drawTableHeader(doc, layout, columns, style);
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.fillColor('black');
    columns.forEach((column, index) => {
      const text = cells[index];
      if (text === null || text === undefined) return;
      const [left, right] = column.inset;
      doc.text(text, (xs[index] as number) + left, y, {
        width: column.width - left - right,
        ...(column.align === 'right' ? { align: 'right' as const } : {}),
      });
    });
    doc.y = y + height + 4;
    drawRowRule(doc, layout);
  }
}
