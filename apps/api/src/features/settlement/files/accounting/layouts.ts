import type { TAccountingLayout } from '@quincena/contracts/settlement';

/**
 * The accountants' import layouts (docs/reference/payroll-accounting.md §2; decision 0302). Each is
 * data: its header row and how one voucher line fills it, so the writer, the reader and the tests
 * share one definition. Header names are copied with their spacing from the reference's tables.
 */

/** One line of a voucher, as every layout receives it. */
export interface VoucherLine {
  /** Product voucher type (NM, SS …). */
  voucherType: string;
  /** The accounting software's numeric voucher type (Siigo "Tipo/Código de comprobante"). */
  voucherCode: number;
  voucherNumber: number;
  /** aaaa-mm-dd. */
  date: string;
  sequence: number;
  account: string;
  nature: 'D' | 'C';
  /** Whole cents. */
  cents: number;
  nit: string;
  checkDigit: string;
  thirdPartyName: string;
  costCentre: string;
  /**
   * Siigo Pyme's numeric centre (4 digits) and sub-centre (3 digits) mapped to the cost centre in Centro de
   * costos; null on a line without a cost centre. Only the Siigo Pyme layout writes it (decision 0315).
   */
  siigoCostCentre: { centre: string; subcentre: string } | null;
  conceptCode: string;
  description: string;
  /** The run's calendar, for observations. */
  period: string;
  companyName: string;
  companyNit: string;
}

export type Cell = string | number;

export interface Layout {
  id: TAccountingLayout;
  description: string;
  header: readonly string[];
  /** Title rows above the header in the workbook (Siigo Pyme's model); none elsewhere. */
  titleRows?(lines: readonly VoucherLine[]): Cell[][];
  row(line: VoucherLine): Cell[];
  /** Reads one data row back into what a round trip must preserve. */
  read(cells: readonly string[]): ReadLine;
  fileName(period: string): string;
}

export interface ReadLine {
  voucherNumber: number;
  account: string;
  nature: 'D' | 'C';
  cents: number;
  nit: string;
  costCentre: string;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A money cell: a number in the workbook; the text writers print it per format. */
export const amount = (cents: number): number => cents / 100;

/** "1.234,5" / "1234.50" / 1234.5 back to cents. */
export function centsOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const normal = trimmed.includes(',') ? trimmed.replaceAll('.', '').replace(',', '.') : trimmed;
  return Math.round(Number(normal) * 100);
}

const col = (cells: readonly string[], index: number) => (cells[index] ?? '').trim();

/**
 * How a layout with separate debit and credit columns reads a line back: the side is the one with
 * a value (debit when it is above zero, otherwise credit). Column numbers as in the layout's row.
 */
function readDebitCredit(columns: {
  voucherNumber: number;
  account: number;
  debit: number;
  credit: number;
  nit: number;
  costCentre: number;
}): Layout['read'] {
  return (cells) => {
    const debit = centsOf(col(cells, columns.debit));
    return {
      voucherNumber: Number(col(cells, columns.voucherNumber)),
      account: col(cells, columns.account),
      nature: debit > 0 ? 'D' : 'C',
      cents: debit > 0 ? debit : centsOf(col(cells, columns.credit)),
      nit: col(cells, columns.nit),
      costCentre: col(cells, columns.costCentre),
    };
  };
}

/** Siigo Nube "Subir desde Excel – Comprobantes contables" (payroll-accounting.md §2.1): 27 columns, header in row 1. */
const siigoNube: Layout = {
  id: 'SIIGO_NUBE',
  description: 'CTB - Plano contable Siigo (Siigo Nube, comprobantes contables)',
  header: [
    'Tipo de comprobante',
    'Consecutivo comprobante',
    'Fecha de elaboración ',
    'Sigla moneda',
    'Tasa de cambio',
    'Código cuenta contable',
    'Identificación tercero',
    'Sucursal',
    'Código producto',
    'Código de bodega',
    'Acción',
    'Cantidad producto',
    'Prefijo',
    'Consecutivo',
    'No. cuota',
    'Fecha vencimiento',
    'Código impuesto',
    'Código grupo activo fijo',
    'Código activo fijo',
    'Descripción',
    'Código centro/subcentro de costos',
    'Débito',
    'Crédito',
    'Observaciones',
    'Base gravable libro compras/ventas  ',
    'Base exenta libro compras/ventas',
    'Mes de cierre',
  ],
  row: (line) => [
    line.voucherCode,
    line.voucherNumber,
    dmy(line.date),
    '',
    '',
    line.account,
    line.nit,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    line.description.slice(0, 100),
    line.costCentre,
    line.nature === 'D' ? amount(line.cents) : '',
    line.nature === 'C' ? amount(line.cents) : '',
    line.period,
    '',
    '',
    '',
  ],
  read: readDebitCredit({ voucherNumber: 1, account: 5, debit: 21, credit: 22, nit: 6, costCentre: 20 }),
  fileName: (period) => `CTB_Siigo_Nube_${period}`,
};

/**
 * Siigo Pyme "Modelo para la importación de movimiento contable – Modelo general", columns 1–22
 * (payroll-accounting.md §2.2; the double and triple spaces are the template's). In the workbook the
 * header is row 5 under the model's title rows; the voucher letter is L, as in a real payroll export.
 */
const siigoPyme: Layout = {
  id: 'SIIGO_PYME',
  description: 'Siigo Pyme (modelo de importación de movimiento contable)',
  header: [
    'TIPO DE COMPROBANTE (OBLIGATORIO)',
    'CÓDIGO COMPROBANTE  (OBLIGATORIO)',
    'NÚMERO DE DOCUMENTO',
    'CUENTA CONTABLE   (OBLIGATORIO)',
    'DÉBITO O CRÉDITO (OBLIGATORIO)',
    'VALOR DE LA SECUENCIA   (OBLIGATORIO)',
    'AÑO DEL DOCUMENTO',
    'MES DEL DOCUMENTO',
    'DÍA DEL DOCUMENTO',
    'CÓDIGO DEL VENDEDOR',
    'CÓDIGO DE LA CIUDAD',
    'CÓDIGO DE LA ZONA',
    'SECUENCIA',
    'CENTRO DE COSTO',
    'SUBCENTRO DE COSTO',
    'NIT',
    'SUCURSAL',
    'DESCRIPCIÓN DE LA SECUENCIA',
    'NÚMERO DE CHEQUE',
    'COMPROBANTE ANULADO',
    'CÓDIGO DEL MOTIVO DE DEVOLUCIÓN',
    'FORMA DE PAGO',
  ],
  titleRows: (lines) => {
    const first = lines[0];
    const year = first?.date.slice(0, 4) ?? '';
    return [
      [first?.companyName ?? ''],
      ['MODELO PARA LA IMPORTACION DE MOVIMIENTO CONTABLE - MODELO GENERAL'],
      [`De :  ENE  1/${year}   A :  DIC 31/${year}`],
      [],
    ];
  },
  row: (line) => [
    'L',
    line.voucherCode,
    line.voucherNumber,
    line.account,
    line.nature,
    amount(line.cents),
    Number(line.date.slice(0, 4)),
    Number(line.date.slice(5, 7)),
    Number(line.date.slice(8, 10)),
    0,
    0,
    0,
    line.sequence,
    // Siigo's own numeric centre and sub-centre, never the company's code (a line without one: 0).
    Number(line.siigoCostCentre?.centre ?? 0),
    Number(line.siigoCostCentre?.subcentre ?? 0),
    line.nit,
    0,
    line.description.slice(0, 50),
    0,
    'N',
    0,
    0,
  ],
  read: (cells) => ({
    voucherNumber: Number(col(cells, 2)),
    account: col(cells, 3),
    nature: col(cells, 4) === 'D' ? 'D' : 'C',
    cents: centsOf(col(cells, 5)),
    nit: col(cells, 15),
    costCentre: col(cells, 13) === '0' ? '' : `${col(cells, 13)}-${col(cells, 14)}`,
  }),
  fileName: (period) => `CTB_Siigo_Pyme_${period}`,
};

const WO_HEADER_ENCAB = [
  'Encab: Empresa',
  'Encab: Tipo Documento',
  'Encab: Prefijo',
  'Encab: Documento Número',
  'Encab: Fecha',
  'Encab: Tercero Interno',
  'Encab: Tercero Externo',
  'Encab: Nota',
  'Encab: Verificado',
  'Encab: Anulado',
  'Encab: Sucursal',
  'Encab: Clasificación',
  ...Array.from({ length: 15 }, (_, index) => `Encab: Personalizado ${index + 1}`),
];

const WO_HEADER_DETAIL = [
  'Detalle Con: idCuentaContable',
  'Detalle Con: Nota',
  'Detalle Con: Tercero Externo',
  'Detalle Con: Cheque',
  'Detalle Con: Debito',
  'Detalle Con: Credito',
  'Detalle Con: Vencimiento',
  'Detalle Con: Centro Costos',
  'Detalle Con: Activo Fijo',
  'Detalle Con: Tipo_Base',
  'Detalle Con: Porcentaje_Retención',
  'Detalle Con: BaseRetención',
  'Detalle Con: PagoRetención',
  'Detalle Con: IVAalCosto',
  'Detalle Con: Sucursal',
  'Detalle Con: Importación',
  'Detalle Con: Caja Menor',
  'Detalle Con: Excluir NIIF',
  'Detalle Con: ImpoConsumoCosto',
  'Detalle Con: No Deducible',
  'Detalle Con: Código Centro Costos',
];

/**
 * World Office "nota contable" import (payroll-accounting.md §2.3): 48 columns A–AV, the Encab:
 * columns repeated on every line, one non-zero of Debito/Credito, Verificado -1, dates dd/mm/yyyy.
 */
const worldOffice: Layout = {
  id: 'WORLD_OFFICE',
  description: 'World Office (nota contable)',
  header: [...WO_HEADER_ENCAB, ...WO_HEADER_DETAIL],
  row: (line) => [
    line.companyName,
    'NC',
    '',
    line.voucherNumber,
    dmy(line.date),
    line.companyNit,
    line.nit,
    line.period,
    -1,
    0,
    '',
    '',
    ...Array.from({ length: 15 }, () => ''),
    line.account,
    line.description,
    line.nit,
    '',
    line.nature === 'D' ? amount(line.cents) : 0,
    line.nature === 'C' ? amount(line.cents) : 0,
    dmy(line.date),
    line.costCentre,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    line.costCentre,
  ],
  read: readDebitCredit({ voucherNumber: 3, account: 27, debit: 31, credit: 32, nit: 29, costCentre: 47 }),
  fileName: (period) => `CTB_World_Office_${period}`,
};

/** Quincena's generic layout (payroll-accounting.md §2.6): every fact a posting has, one line each. */
const generic: Layout = {
  id: 'GENERICO',
  description: 'Genérico (comprobante, cuenta, tercero, centro de costos, débito y crédito)',
  header: [
    'Tipo comprobante',
    'Código comprobante',
    'Número comprobante',
    'Fecha',
    'Secuencia',
    'Cuenta',
    'Naturaleza',
    'NIT tercero',
    'DV',
    'Nombre tercero',
    'Centro de costos',
    'Concepto',
    'Descripción',
    'Débito',
    'Crédito',
  ],
  row: (line) => [
    line.voucherType,
    line.voucherCode,
    line.voucherNumber,
    line.date,
    line.sequence,
    line.account,
    line.nature,
    line.nit,
    line.checkDigit,
    line.thirdPartyName,
    line.costCentre,
    line.conceptCode,
    line.description,
    line.nature === 'D' ? amount(line.cents) : 0,
    line.nature === 'C' ? amount(line.cents) : 0,
  ],
  read: (cells) => ({
    voucherNumber: Number(col(cells, 2)),
    account: col(cells, 5),
    nature: col(cells, 6) === 'D' ? 'D' : 'C',
    cents: col(cells, 6) === 'D' ? centsOf(col(cells, 13)) : centsOf(col(cells, 14)),
    nit: col(cells, 7),
    costCentre: col(cells, 10),
  }),
  fileName: (period) => `CTB_Generico_${period}`,
};

export const LAYOUTS: Readonly<Record<TAccountingLayout, Layout>> = {
  SIIGO_NUBE: siigoNube,
  SIIGO_PYME: siigoPyme,
  WORLD_OFFICE: worldOffice,
  GENERICO: generic,
};
