import type { FieldSpec, RecordLayout } from '../../src/index.ts';

/** Splits a record into its fields by reading the layout table (field number → raw characters). */
export function readRecord(layout: RecordLayout, line: string): Map<number, string> {
  const fields = new Map<number, string>();
  for (const field of layout.fields) {
    fields.set(field.number, line.slice(field.start - 1, field.start - 1 + field.length));
  }
  return fields;
}

/** The characters a field may hold according to its layout row; returns a reason when they may not. */
export function fieldProblem(field: FieldSpec, raw: string): string | undefined {
  if (raw.length !== field.length) return `length ${raw.length}`;
  const blank = raw.trim() === '';
  switch (field.content) {
    case 'digits':
      if (field.blankable && blank) return undefined;
      return /^\d+$/.test(raw) ? undefined : 'not only digits';
    case 'rate':
      return /^0\.\d+$/.test(raw) ? undefined : 'not a rate';
    case 'date':
      return blank || /^\d{4}-\d{2}-\d{2}$/.test(raw) ? undefined : 'not a date';
    case 'text':
      // Left-aligned: no leading space unless blank; upper-case ASCII only.
      if (blank) return undefined;
      if (raw.startsWith(' ')) return 'not left-aligned';
      return /^[A-Z0-9 .,&\-/@_]+$/.test(raw) ? undefined : 'characters outside upper-case ASCII';
  }
}

/** Decodes latin-1 bytes without Buffer, so the check does not depend on the writer's own encoder. */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}
