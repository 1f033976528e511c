import { type RecordValues, writeRecord } from './fixed-width.ts';
import type { RecordLayout } from './layout.ts';

/**
 * Operators and banks take these files as ISO-8859-1 (latin-1) text with CRLF after every record;
 * after name normalisation every character is ASCII, a subset of it. The records are written into
 * one preallocated array, so the package needs neither Node's Buffer nor a copy of the file as text.
 */
export function encodeRecords(records: ReadonlyArray<readonly [RecordLayout, RecordValues]>): Uint8Array {
  let size = 0;
  for (const [layout] of records) size += layout.length + 2;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const [layout, values] of records) {
    writeRecord(layout, values, bytes, offset);
    offset += layout.length;
    bytes[offset++] = 0x0d;
    bytes[offset++] = 0x0a;
  }
  return bytes;
}
