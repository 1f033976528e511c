import Decimal from 'decimal.js';
import { encodeRecords } from '../planilla/encoding.ts';
import { freeText, personName } from '../text/normalize.ts';
import { ACH_DETAIL, ACH_HEADER } from './ach-generic-layout.ts';
import type { AccountType, BankFileWriter, PaymentBatch } from './model.ts';
import { BankFileValidationError, cents, compactDate, validateBatch } from './validate-batch.ts';

const ACCOUNT_CODE: Readonly<Record<AccountType, string>> = {
  savings: 'CA',
  checking: 'CC',
  'electronic-deposit': 'DE',
};

export const achGeneric: BankFileWriter = {
  id: 'ach-generic',
  label: 'ACH genérico',
  write(batch: PaymentBatch) {
    const sequence = batch.sequence ?? 1;
    const issues = validateBatch(batch, (payment, add) => {
      if (payment.documentNumber.length > 16) add('el documento no cabe en 16 caracteres.');
      if (payment.accountNumber.length > 17) add('el número de cuenta no cabe en 17 caracteres.');
    });
    if (batch.payer.account.length > 17)
      issues.push({ message: 'La cuenta del pagador no cabe en 17 dígitos.' });
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99) {
      issues.push({ message: 'La secuencia del lote debe estar entre 1 y 99.' });
    }
    if (issues.length > 0) throw new BankFileValidationError('ACH genérico', issues);
    const total = batch.payments.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
    const bytes = encodeRecords([
      [
        ACH_HEADER,
        {
          1: 1,
          2: batch.payer.nit,
          3: freeText(batch.payer.name),
          4: batch.payer.account,
          5: batch.payer.accountType === 'savings' ? 'CA' : 'CC',
          6: compactDate(batch.transmissionDate),
          7: compactDate(batch.applicationDate),
          8: sequence,
          9: freeText(batch.description),
          10: batch.payments.length,
          11: cents(total),
          12: undefined,
        },
      ],
      ...batch.payments.map(
        (payment) =>
          [
            ACH_DETAIL,
            {
              1: 2,
              2: payment.documentType,
              3: payment.documentNumber,
              4: personName(`${payment.firstNames} ${payment.lastNames}`),
              5: payment.bankCode,
              6: payment.accountNumber,
              7: ACCOUNT_CODE[payment.accountType],
              8: cents(payment.amount),
              9: freeText(payment.reference ?? ''),
              10: payment.email?.trim(),
              11: undefined,
            },
          ] as const,
      ),
    ]);
    return {
      fileName: `ACH_${batch.payer.nit}_${compactDate(batch.applicationDate)}_${sequence}.txt`,
      mediaType: 'text/plain',
      bytes,
    };
  },
};
