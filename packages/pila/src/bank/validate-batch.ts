import Decimal from 'decimal.js';
import { digitsOnly, documentNumber, personName } from '../text/normalize.ts';
import type { Payment, PaymentBatch } from './model.ts';

/** One reason a bank file cannot be written, in Spanish. */
export interface BankIssue {
  /** 1-based position of the payment; absent for batch-level issues. */
  payment?: number;
  message: string;
}

export class BankFileValidationError extends Error {
  constructor(
    readonly bank: string,
    readonly issues: BankIssue[],
  ) {
    super(
      `El archivo de ${bank} tiene ${issues.length} error(es):\n${issues.map((issue) => `- ${issue.message}`).join('\n')}`,
    );
    this.name = 'BankFileValidationError';
  }
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ACH_CODE = /^1\d{3}$/;

/** Who a message is about: position, document and name, so payroll staff find the person at once. */
export function payeeLabel(payment: Payment, index: number): string {
  const name = personName(`${payment.firstNames} ${payment.lastNames}`);
  return `Pago ${index + 1} (${payment.documentType} ${payment.documentNumber || 'sin documento'}${name ? ` ${name}` : ''})`;
}

/** Checks every bank format needs: payer data, dates, and per payment document, bank code, account and amount. */
export function validateBatch(
  batch: PaymentBatch,
  extra?: (payment: Payment, add: (message: string) => void) => void,
): BankIssue[] {
  const issues: BankIssue[] = [];
  if (!/^\d{5,15}$/.test(batch.payer.nit)) {
    issues.push({
      message: 'El NIT del pagador debe tener entre 5 y 15 dígitos, sin dígito de verificación.',
    });
  }
  if (batch.payer.name.trim() === '') issues.push({ message: 'Falta el nombre de la empresa pagadora.' });
  if (digitsOnly(batch.payer.account) === '' || digitsOnly(batch.payer.account) !== batch.payer.account) {
    issues.push({ message: 'La cuenta a debitar de la empresa debe tener solo dígitos.' });
  }
  for (const [label, date] of [
    ['transmisión', batch.transmissionDate],
    ['aplicación', batch.applicationDate],
  ] as const) {
    if (!ISO_DATE.test(date))
      issues.push({ message: `La fecha de ${label} (${date}) no tiene el formato aaaa-mm-dd.` });
  }
  if (batch.payments.length === 0) issues.push({ message: 'El lote no tiene pagos.' });
  batch.payments.forEach((payment, index) => {
    const who = payeeLabel(payment, index);
    const add = (message: string) => issues.push({ payment: index + 1, message: `${who}: ${message}` });
    if (documentNumber(payment.documentNumber) === '') add('falta el número de documento del beneficiario.');
    else if (documentNumber(payment.documentNumber) !== payment.documentNumber) {
      add('el número de documento solo puede tener letras y dígitos, sin puntos ni espacios.');
    }
    if (personName(`${payment.firstNames} ${payment.lastNames}`) === '')
      add('falta el nombre del beneficiario.');
    if (!payment.bankCode) add('falta el código del banco.');
    else if (!ACH_CODE.test(payment.bankCode))
      add(`el código de banco ${payment.bankCode} no es un código ACH de cuatro dígitos.`);
    if (!payment.accountNumber) add('falta el número de cuenta.');
    else if (digitsOnly(payment.accountNumber) !== payment.accountNumber)
      add('el número de cuenta debe tener solo dígitos.');
    const amount = parseAmount(payment.amount);
    if (amount === undefined) add(`el valor a pagar (${String(payment.amount)}) no es un número válido.`);
    else if (amount.lte(0)) add('el valor a pagar debe ser mayor que cero.');
    else if (amount.decimalPlaces() > 2) add('el valor a pagar no puede tener más de dos decimales.');
    if (payment.email !== undefined && !/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(payment.email.trim())) {
      add(`el correo electrónico ${payment.email} no es válido.`);
    }
    extra?.(payment, add);
  });
  return issues;
}

function parseAmount(value: Decimal.Value): Decimal | undefined {
  try {
    const amount = new Decimal(value);
    return amount.isFinite() ? amount : undefined;
  } catch {
    return undefined;
  }
}

/** Amount in cents as the digit string banks expect (two implied decimals). */
export function cents(amount: Decimal.Value): string {
  return new Decimal(amount).mul(100).toFixed(0);
}

export function compactDate(iso: string): string {
  return iso.replaceAll('-', '');
}

/** AAMMDD, for the legacy Bancolombia SAP format. */
export function shortDate(iso: string): string {
  return compactDate(iso).slice(2);
}
