import { ERROR_CODES } from '@quincena/contracts';
import { isIsoDate } from '@quincena/contracts/reports';
import { BANK_FILE_MESSAGES as M } from '@quincena/contracts/settlement';
import {
  type AccountType,
  type BankFile,
  BankFileValidationError,
  type BankFormatId,
  bankFileWriter,
  type PayeeDocumentType,
  type Payment,
} from '@quincena/pila';
import Decimal from 'decimal.js';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, contracts, payCalendars, persons, settlementResults } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { contractOfRow, personOfContract } from '../../../platform/sql/contract-joins.ts';
import { banks } from '../../reference/index.ts';
import { ofProcess } from '../process-scope.ts';

/**
 * The bank file format for the bank of the company's payment account (Datos empresa): each bank
 * that publishes a payroll layout gets its own; any other bank the generic ACH layout, which
 * every ACH Colombia participant can take (decision 0191). Bancolombia: PAB, its current layout.
 */
const FORMAT_BY_BANK: Readonly<Record<string, BankFormatId>> = {
  '1007': 'bancolombia-pab',
  '1001': 'banco-bogota',
  '1051': 'davivienda',
};
export function bankFormatOf(bankCode: string): BankFormatId {
  return FORMAT_BY_BANK[bankCode] ?? 'ach-generic';
}

const PAYEE_DOCUMENTS: readonly PayeeDocumentType[] = ['CC', 'CE', 'NI', 'TI', 'PA', 'PT'];
const PAYEE_ACCOUNTS: readonly AccountType[] = ['savings', 'checking', 'electronic-deposit'];

/** The company's calendar day in Colombia (UTC−5, no daylight saving). */
function bogotaDay(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

const joinName = (...parts: Array<string | null>) =>
  parts.filter((part) => part && part.trim() !== '').join(' ');

/**
 * Plano bancario (spec 02 §2, §7 "Files"): the net pay of every employee of an ACCUMULATED payroll
 * period, read from the stored results (never recomputed), written by packages/pila's writer for
 * the company's bank. An employee without valid payment data refuses the whole file and is named
 * (decision 0191): a file that silently leaves someone out means a worker goes unpaid.
 */
export function createBankFileService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async generate(companyId: number, query: { calendarId: number; paymentDate: string }): Promise<BankFile> {
      if (!isIsoDate(query.paymentDate)) {
        throw badRequest(ERROR_CODES.validation, M.paymentDateInvalid, { paymentDate: M.paymentDateInvalid });
      }
      const [calendar] = await db
        .select()
        .from(payCalendars)
        .where(and(eq(payCalendars.companyId, companyId), eq(payCalendars.id, query.calendarId)));
      if (!calendar)
        throw badRequest(ERROR_CODES.validation, M.calendarNotFound, { calendarId: M.calendarNotFound });
      // A payroll period, or a retirement's final settlement (paid on its own, CST art. 65).
      if (calendar.type !== 'NM' && calendar.type !== 'LD')
        throw badRequest(ERROR_CODES.validation, M.notPayroll, { calendarId: M.notPayroll });
      if (calendar.state !== 'ACCUMULATED' || calendar.resultProcessId === null) {
        throw badRequest(ERROR_CODES.validation, M.notAccumulated, { calendarId: M.notAccumulated });
      }
      const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
      if (!company?.bankCode || !company.accountNumber || !company.nit || !company.accountType) {
        throw badRequest(ERROR_CODES.validation, M.companyAccountMissing);
      }
      if (company.accountType !== 'savings' && company.accountType !== 'checking') {
        throw badRequest(ERROR_CODES.validation, M.companyAccountMissing);
      }

      const rows = await db
        .select({
          contractId: settlementResults.contractId,
          netPay: settlementResults.netPay,
          bankCode: contracts.bankCode,
          accountType: contracts.accountType,
          accountNumber: contracts.accountNumber,
          documentType: persons.documentType,
          documentNumber: persons.documentNumber,
          firstName: persons.firstName,
          otherNames: persons.otherNames,
          firstSurname: persons.firstSurname,
          secondSurname: persons.secondSurname,
          email: persons.email,
        })
        .from(settlementResults)
        .innerJoin(contracts, contractOfRow(settlementResults))
        .innerJoin(persons, personOfContract)
        .where(
          ofProcess(
            settlementResults,
            companyId,
            calendar.resultProcessId,
            gt(settlementResults.netPay, '0'),
          ),
        )
        .orderBy(asc(persons.firstSurname), asc(persons.firstName), asc(settlementResults.contractId));
      if (rows.length === 0) throw badRequest(ERROR_CODES.validation, M.noResults);

      const missing: string[] = [];
      const payments: Payment[] = [];
      for (const row of rows) {
        const name = joinName(row.firstName, row.otherNames, row.firstSurname, row.secondSurname);
        const documentType = row.documentType as PayeeDocumentType;
        const accountType = row.accountType as AccountType;
        if (
          !/^\d+$/.test(row.accountNumber.trim()) ||
          !/^1\d{3}$/.test(row.bankCode) ||
          !PAYEE_ACCOUNTS.includes(accountType) ||
          !PAYEE_DOCUMENTS.includes(documentType)
        ) {
          missing.push(`${name} (${row.documentType} ${row.documentNumber})`);
          continue;
        }
        payments.push({
          documentType,
          documentNumber: row.documentNumber,
          firstNames: joinName(row.firstName, row.otherNames),
          lastNames: joinName(row.firstSurname, row.secondSurname),
          bankCode: row.bankCode,
          accountNumber: row.accountNumber.trim(),
          accountType,
          amount: new Decimal(row.netPay).toFixed(2),
          reference: `${calendar.type === 'LD' ? 'LIQUIDACION' : 'NOMINA'} ${calendar.year}-${String(calendar.month).padStart(2, '0')}`,
          email: row.email,
        });
      }
      if (missing.length > 0) {
        const shown = missing.slice(0, 20).join(', ');
        const more = missing.length > 20 ? ` y ${missing.length - 20} más` : '';
        throw badRequest(ERROR_CODES.validation, M.employeesWithoutAccount(`${shown}${more}`));
      }

      const format = bankFormatOf(company.bankCode);
      const bank = banks.items.find((item) => item.code === company.bankCode)?.name ?? company.bankCode;
      try {
        return bankFileWriter(format).write({
          payer: {
            name: company.name,
            nit: company.nit,
            account: company.accountNumber,
            accountType: company.accountType,
          },
          transmissionDate: bogotaDay(clock.now()),
          applicationDate: query.paymentDate,
          description: 'NOMINA',
          payments,
        });
      } catch (error) {
        if (!(error instanceof BankFileValidationError)) throw error;
        const detail = error.issues
          .slice(0, 20)
          .map((issue) => issue.message)
          .join(' ');
        throw badRequest(ERROR_CODES.validation, M.invalidFile(`${bank}: ${detail}`));
      }
    },
  };
}
export type BankFileService = ReturnType<typeof createBankFileService>;
