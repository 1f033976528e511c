/**
 * A fixed-width record described as data: the PILA records and the bank files are all defined this
 * way, and the tests read these tables to check every golden line field by field.
 */
export interface FieldSpec {
  /** Field number in the official table. */
  number: number;
  name: string;
  /** 1-based first position. */
  start: number;
  length: number;
  /** N numeric (right-aligned, zeros), A alphanumeric (left-aligned, spaces). */
  type: 'N' | 'A';
  align: 'right' | 'left';
  /**
   * What the characters hold: plain digits, a rate with a decimal point, an ISO date, or text.
   * `blankable` numeric fields are written as spaces when the value is absent (operator-assigned data).
   */
  content: 'digits' | 'rate' | 'date' | 'text';
  blankable?: boolean;
}

export interface RecordLayout {
  name: string;
  length: number;
  fields: readonly FieldSpec[];
}

export function numericField(number: number, name: string, start: number, length: number): FieldSpec {
  return { number, name, start, length, type: 'N', align: 'right', content: 'digits' };
}

export function blankableNumericField(
  number: number,
  name: string,
  start: number,
  length: number,
): FieldSpec {
  return { ...numericField(number, name, start, length), blankable: true };
}

export function rateField(number: number, name: string, start: number, length: number): FieldSpec {
  return { number, name, start, length, type: 'N', align: 'right', content: 'rate' };
}

export function textField(number: number, name: string, start: number, length: number): FieldSpec {
  return { number, name, start, length, type: 'A', align: 'left', content: 'text' };
}

export function dateField(number: number, name: string, start: number, length: number): FieldSpec {
  return { number, name, start, length, type: 'A', align: 'left', content: 'date' };
}
