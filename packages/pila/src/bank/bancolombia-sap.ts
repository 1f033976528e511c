import Decimal from 'decimal.js';
import { encodeRecords } from '../planilla/encoding.ts';
import { freeText } from '../text/normalize.ts';
import { BANCOLOMBIA_PAYER_ACCOUNT, bancolombiaBeneficiary } from './bancolombia-pab.ts';
import { SAP_CONTROL, SAP_DETAIL } from './bancolombia-sap-layout.ts';
import type { BankFileWriter, PaymentBatch } from './model.ts';
import { BankFileValidationError, cents, shortDate, validateBatch } from './validate-batch.ts';

export const bancolombiaSap: BankFileWriter = {
  id: 'bancolombia-sap',
  label: 'Bancolombia SAP',
  write(batch: PaymentBatch) {
    const sequence = batch.sequence ?? 1;
    const total = batch.payments.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
    const issues = validateBatch(batch, (payment, add) => {
      if (!/^\d{1,15}$/.test(payment.documentNumber))
        add('el formato SAP solo acepta documentos numéricos de hasta 15 dígitos.');
      if (payment.accountNumber.length > 17)
        add('el número de cuenta no cabe en los 17 dígitos del formato SAP.');
      // The SAP value has 10 digits with two implied decimals: at most 99,999,999.99 per payment.
      if (cents(payment.amount).length > 10)
        add('el valor supera el máximo del formato SAP (99.999.999,99).');
    });
    if (batch.payer.nit.length > 10)
      issues.push({ message: 'El NIT del pagador no cabe en los 10 dígitos del formato SAP.' });
    if (batch.payer.account.length > 11)
      issues.push({ message: 'La cuenta a debitar no cabe en 11 dígitos.' });
    if (cents(total).length > 12)
      issues.push({ message: 'El total del lote supera el máximo del formato SAP.' });
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > 26) {
      issues.push({ message: 'La secuencia de envío del formato SAP debe estar entre 1 y 26.' });
    }
    if (issues.length > 0) throw new BankFileValidationError('Bancolombia SAP', issues);
    const applicationDate = shortDate(batch.applicationDate);
    const bytes = encodeRecords([
      [
        SAP_CONTROL,
        {
          1: 1,
          2: batch.payer.nit,
          3: freeText(batch.payer.name),
          4: 225,
          5: freeText(batch.description),
          6: shortDate(batch.transmissionDate),
          // Sequence as a letter: A for the first file of the day, B for the second…
          7: String.fromCharCode(64 + sequence),
          8: applicationDate,
          9: batch.payments.length,
          10: 0,
          11: cents(total),
          12: batch.payer.account,
          13: BANCOLOMBIA_PAYER_ACCOUNT[batch.payer.accountType],
        },
      ],
      ...batch.payments.map(
        (payment) =>
          [
            SAP_DETAIL,
            {
              ...bancolombiaBeneficiary(payment),
              9: undefined,
              10: freeText(payment.reference ?? ''),
              11: undefined,
            },
          ] as const,
      ),
    ]);
    return { fileName: `SAP_${batch.payer.nit}_20${applicationDate}.txt`, mediaType: 'text/plain', bytes };
  },
};
