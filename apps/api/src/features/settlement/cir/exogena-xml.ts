import type { TExogenaFormat } from '@quincena/contracts/settlement';
import { zipSync } from 'fflate';
import { controlTotal, type ExogenaRecord, FORMAT_VERSIONS, fieldsOf, fieldValue } from './exogena.ts';

/** The prevalidator takes at most 5.000 records per file; more go in files with consecutive numbers. */
export const MAX_RECORDS_PER_FILE = 5_000;

export interface ExogenaEnvelope {
  format: TExogenaFormat;
  /** Año gravable: FecInicial and FecFinal. */
  taxYear: number;
  /** Cab/Ano and the file name: the year of sending (reference O5, decision 0305). */
  sendYear: number;
  /** Consecutivo de envío of the first file. */
  sendNumber: number;
  replacement: boolean;
  /** FecEnvio, Colombian local time, AAAA-MM-DDTHH:MM:SS (no offset, as the specification writes it). */
  sentAt: string;
}

export interface ExogenaFile {
  fileName: string;
  bytes: Uint8Array;
  records: number;
}

/** Dmuisca_ccmmmmmvvaaaacccccccc.xml: concept, format, version, year of sending, consecutive. */
export function exogenaFileName(envelope: ExogenaEnvelope, sendNumber: number): string {
  const { version } = FORMAT_VERSIONS[envelope.format];
  return (
    `Dmuisca_${envelope.replacement ? '02' : '01'}${envelope.format.padStart(5, '0')}` +
    `${String(version).padStart(2, '0')}${envelope.sendYear}${String(sendNumber).padStart(8, '0')}.xml`
  );
}

/** XML attribute text; characters ISO-8859-1 lacks go as character references. */
function attributeText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&apos;';
    else if (code > 0xff) out += `&#${code};`;
    else out += char;
  }
  return out;
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'latin1'));
}

function document(envelope: ExogenaEnvelope, records: readonly ExogenaRecord[], sendNumber: number): string {
  const { version, element } = FORMAT_VERSIONS[envelope.format];
  const fields = fieldsOf(envelope.format);
  const lines = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    `<mas xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="${envelope.format}.xsd">`,
    '<Cab>',
    `<Ano>${envelope.sendYear}</Ano>`,
    `<CodCpt>${envelope.replacement ? 2 : 1}</CodCpt>`,
    `<Formato>${envelope.format}</Formato>`,
    `<Version>${version}</Version>`,
    `<NumEnvio>${sendNumber}</NumEnvio>`,
    `<FecEnvio>${envelope.sentAt}</FecEnvio>`,
    `<FecInicial>${envelope.taxYear}-01-01</FecInicial>`,
    `<FecFinal>${envelope.taxYear}-12-31</FecFinal>`,
    `<ValorTotal>${controlTotal(envelope.format, records)}</ValorTotal>`,
    `<CantReg>${records.length}</CantReg>`,
    '</Cab>',
  ];
  for (const record of records) {
    const attributes = fields
      .map((field) => [field, fieldValue(field, record[field.attribute])] as const)
      .filter(([field, value]) => field.required || value !== '')
      .map(([field, value]) => `${field.attribute}="${attributeText(value)}"`);
    lines.push(`<${element} ${attributes.join(' ')}/>`);
  }
  lines.push('</mas>');
  return `${lines.join('\r\n')}\r\n`;
}

/** The format's XML files: one, or several of 5.000 records at most with consecutive send numbers. */
export function exogenaFiles(envelope: ExogenaEnvelope, records: readonly ExogenaRecord[]): ExogenaFile[] {
  const files: ExogenaFile[] = [];
  const chunks = Math.max(1, Math.ceil(records.length / MAX_RECORDS_PER_FILE));
  for (let index = 0; index < chunks; index += 1) {
    const part = records.slice(index * MAX_RECORDS_PER_FILE, (index + 1) * MAX_RECORDS_PER_FILE);
    const sendNumber = envelope.sendNumber + index;
    files.push({
      fileName: exogenaFileName(envelope, sendNumber),
      bytes: latin1(document(envelope, part, sendNumber)),
      records: part.length,
    });
  }
  return files;
}

/** What the download answers: the XML itself, or a ZIP of the files when there are several. */
export function exogenaDownload(files: readonly ExogenaFile[], envelope: ExogenaEnvelope) {
  const [only] = files;
  if (files.length === 1 && only) {
    return { fileName: only.fileName, contentType: 'application/xml; charset=ISO-8859-1', bytes: only.bytes };
  }
  const zip = zipSync(Object.fromEntries(files.map((file) => [file.fileName, file.bytes])));
  return {
    fileName: `Formato${envelope.format}_${envelope.taxYear}.zip`,
    contentType: 'application/zip',
    bytes: zip,
  };
}
