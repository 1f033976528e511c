import type { Amount } from '../money/rounding.ts';

/** Account the money goes to: savings, checking or an electronic deposit (Nequi, DaviPlata…). */
export type AccountType = 'savings' | 'checking' | 'electronic-deposit';

export type PayeeDocumentType = 'CC' | 'CE' | 'NI' | 'TI' | 'PA' | 'PT';

/** One payroll payment of one batch. */
export interface Payment {
  documentType: PayeeDocumentType;
  documentNumber: string;
  firstNames: string;
  lastNames: string;
  /** ACH Colombia compensation code, four digits (1007 Bancolombia, 1001 Banco de Bogotá, 1051 Davivienda…). */
  bankCode: string;
  accountNumber: string;
  accountType: AccountType;
  /** Net pay in pesos, at most two decimals. */
  amount: Amount;
  reference?: string;
  email?: string;
  mobile?: string;
}

/** The company paying and the day the bank applies the payments. No clock: the caller gives both dates. */
export interface PaymentBatch {
  payer: {
    name: string;
    /** NIT without the verification digit. */
    nit: string;
    account: string;
    accountType: 'savings' | 'checking';
  };
  /** Date the file is produced, ISO `aaaa-mm-dd`. */
  transmissionDate: string;
  /** Date the bank credits the accounts, ISO `aaaa-mm-dd`. */
  applicationDate: string;
  /** Purpose printed on the statements, e.g. NOMINA. */
  description: string;
  /** Batch sequence of the day, 1 for the first file. */
  sequence?: number;
  payments: Payment[];
}

export interface BankFile {
  fileName: string;
  mediaType: string;
  bytes: Uint8Array;
}

export type BankFormatId =
  | 'bancolombia-pab'
  | 'bancolombia-sap'
  | 'banco-bogota'
  | 'davivienda'
  | 'ach-generic';

/** One module per bank file format, all behind this interface (STYLE.md habit 12). */
export interface BankFileWriter {
  id: BankFormatId;
  /** Name shown to users. */
  label: string;
  write(batch: PaymentBatch): BankFile;
}
