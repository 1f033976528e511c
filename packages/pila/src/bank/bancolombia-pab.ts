import Decimal from 'decimal.js';
import { encodeRecords } from '../planilla/encoding.ts';
import type { RecordValues } from '../planilla/fixed-width.ts';
import { digitsOnly, freeText, personName } from '../text/normalize.ts';
import { PAB_CONTROL, PAB_DETAIL } from './bancolombia-pab-layout.ts';
import type { AccountType, BankFileWriter, Payment, PaymentBatch } from './model.ts';
import { BankFileValidationError, cents, compactDate, validateBatch } from './validate-batch.ts';

/** Clase de transacción 225 = pago de nómina. */
const PAYROLL_CLASS = 225;
/** Tipo de transacción by destination account: 37 ahorros, 27 corriente, 52 depósito electrónico. */
export const BANCOLOMBIA_TRANSACTION: Readonly<Record<AccountType, string>> = {
  savings: '37',
  checking: '27',
  'electronic-deposit': '52',
};
/** Tipo de cuenta a debitar: S ahorros, D corriente. */
export const BANCOLOMBIA_PAYER_ACCOUNT = { savings: 'S', checking: 'D' } as const;

/**
 * Fields 1–8 of a Bancolombia PAB or SAP detail record: record type 6, the beneficiary's document, name,
 * bank and account, the transaction type of that account and the value in cents (field 6 left blank).
 */
export function bancolombiaBeneficiary(payment: Payment): RecordValues {
  return {
    1: 6,
    2: payment.documentNumber,
    3: personName(`${payment.firstNames} ${payment.lastNames}`),
    4: payment.bankCode,
    5: payment.accountNumber,
    6: undefined,
    7: BANCOLOMBIA_TRANSACTION[payment.accountType],
    8: cents(payment.amount),
  };
}

export const bancolombiaPab: BankFileWriter = {
  id: 'bancolombia-pab',
  label: 'Bancolombia PAB',
  write(batch: PaymentBatch) {
    const sequence = batch.sequence ?? 1;
    const issues = validateBatch(batch, (payment, add) => {
      if (digitsOnly(payment.documentNumber) !== payment.documentNumber) {
        add('Bancolombia solo acepta documentos numéricos.');
      }
      if (payment.documentNumber.length > 15)
        add('el documento no cabe en los 15 caracteres de Bancolombia.');
      if (payment.accountNumber.length > 17)
        add('el número de cuenta no cabe en los 17 caracteres de Bancolombia.');
    });
    if (batch.payer.account.length > 11)
      issues.push({ message: 'La cuenta a debitar no cabe en 11 dígitos.' });
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9) {
      issues.push({ message: 'La secuencia de envío de Bancolombia debe estar entre 1 y 9.' });
    }
    if (issues.length > 0) throw new BankFileValidationError('Bancolombia PAB', issues);
    const total = batch.payments.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
    const applicationDate = compactDate(batch.applicationDate);
    const bytes = encodeRecords([
      [
        PAB_CONTROL,
        {
          1: 1,
          2: batch.payer.nit,
          // I = aplicación inmediata.
          3: 'I',
          4: undefined,
          5: PAYROLL_CLASS,
          6: freeText(batch.description),
          7: compactDate(batch.transmissionDate),
          8: `A${sequence}`,
          9: applicationDate,
          10: batch.payments.length,
          11: 0,
          12: cents(total),
          13: batch.payer.account,
          14: BANCOLOMBIA_PAYER_ACCOUNT[batch.payer.accountType],
          15: undefined,
        },
      ],
      ...batch.payments.map(
        (payment) =>
          [
            PAB_DETAIL,
            {
              ...bancolombiaBeneficiary(payment),
              9: applicationDate,
              10: freeText(payment.reference ?? ''),
              // 0: the payment goes to an account, not to a branch counter (ventanilla).
              11: 0,
              12: 0,
              13: digitsOnly(payment.mobile ?? ''),
              14: payment.email?.trim(),
              15: undefined,
              16: undefined,
            },
          ] as const,
      ),
    ]);
    return {
      fileName: `PAB_${batch.payer.nit}_${applicationDate}_A${sequence}.txt`,
      mediaType: 'text/plain',
      bytes,
    };
  },
};
