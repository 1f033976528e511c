import type { PayrollPeriodCode } from './code-lists.ts';
import type { Deductions } from './deductions.ts';
import type { Earnings } from './earnings.ts';
import type {
  DocumentSequence,
  Employer,
  Issue,
  Payment,
  SettlementPeriod,
  SoftwareCredentials,
  Worker,
} from './parties.ts';

/** Everything a monthly support document says about one worker. Totals are always computed. */
export interface PayrollContent {
  sequence: DocumentSequence;
  issue: Issue;
  payrollPeriod: PayrollPeriodCode;
  employer: Employer;
  worker: Worker;
  period: SettlementPeriod;
  payment: Payment;
  earnings: Earnings;
  deductions: Deductions;
}

/** NominaIndividual (TipoXML 102). */
export interface IndividualPayroll extends PayrollContent {
  kind: 'individual';
  /** Novedad: the CUNE of the month's document this contractual novelty refers to (NIE199/NIE204). */
  novelty?: { cune: string };
}

/** The document an adjustment note replaces or deletes (ReemplazandoPredecesor / EliminandoPredecesor). */
export interface Predecessor {
  number: string;
  cune: string;
  issueDate: string;
}

/** NominaIndividualDeAjuste, TipoNota 1 Reemplazar: a full new body. */
export interface ReplacementNote extends PayrollContent {
  kind: 'replace';
  predecessor: Predecessor;
}

/** NominaIndividualDeAjuste, TipoNota 2 Eliminar: only identification and the predecessor. */
export interface DeletionNote {
  kind: 'delete';
  predecessor: Predecessor;
  sequence: Omit<DocumentSequence, 'workerCode'>;
  issue: Issue;
  employer: Employer;
}

export type PayrollDocument = IndividualPayroll | ReplacementNote | DeletionNote;

/** What a build needs besides the document: the software and its credentials. */
export interface BuildContext {
  software: SoftwareCredentials;
}
