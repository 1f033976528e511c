import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRO_TIPO_1, REGISTRO_TIPO_2, writePlanilla } from '../src/index.ts';
import { planillaInput } from './fixtures/planilla-input.ts';
import { latin1, readRecord } from './support/read-record.ts';

const golden = new Uint8Array(readFileSync(new URL('./golden/planilla-2026-10.txt', import.meta.url)));

describe('planilla golden file', () => {
  const file = writePlanilla(planillaInput);

  it('writes exactly the stored bytes', () => {
    expect(file.bytes.length).toBe(golden.length);
    expect(Buffer.from(file.bytes).equals(Buffer.from(golden))).toBe(true);
  });

  it('ends every record with CRLF and holds one header plus 21 detail records', () => {
    const text = latin1(golden);
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(0, -2).split('\r\n');
    expect(records).toHaveLength(22);
    expect(records.map((record) => record.length)).toEqual([359, ...Array(21).fill(693)]);
    expect(text.includes('\n\n')).toBe(false);
  });

  it('has header totals equal to the detail lines', () => {
    const records = latin1(golden).slice(0, -2).split('\r\n');
    const header = readRecord(REGISTRO_TIPO_1, records[0]!);
    const details = records.slice(1).map((record) => readRecord(REGISTRO_TIPO_2, record));
    const distinct = new Set(details.map((fields) => `${fields.get(3)}${fields.get(4)}`));
    expect(header.get(19)).toBe(String(distinct.size).padStart(5, '0'));
    expect(header.get(19)).toBe('00016');
    const payroll = details.reduce((sum, fields) => sum + Number(fields.get(45)), 0);
    expect(header.get(20)).toBe(String(payroll).padStart(12, '0'));
    expect(header.get(20)).toBe('000086121134');
  });

  it('reports totals per subsystem for the settlement', () => {
    expect(file.totals.contributors).toBe(16);
    expect(file.totals.lines).toBe(21);
    expect(file.totals.pension).toBe(12_462_400);
    expect(file.totals.solidarityFund).toBe(812_000);
    expect(file.totals.health).toBe(8_174_700);
    expect(file.totals.risk).toBe(556_900);
    expect(file.totals.ccf).toBe(3_298_400);
    expect(file.totals.sena).toBe(1_064_000);
    expect(file.totals.icbf).toBe(1_596_000);
    expect(file.totals.total).toBe(27_964_400);
    expect(file.fileName).toBe('PILA_900123456_2026-10_0001.txt');
  });
});
