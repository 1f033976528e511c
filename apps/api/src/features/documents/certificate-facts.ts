import { randomBytes } from 'node:crypto';
import type { TCertificateLetterType, TCertificateValidationEntry } from '@quincena/contracts/documents';
import Decimal from 'decimal.js';
import { formatPesos, longDay } from '../../platform/pdf/index.ts';

/**
 * Exactly what a labour certificate stated on the day it was issued (decision 0299). The letter is
 * rendered from these facts and the validation page lists them, so neither changes when the
 * contract does later.
 */
export interface CertificateFacts {
  letterType: TCertificateLetterType;
  addressedTo: string;
  issuedOn: string;
  company: { name: string; document: string };
  employee: { name: string; documentTypeName: string; documentNumber: string };
  contract: {
    typeCode: string;
    typeName: string;
    /** The agreed end of a running fixed-term contract. */
    agreedEnd: string | null;
    job: string | null;
    startDate: string;
    /** The retirement date of a retired contract; null while it runs. */
    endDate: string | null;
  };
  /** Present on letters with salary. */
  salary: { amount: string; integral: boolean } | null;
  /** Present on letters with the average of variable pay. */
  average: { months: number; amount: string } | null;
  signer: { contractId: number; name: string; job: string | null; footer: string } | null;
}

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 random bits as 16 characters: a code nobody can guess, short enough to type from paper. */
export function newCertificateId(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(10);
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return id;
}

/** "ab12-cd34…" as typed from paper → the stored id, or null when it cannot be one. */
export function normaliseCertificateId(text: string): string | null {
  const id = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(id) ? id : null;
}

export const displayCertificateId = (id: string) => id.match(/.{1,4}/g)?.join('-') ?? id;

/** The months an average of variable pay covers, as [year, month] pairs, oldest first. */
export function averageWindow(
  months: number,
  issuedOn: string,
  startDate: string,
  endDate: string | null,
): Array<[number, number]> {
  // A running contract averages the complete months before the letter; a retired one its last months.
  const last = endDate ?? previousMonthEnd(issuedOn);
  let year = Number(last.slice(0, 4));
  let month = Number(last.slice(5, 7));
  const firstKey = Number(startDate.slice(0, 4)) * 12 + Number(startDate.slice(5, 7));
  const window: Array<[number, number]> = [];
  while (window.length < months && year * 12 + month >= firstKey) {
    window.unshift([year, month]);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return window;
}

function previousMonthEnd(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  return month === 1 ? `${year - 1}-12-31` : `${year}-${String(month - 1).padStart(2, '0')}-28`;
}

/** The average per month of the window, to the peso (half up, decision 0040). */
export function monthlyAverage(total: string, monthsInWindow: number): string {
  if (monthsInWindow === 0) return '0';
  return new Decimal(total).div(monthsInWindow).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0);
}

/** What /ValidateCertificate/{id} lists: the certified facts only, labelled in Spanish. */
export function certifiedEntries(facts: CertificateFacts): TCertificateValidationEntry[] {
  const entries: TCertificateValidationEntry[] = [
    { label: 'Empresa', value: `${facts.company.name} · NIT ${facts.company.document}` },
    { label: 'Empleado', value: facts.employee.name },
    {
      label: 'Identificación',
      value: `${facts.employee.documentTypeName} ${facts.employee.documentNumber}`,
    },
    { label: 'Cargo', value: facts.contract.job ?? 'Sin cargo registrado' },
    { label: 'Tipo de contrato', value: facts.contract.typeName },
    { label: 'Fecha de ingreso', value: longDay(facts.contract.startDate) },
  ];
  if (facts.contract.agreedEnd) {
    entries.push({ label: 'Fecha de terminación pactada', value: longDay(facts.contract.agreedEnd) });
  }
  if (facts.contract.endDate) {
    entries.push({ label: 'Fecha de retiro', value: longDay(facts.contract.endDate) });
  }
  if (facts.salary) {
    entries.push({
      label: facts.salary.integral ? 'Salario integral mensual' : 'Salario básico mensual',
      value: formatPesos(facts.salary.amount),
    });
  }
  if (facts.average) {
    entries.push({
      label: `Promedio mensual de pagos variables (${facts.average.months} ${facts.average.months === 1 ? 'mes' : 'meses'})`,
      value: formatPesos(facts.average.amount),
    });
  }
  entries.push(
    { label: 'Dirigido a', value: facts.addressedTo },
    { label: 'Fecha de expedición', value: longDay(facts.issuedOn) },
  );
  return entries;
}
