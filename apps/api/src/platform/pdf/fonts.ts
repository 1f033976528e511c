import PDFDocument from 'pdfkit';

interface AfmMetrics {
  attributes: Record<string, unknown>;
  glyphWidths: Record<string, number>;
  kernPairs: Record<string, number>;
}

let shared = false;

/**
 * PDFKit reads and parses the AFM metrics of a standard font (Helvetica, Helvetica-Bold) again for
 * every document: a third of a payslip's CPU (measured with bench:documents and --cpu-prof). The
 * metrics never change, so the parse is memoised per font file, once per process. PDFKit does not
 * export its AFM class; it is reached through a probe document's current font.
 */
export function shareStandardFontMetrics(): void {
  if (shared) return;
  shared = true;
  const probe = new PDFDocument({ autoFirstPage: false });
  const font = (probe as unknown as { _font?: { font?: object } })._font?.font;
  probe.end();
  const prototype = font ? (Object.getPrototypeOf(font) as { parse?: (contents: string) => void }) : null;
  const parse = prototype?.parse;
  if (!prototype || typeof parse !== 'function') return; // Another PDFKit shape: keep its own behaviour.
  const cache = new Map<string, AfmMetrics>();
  prototype.parse = function parseOnce(this: AfmMetrics, contents: string) {
    const known = cache.get(contents);
    if (known) {
      this.attributes = known.attributes;
      this.glyphWidths = known.glyphWidths;
      this.kernPairs = known.kernPairs;
      return;
    }
    parse.call(this, contents);
    cache.set(contents, {
      attributes: this.attributes,
      glyphWidths: this.glyphWidths,
      kernPairs: this.kernPairs,
    });
  };
}
