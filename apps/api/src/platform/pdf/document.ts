import PDFDocument from 'pdfkit';
import { shareStandardFontMetrics } from './fonts.ts';

/** US Letter in points: the size Colombian offices print on, and every document's page. */
export const LETTER = { width: 612, height: 792 } as const;

/** A document's page geometry: its margin on every side and the width left between them. */
export interface PdfLayout {
  margin: number;
  width: number;
  height: number;
  /** The page width less both margins. */
  content: number;
}

export function letterLayout(margin: number): PdfLayout {
  return { margin, width: LETTER.width, height: LETTER.height, content: LETTER.width - 2 * margin };
}

/** The grey of captions and footers, the rule between table rows, the fill of a header bar. */
export const GREY = '#555555';
export const RULE = '#bbbbbb';
export const HEADER_FILL = '#eeeeee';
/** The band behind a document's net pay. */
export const TOTAL_FILL = '#e8f0fb';

export interface OpenPdfOptions {
  layout: PdfLayout;
  /** A bottom margin other than the layout's (a form that places everything itself uses 0). */
  bottomMargin?: number;
  /** Keep every page open to the end, so page numbers can be written on them (numberPages). */
  bufferPages?: boolean;
  title: string;
  author: string;
  subject: string;
  /** The document's creation date (default: now); a stored document gives its own, so a reprint is byte-identical. */
  creationDate?: Date;
  /** When set, the PDF opens only with it (standard PDF encryption, AES-128). */
  password?: string | undefined;
  /** With `password`: the owner password, a server secret, so the no-edit flags really bind the reader. */
  ownerPassword?: string | undefined;
}

/**
 * A new US Letter PDFKit document with the shared font metrics, the document information and, when
 * asked, the user and owner passwords (printing and copying allowed, editing not). `done` resolves
 * with the bytes once the caller has called doc.end().
 */
export function openPdf(options: OpenPdfOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  shareStandardFontMetrics();
  const { margin } = options.layout;
  const doc = new PDFDocument({
    size: 'LETTER',
    ...(options.bottomMargin === undefined
      ? { margin }
      : { margins: { top: margin, bottom: options.bottomMargin, left: margin, right: margin } }),
    ...(options.bufferPages ? { bufferPages: true } : {}),
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      Creator: 'Quincena',
      ...(options.creationDate ? { CreationDate: options.creationDate } : {}),
    },
    ...(options.password
      ? {
          userPassword: options.password,
          ownerPassword: options.ownerPassword,
          pdfVersion: '1.7' as const,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Opens a new page when `height` more points would pass `bottom`; the text resumes at the top margin. */
export function ensureRoom(
  doc: PDFKit.PDFDocument,
  layout: PdfLayout,
  height: number,
  bottom: number,
): boolean {
  if (doc.y + height <= bottom) return false;
  doc.addPage();
  doc.y = layout.margin;
  return true;
}

/** A hairline across the content width, just above the current line (between table rows). */
export function drawRowRule(doc: PDFKit.PDFDocument, layout: PdfLayout): void {
  doc
    .lineWidth(0.3)
    .strokeColor(RULE)
    .moveTo(layout.margin, doc.y - 2)
    .lineTo(layout.margin + layout.content, doc.y - 2)
    .stroke();
}
