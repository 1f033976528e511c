import type { TExogenaFormat } from '@quincena/contracts/settlement';
import { box, type CirRow, dianDocumentCode } from './cir-data.ts';

/**
 * Información exógena formats 2276 v4 (rentas de trabajo y de pensiones) and 1009 v7 (saldos de
 * cuentas por pagar), Res. DIAN 000162 de 2023 as compiled in Res. 000227 de 2025 (Anexos T3.45 and
 * T3.23) and unchanged by Res. 000233 de 2025 (decision 0305;
 * docs/reference/year-end-and-deadlines.md §2). The order of the attributes is the prevalidator's.
 */
export interface ExogenaField {
  attribute: string;
  /** The caption of the DIAN's Excel template (the workbook's header). */
  label: string;
  kind: 'text' | 'money';
  /** Attributes the prevalidator requires; an optional one left empty is written nowhere. */
  required: boolean;
  /** Implementation limits where the annex could not be read (reference O3). */
  maxLength?: number;
}

const text = (attribute: string, label: string, required: boolean, maxLength?: number): ExogenaField => ({
  attribute,
  label,
  kind: 'text',
  required,
  ...(maxLength !== undefined ? { maxLength } : {}),
});
const money = (attribute: string, label: string): ExogenaField => ({
  attribute,
  label,
  kind: 'money',
  required: true,
});

export const FORMAT_VERSIONS: Record<TExogenaFormat, { version: number; element: string }> = {
  '2276': { version: 4, element: 'rentra' },
  '1009': { version: 7, element: 'saldoscp' },
};

/** DIAN country code of Colombia (tabla de países of the exógena, as every implementation sends it). */
export const COLOMBIA = '169';
/** Formato 2276: "Entidad informante" of an employer reporting its own workers (reference O4). */
export const EMPLOYER_INFORMANT = '1';
/** Formato 1009: Saldo de los pasivos laborales. */
export const LABOUR_PAYABLES_CONCEPT = '2205';

export const FORMAT_2276_FIELDS: readonly ExogenaField[] = [
  text('entinfo', 'Entidad Informante', true, 2),
  text('tdocb', 'Tipo de documento del beneficiario', true, 2),
  text('nitb', 'Número de Identificación del beneficiario', true, 20),
  text('pap', 'Primer Apellido del beneficiario', true, 60),
  text('sap', 'Segundo Apellido del beneficiario', false, 60),
  text('pno', 'Primer Nombre del beneficiario', true, 60),
  text('ono', 'Otros Nombres del beneficiario', false, 60),
  text('dir', 'Dirección del beneficiario', false, 200),
  text('dpto', 'Departamento del beneficiario', false, 2),
  text('mun', 'Municipio del beneficiario', false, 3),
  text('pais', 'País del beneficiario', true, 4),
  money('pasa', 'Pagos por Salarios'),
  money('paec', 'Pagos por emolumentos eclesiásticos'),
  money(
    'pabop',
    'Pagos realizados con bonos electrónicos o de papel de servicio, cheques, tarjetas, vales, etc.',
  ),
  money('vaex', 'Valor del exceso de los pagos por alimentación mayores a 41 UVT, art. 387-1 E.T.'),
  money('paho', 'Pagos por honorarios'),
  money('pase', 'Pagos por servicios'),
  money('paco', 'Pagos por comisiones'),
  money('papre', 'Pagos por prestaciones sociales'),
  money('pavia', 'Pagos por viáticos'),
  money('paga', 'Pagos por gastos de representación'),
  money('patra', 'Pagos por compensaciones trabajo asociado cooperativo'),
  money(
    'vapo',
    'Valor apoyos económicos no reembolsables o condonados, entregados por el Estado o financiados con recursos públicos, para financiar programas educativos',
  ),
  money('potro', 'Otros pagos'),
  money('cein', 'Cesantías e intereses de cesantías efectivamente pagadas en el periodo'),
  money('ceco', 'Cesantías consignadas al fondo de cesantías'),
  money(
    'auce',
    'Auxilio de cesantías reconocido a trabajadores del régimen tradicional del Código Sustantivo del Trabajo',
  ),
  money('peju', 'Pensiones de Jubilación, vejez o invalidez'),
  money('tingbtp', 'Total ingresos brutos por rentas de trabajo y pensión'),
  money('apos', 'Aportes Obligatorios por Salud'),
  money('apof', 'Aportes obligatorios a fondos de pensiones y solidaridad pensional'),
  money('aprais', 'Aportes voluntarios al régimen de ahorro individual con solidaridad - RAIS'),
  money('apov', 'Aportes voluntarios a fondos de pensiones voluntarias'),
  money('apafc', 'Aportes a cuentas AFC'),
  money('apavc', 'Aportes a cuentas AVC'),
  money('vare', 'Valor de las retenciones en la fuente por pagos de rentas de trabajo o pensiones'),
  money('ivav', 'Impuesto sobre las ventas – IVA, mayor valor del costo o gasto'),
  money('rfiva', 'Retención en la fuente a título de impuesto sobre las ventas – IVA'),
  money('pagahuvt', 'Pagos por alimentación mensuales hasta a 41 UVT'),
  money('vilap', 'Valor ingreso laboral promedio de los últimos seis meses'),
  text('tdocde', 'Tipo de documento del dependiente económico', false, 2),
  text('nitde', 'Número de Identificación del dependiente económico', false, 20),
  text('identfc', 'Identificación del fideicomiso o contrato', false, 20),
  text('tdocpcc', 'Tipo documento participante en contrato de colaboración', false, 2),
  text('nitpcc', 'Identificación participante en contrato colaboración', false, 20),
];

/** 2276 attribute → the Formulario 220 box it repeats (the two must agree; reference §2.6). */
const BOX_OF_2276: Record<string, number> = {
  pasa: 36,
  pabop: 37,
  vaex: 38,
  paho: 39,
  pase: 40,
  paco: 41,
  papre: 42,
  pavia: 43,
  paga: 44,
  patra: 45,
  vapo: 51,
  potro: 46,
  cein: 47,
  ceco: 49,
  auce: 48,
  peju: 50,
  tingbtp: 52,
  apos: 53,
  apof: 54,
  aprais: 55,
  apov: 56,
  apafc: 57,
  apavc: 58,
  vare: 60,
  vilap: 59,
};

export const FORMAT_1009_FIELDS: readonly ExogenaField[] = [
  text('cpt', 'Concepto', true, 4),
  text('tdoc', 'Tipo de documento', true, 2),
  text('nid', 'Número identificación del acreedor', true, 20),
  text('dv', 'DV', false, 1),
  text('apl1', 'Primer apellido del acreedor', false, 60),
  text('apl2', 'Segundo apellido del acreedor', false, 60),
  text('nom1', 'Primer nombre del acreedor', false, 60),
  text('nom2', 'Otros nombres del acreedor', false, 60),
  text('raz', 'Razón social acreedor', false, 450),
  text('dir', 'Dirección', false, 200),
  text('dpto', 'Código dpto.', false, 2),
  text('mun', 'Código mcp', false, 3),
  text('pais', 'País de residencia o domicilio', true, 4),
  money('sal', 'Saldo cuentas por pagar al 31-12'),
];

export type ExogenaRecord = Record<string, string | number>;

/** The DIVIPOLA municipality (3 digits) of a stored city code, which may carry the department in front. */
const municipality = (cityCode: string) => (cityCode.length >= 3 ? cityCode.slice(-3) : '');

function person(row: CirRow) {
  return {
    document: dianDocumentCode(row.documentType),
    number: row.documentNumber.replace(/\D/g, '') || row.documentNumber,
    address: row.address,
    department: row.departmentCode,
    municipality: municipality(row.cityCode),
  };
}

/** One 2276 record per worker, from the same stored boxes his Formulario 220 prints. */
export function format2276Records(rows: readonly CirRow[]): ExogenaRecord[] {
  return rows.map((row) => {
    const who = person(row);
    const record: ExogenaRecord = {
      entinfo: EMPLOYER_INFORMANT,
      tdocb: who.document,
      nitb: who.number,
      pap: row.firstSurname,
      sap: row.secondSurname,
      pno: row.firstName,
      ono: row.otherNames,
      dir: who.address,
      dpto: who.department,
      mun: who.municipality,
      pais: COLOMBIA,
      // No payroll pays ecclesiastical fees, IVA or food within the 41 UVT (they have no 220 box).
      paec: 0,
      ivav: 0,
      rfiva: 0,
      pagahuvt: 0,
      tdocde: '',
      nitde: '',
      identfc: '',
      tdocpcc: '',
      nitpcc: '',
    };
    for (const [attribute, number] of Object.entries(BOX_OF_2276)) record[attribute] = box(row, number);
    return record;
  });
}

/** One 1009 record (concept 2205) per worker the employer owed at 31 December. */
export function format1009Records(rows: readonly CirRow[]): ExogenaRecord[] {
  return rows
    .filter((row) => row.payablesTotal > 0)
    .map((row) => {
      const who = person(row);
      return {
        cpt: LABOUR_PAYABLES_CONCEPT,
        tdoc: who.document,
        nid: who.number,
        dv: '',
        apl1: row.firstSurname,
        apl2: row.secondSurname,
        nom1: row.firstName,
        nom2: row.otherNames,
        raz: '',
        dir: who.address,
        dpto: who.department,
        mun: who.municipality,
        pais: COLOMBIA,
        sal: row.payablesTotal,
      };
    });
}

export const fieldsOf = (format: TExogenaFormat) =>
  format === '2276' ? FORMAT_2276_FIELDS : FORMAT_1009_FIELDS;

/** The control total of Cab/ValorTotal: 2276 adds the gross income, 1009 the balances (reference O6). */
export function controlTotal(format: TExogenaFormat, records: readonly ExogenaRecord[]): number {
  const attribute = format === '2276' ? 'tingbtp' : 'sal';
  const field = fieldsOf(format).find((candidate) => candidate.attribute === attribute) as ExogenaField;
  // The written values, so the control total always adds up what the records say.
  return records.reduce((sum, record) => sum + Number(fieldValue(field, record[attribute])), 0);
}

/** A text value as the format stores it: one line, no control characters, cut to the field's length. */
export function fieldValue(field: ExogenaField, value: string | number | undefined): string {
  if (field.kind === 'money') return String(Math.max(0, Math.round(Number(value ?? 0))));
  const printable = [...String(value ?? '')]
    .map((char) => ((char.codePointAt(0) as number) < 0x20 || char === '\u007f' ? ' ' : char))
    .join('');
  const clean = printable.replace(/\s+/g, ' ').trim();
  return field.maxLength === undefined ? clean : clean.slice(0, field.maxLength);
}
