import { describe, expect, it } from 'vitest';
import { renderTextPdf } from './text-pdf.ts';

describe('[PLATFORM][PDF]', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = renderTextPdf('Título', ['Párrafo con ñ, ¿preguntas? y (paréntesis).']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    // Spanish letters in WinAnsi (Latin-1) bytes, parentheses escaped.
    expect(text).toContain('(P\xe1rrafo con \xf1, \xbfpreguntas? y \\(par\xe9ntesis\\).) Tj');
  });

  it('breaks long text onto more pages', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Párrafo ${i + 1} del documento legal.`);
    const text = renderTextPdf('Largo', long).toString('latin1');
    // 27 lines under the title on page 1, 28 on each next page: 27 + 3 × 28 + 9.
    expect(/\/Count (\d+)/.exec(text)?.[1]).toBe('5');
  });
});
