/**
 * A small, dependency-free PDF 1.4 writer for plain text documents (the legal terms and the
 * data-processing policy). Helvetica with WinAnsiEncoding covers Spanish (á é í ó ú ü ñ ¿ ¡).
 * Documents with layout (certificates, vouchers) use @react-pdf/renderer instead.
 */
const PAGE_WIDTH = 612; // US Letter, points
const PAGE_HEIGHT = 792;
const MARGIN = 64;
const FONT_SIZE = 11;
const LEADING = 15;
const TITLE_SIZE = 15;
/** Helvetica averages about half an em per character; this keeps lines inside the margins. */
const CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (FONT_SIZE * 0.5));

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > CHARS_PER_LINE) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi (Latin-1 for these characters), with ( ) \ escaped. */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 63;
    return code <= 0xff ? char : '?';
  }).join('');
  return `(${latin1.replace(/[\\()]/g, (match) => `\\${match}`)})`;
}

export function renderTextPdf(title: string, paragraphs: readonly string[]): Buffer {
  type Line = { text: string; size: number; gapBefore: number };
  const lines: Line[] = [{ text: title, size: TITLE_SIZE, gapBefore: 0 }];
  for (const paragraph of paragraphs) {
    wrap(paragraph).forEach((text, index) => {
      lines.push({ text, size: FONT_SIZE, gapBefore: index === 0 ? LEADING * 0.6 : 0 });
    });
  }

  const pages: string[] = [];
  let content = '';
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const step = LEADING + line.gapBefore;
    if (y - step < MARGIN && content) {
      pages.push(content);
      content = '';
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= content ? step : LEADING;
    content += `BT /F1 ${line.size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET\n`;
  }
  pages.push(content);

  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((stream, index) => {
    const pageId = pageIds[index] as number;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
