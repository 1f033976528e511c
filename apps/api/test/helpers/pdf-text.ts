import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the 14 standard fonts' metrics from its own folder. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text of every page of a PDF, read back with Mozilla's pdf.js (a reader we did not write), one
 * string per page with its runs joined by single spaces and non-breaking spaces made plain.
 */
export async function pdfPages(bytes: Buffer, password?: string): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    ...(password ? { password } : {}),
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    const text = items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' ');
    pages.push(text);
  }
  await document.destroy();
  return pages;
}
