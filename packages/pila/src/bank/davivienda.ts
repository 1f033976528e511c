import * as XLSX from '@e965/xlsx';
import Decimal from 'decimal.js';
import { freeText, personName } from '../text/normalize.ts';
import type { AccountType, BankFileWriter, PayeeDocumentType, PaymentBatch } from './model.ts';
import { BankFileValidationError, validateBatch } from './validate-batch.ts';

/**
 * Davivienda's bulk payment workbook: one sheet "Hoja1", a header row and one row per payment with
 * eleven columns (docs/reference/pila-file-and-code-lists.md §6.4). Kept as data so tests read it.
 */
export const DAVIVIENDA_COLUMNS = [
  'Tipo de Identificación',
  'Número de Identificación',
  'Nombre',
  'Apellido',
  'Código del Banco',
  'Tipo de Producto o Servicio',
  'Número del Producto o Servicio',
  'Valor del pago o de la recarga',
  'Referencia',
  'Correo Electrónico',
  'Descripción o Detalle',
] as const;

export const DAVIVIENDA_SHEET = 'Hoja1';

/** Document codes: 01 CC, 02 CE, 03 NIT, 04 TI, 05 PA (the two sources disagree; see decision 0053). */
const DOCUMENT_CODE: Readonly<Partial<Record<PayeeDocumentType, string>>> = {
  CC: '01',
  CE: '02',
  NI: '03',
  TI: '04',
  PA: '05',
};
/** Product: CA ahorros, CC corriente, DP DaviPlata / depósito electrónico. */
const PRODUCT_CODE: Readonly<Record<AccountType, string>> = {
  savings: 'CA',
  checking: 'CC',
  'electronic-deposit': 'DP',
};

export const davivienda: BankFileWriter = {
  id: 'davivienda',
  label: 'Davivienda',
  write(batch: PaymentBatch) {
    const issues = validateBatch(batch, (payment, add) => {
      if (!DOCUMENT_CODE[payment.documentType])
        add(`Davivienda no recibe el tipo de documento ${payment.documentType}.`);
    });
    if (issues.length > 0) throw new BankFileValidationError('Davivienda', issues);
    const rows: Array<Array<string | number>> = [
      [...DAVIVIENDA_COLUMNS],
      ...batch.payments.map((payment) => [
        DOCUMENT_CODE[payment.documentType]!,
        payment.documentNumber,
        personName(payment.firstNames),
        personName(payment.lastNames),
        // Davivienda asks for the ACH code as text, keeping its four digits.
        payment.bankCode,
        PRODUCT_CODE[payment.accountType],
        payment.accountNumber,
        new Decimal(payment.amount).toDecimalPlaces(2).toNumber(),
        freeText(payment.reference ?? ''),
        payment.email?.trim() ?? '',
        freeText(batch.description),
      ]),
    ];
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    // Identification, bank code and account stay text cells so leading zeros survive; the value shows 2 decimals.
    for (let row = 1; row < rows.length; row++) {
      for (const column of [0, 1, 4, 6]) {
        const cell = sheet[XLSX.utils.encode_cell({ r: row, c: column })];
        if (cell) cell.t = 's';
      }
      const value = sheet[XLSX.utils.encode_cell({ r: row, c: 7 })];
      if (value) value.z = '0.00';
    }
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, DAVIVIENDA_SHEET);
    const bytes = new Uint8Array(
      XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }),
    );
    return {
      fileName: `DAVIVIENDA_${batch.payer.nit}_${batch.applicationDate.replaceAll('-', '')}.xlsx`,
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    };
  },
};
