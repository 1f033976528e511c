import { encodeRecords } from '../planilla/encoding.ts';
import { freeText, personName } from '../text/normalize.ts';
import { BOGOTA_DETAIL, BOGOTA_HEADER } from './banco-bogota-layout.ts';
import type { AccountType, BankFileWriter, PayeeDocumentType, PaymentBatch } from './model.ts';
import { BankFileValidationError, cents, compactDate, validateBatch } from './validate-batch.ts';

/** Tipo de identificación: C cédula, E extranjería, N NIT, T tarjeta de identidad, P pasaporte. */
const DOCUMENT_CODE: Readonly<Partial<Record<PayeeDocumentType, string>>> = {
  CC: 'C',
  CE: 'E',
  NI: 'N',
  TI: 'T',
  PA: 'P',
};
/** Tipo de cuenta: 1 corriente, 2 ahorros, 9 depósito electrónico. */
const ACCOUNT_CODE: Readonly<Record<AccountType, number>> = {
  checking: 1,
  savings: 2,
  'electronic-deposit': 9,
};
/** Tipo de movimiento 001 = nómina. */
const PAYROLL_MOVEMENT = 1;

export const bancoBogota: BankFileWriter = {
  id: 'banco-bogota',
  label: 'Banco de Bogotá',
  write(batch: PaymentBatch) {
    const issues = validateBatch(batch, (payment, add) => {
      if (!DOCUMENT_CODE[payment.documentType])
        add(`Banco de Bogotá no recibe el tipo de documento ${payment.documentType}.`);
      if (!/^\d{1,11}$/.test(payment.documentNumber))
        add('Banco de Bogotá solo acepta documentos numéricos de hasta 11 dígitos.');
      if (payment.accountNumber.length > 17)
        add('el número de cuenta no cabe en los 17 caracteres de Banco de Bogotá.');
    });
    if (batch.payer.account.length > 11)
      issues.push({ message: 'La cuenta dispersora no cabe en 11 dígitos.' });
    if (batch.payer.nit.length > 11) issues.push({ message: 'El NIT del pagador no cabe en 11 dígitos.' });
    if (issues.length > 0) throw new BankFileValidationError('Banco de Bogotá', issues);
    const applicationDate = compactDate(batch.applicationDate);
    const bytes = encodeRecords([
      [
        BOGOTA_HEADER,
        {
          1: 1,
          2: applicationDate,
          3: 0,
          4: ACCOUNT_CODE[batch.payer.accountType],
          5: 0,
          6: batch.payer.account,
          7: freeText(batch.payer.name),
          8: batch.payer.nit,
          9: PAYROLL_MOVEMENT,
          10: 0,
          11: compactDate(batch.transmissionDate),
          // The branch is the first three digits of the paying account.
          12: batch.payer.account.slice(0, 3),
          13: 'N',
          14: undefined,
        },
      ],
      ...batch.payments.map(
        (payment) =>
          [
            BOGOTA_DETAIL,
            {
              1: 2,
              2: DOCUMENT_CODE[payment.documentType],
              3: payment.documentNumber,
              4: personName(`${payment.firstNames} ${payment.lastNames}`),
              5: 0,
              6: ACCOUNT_CODE[payment.accountType],
              7: payment.accountNumber,
              8: cents(payment.amount),
              9: 'A',
              10: 0,
              // The 3-digit ACH code is the 4-digit one without its leading 1.
              11: payment.bankCode.slice(1),
              12: 0,
              13: freeText(payment.reference ?? ''),
              14: 0,
              15: 0,
              16: 'N',
              17: undefined,
              18: 'N',
              19: undefined,
            },
          ] as const,
      ),
    ]);
    return { fileName: `BOGOTA_${batch.payer.nit}_${applicationDate}.txt`, mediaType: 'text/plain', bytes };
  },
};
