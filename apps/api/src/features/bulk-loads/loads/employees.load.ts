import type { TBulkRowError } from '@quincena/contracts/bulk-loads';
import {
  EMPLOYEE_MESSAGES,
  type TCreateContractInput,
  type TPersonInput,
} from '@quincena/contracts/employees';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contractSalaries, contracts, persons } from '../../../db/schema/index.ts';
import { withAuditActor } from '../../../platform/audit/index.ts';
import { type EventPublisher, noEvents } from '../../../platform/events/index.ts';
import { validateContractRow, validatePersonRow } from '../../employees/index.ts';
import type { CellValues } from '../bulk-column.ts';
import type { BulkLoadDefinition, RowOutcome } from '../bulk-load.ts';
import { contractRowOf } from './contract-row.ts';
import { EMPLOYEE_COLUMN_HEADERS, employeeColumns } from './employee-columns.ts';
import { repeatedInFile } from './row-rules.ts';

export interface EmployeeRecord {
  person: TPersonInput;
  contract: Omit<TCreateContractInput, 'personId'>;
}

/**
 * The person is created by the same load, so the contract is checked with a stand-in person id;
 * the real id replaces it when the rows are written.
 */
const PERSON_NOT_YET_CREATED = 1;

/** Multi-row statements of this many rows stay far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/**
 * Rows per committed batch of a load (decision 0211): short enough that a request arriving during a
 * 5,000-row load on the embedded database waits for one batch, not for the whole file.
 */
const BATCH = 50;

interface WrittenChunk {
  personIds: number[];
  contractIds: number[];
  /** What `empleado.creado` announces once the whole load stands. */
  created: { contractId: number; personId: number; startDate: string }[];
}

/** Writes one chunk (persons, their contracts, their first salaries) with set-based inserts. */
async function insertChunk(
  tx: Database,
  companyId: number,
  chunk: readonly EmployeeRecord[],
): Promise<WrittenChunk> {
  const insertedPersons = await tx
    .insert(persons)
    .values(chunk.map(({ person }) => ({ companyId, ...person })))
    .returning({
      id: persons.id,
      documentType: persons.documentType,
      documentNumber: persons.documentNumber,
    });
  const personIds = new Map(
    insertedPersons.map((row) => [`${row.documentType}|${row.documentNumber}`, row.id]),
  );
  const personIdOf = (person: TPersonInput) => {
    const id = personIds.get(`${person.documentType}|${person.documentNumber}`);
    if (id === undefined) throw new Error('bulk person insert lost a row');
    return id;
  };
  const insertedContracts = await tx
    .insert(contracts)
    .values(chunk.map(({ person, contract }) => contractRowOf(companyId, personIdOf(person), contract)))
    .returning({ id: contracts.id, personId: contracts.personId });
  const contractIds = new Map(insertedContracts.map((row) => [row.personId, row.id]));
  await tx.insert(contractSalaries).values(
    chunk.map(({ person, contract }) => ({
      companyId,
      contractId: contractIds.get(personIdOf(person)) as number,
      startDate: contract.salary.startDate,
      amount: contract.salary.amount.toFixed(2),
      createdBy: null,
    })),
  );
  return {
    personIds: [...personIds.values()],
    contractIds: [...contractIds.values()],
    created: chunk.map(({ person, contract }) => ({
      contractId: contractIds.get(personIdOf(person)) as number,
      personId: personIdOf(person),
      startDate: contract.startDate,
    })),
  };
}

/** Undoes committed batches of a load that failed later: salaries, then contracts, then persons. */
async function removeChunks(tx: Database, companyId: number, written: readonly WrittenChunk[]) {
  for (const chunk of written) {
    if (chunk.contractIds.length > 0) {
      await tx
        .delete(contractSalaries)
        .where(
          and(
            eq(contractSalaries.companyId, companyId),
            inArray(contractSalaries.contractId, chunk.contractIds),
          ),
        );
      await tx
        .delete(contracts)
        .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, chunk.contractIds)));
    }
    if (chunk.personIds.length > 0) {
      await tx
        .delete(persons)
        .where(and(eq(persons.companyId, companyId), inArray(persons.id, chunk.personIds)));
    }
  }
}

function rawInputs(values: CellValues) {
  const text = (key: string) => values[key] ?? undefined;
  const optional = (key: string) => values[key] ?? null;
  const number = (key: string) =>
    values[key] === null || values[key] === undefined ? null : Number(values[key]);
  const required = (key: string) => number(key) ?? undefined;
  const yes = (key: string) => values[key] === 'SI';
  const block = (prefix: string) => ({
    yearlyAmount: number(`${prefix}.yearlyAmount`),
    monthlyAmount: number(`${prefix}.monthlyAmount`),
    startDate: optional(`${prefix}.startDate`),
    endDate: optional(`${prefix}.endDate`),
  });
  const person = {
    documentType: text('person.documentType'),
    documentNumber: text('person.documentNumber'),
    firstName: text('person.firstName'),
    otherNames: optional('person.otherNames'),
    firstSurname: text('person.firstSurname'),
    secondSurname: optional('person.secondSurname'),
    address: text('person.address'),
    countryCode: text('person.countryCode'),
    departmentCode: optional('person.departmentCode'),
    cityCode: optional('person.cityCode'),
    email: text('person.email'),
  };
  const contract = {
    personId: PERSON_NOT_YET_CREATED,
    salaryType: text('salaryType'),
    contractType: text('contractType'),
    startDate: text('startDate'),
    endDate: optional('endDate'),
    status: text('status'),
    jobId: text('jobId'),
    vacationSystem: text('vacationSystem'),
    costCenterId: optional('costCenterId'),
    workPlace: text('workPlace'),
    bankCode: text('bankCode'),
    accountType: text('accountType'),
    accountNumber: text('accountNumber'),
    epsCode: text('epsCode'),
    afpCode: text('afpCode'),
    severanceFundCode: text('severanceFundCode'),
    ccfCode: text('ccfCode'),
    voluntaryPensionFundCode: optional('voluntaryPensionFundCode'),
    voluntaryPensionMonthly: number('voluntaryPensionMonthly'),
    afcFundCode: optional('afcFundCode'),
    afcAccount: optional('afcAccount'),
    afcMonthly: number('afcMonthly'),
    arlRiskClass: text('arlRiskClass'),
    economicActivity: text('economicActivity'),
    contributorType: text('contributorType'),
    contributorSubtype: text('contributorSubtype'),
    withholding: {
      procedure: text('withholding.procedure'),
      percentage: required('withholding.percentage'),
      housing: block('withholding.housing'),
      prepaidMedicine: block('withholding.prepaidMedicine'),
      dependants: {
        enabled: yes('withholding.dependants.enabled'),
        startDate: optional('withholding.dependants.startDate'),
        endDate: optional('withholding.dependants.endDate'),
      },
    },
    retirementReason: optional('retirementReason'),
    retirementDate: optional('retirementDate'),
    transportAidExcluded: yes('transportAidExcluded'),
    // Spec 01 §5 asks for the salary's date with its amount; an empty cell means "from the first day".
    salary: { amount: required('salary.amount'), startDate: text('salary.startDate') ?? text('startDate') },
    vacationsTaken: required('vacationsTaken'),
  };
  return { person, contract };
}

/**
 * "Cargar empleados" (spec 01 §2.6): one row = one person with one contract and its first salary.
 * Every row goes through the employee forms' own validators (validatePersonRow,
 * validateContractRow); the company's jobs and cost centres are the code sheets, so a row can
 * only name this company's. A good file is written set-based, in chunks, in one transaction.
 */
export function employeesBulkLoad(
  deps: { events?: EventPublisher } = {},
): BulkLoadDefinition<EmployeeRecord> {
  const events = deps.events ?? noEvents;
  const headerOf = (key: string) => EMPLOYEE_COLUMN_HEADERS.get(key) ?? null;
  const problems = (errors: Record<string, string>, prefix = '') =>
    Object.entries(errors).map(([field, message]) => ({ column: headerOf(`${prefix}${field}`), message }));

  return {
    kind: 'employees',
    title: 'Cargar empleados',
    fileName: 'PlantillaCargueEmpleados',
    sheetName: 'Empleados',
    columns: employeeColumns,
    toRecord(values): RowOutcome<EmployeeRecord> {
      const raw = rawInputs(values);
      const person = validatePersonRow(raw.person);
      const contract = validateContractRow(raw.contract);
      const errors = [
        ...(person.ok ? [] : problems(person.errors, 'person.')),
        ...(contract.ok ? [] : problems(contract.errors)),
      ];
      if (!person.ok || !contract.ok) return { errors };
      const { personId: _standIn, ...contractInput } = contract.value;
      return { record: { person: person.value, contract: contractInput } };
    },
    async checkAll(db: Database, companyId, rows) {
      const documentHeader = headerOf('person.documentNumber');
      const errors: TBulkRowError[] = repeatedInFile(
        rows,
        (record) => `${record.person.documentType}|${record.person.documentNumber}`,
        documentHeader,
      );
      const numbers = [...new Set(rows.map(({ record }) => record.person.documentNumber))];
      const existing = new Set<string>();
      for (let start = 0; start < numbers.length; start += CHUNK) {
        const found = await db
          .select({ documentType: persons.documentType, documentNumber: persons.documentNumber })
          .from(persons)
          .where(
            and(
              eq(persons.companyId, companyId),
              inArray(persons.documentNumber, numbers.slice(start, start + CHUNK)),
            ),
          );
        for (const row of found) existing.add(`${row.documentType}|${row.documentNumber}`);
      }
      for (const { position, record } of rows) {
        if (existing.has(`${record.person.documentType}|${record.person.documentNumber}`)) {
          errors.push({ row: position, column: documentHeader, message: EMPLOYEE_MESSAGES.personDuplicate });
        }
      }
      return errors;
    },
    prepare: async (rows) => rows.map(({ record }) => record),
    async apply(tx, companyId, records) {
      for (let start = 0; start < records.length; start += CHUNK) {
        await insertChunk(tx, companyId, records.slice(start, start + CHUNK));
      }
      return records.length;
    },
    async applyInBatches(db, companyId, records, userId) {
      const written: WrittenChunk[] = [];
      let analyzeAt = BATCH;
      try {
        for (let start = 0; start < records.length; start += BATCH) {
          const chunk = records.slice(start, start + BATCH);
          written.push(await withAuditActor(db, userId, (tx) => insertChunk(tx, companyId, chunk)));
          if (start + chunk.length >= analyzeAt && start + chunk.length < records.length) {
            // The foreign-key check of each new contract against its person runs a plan made when
            // `persons` was small, which walks every person of the company per row, so every batch
            // took longer than the last (60 ms at first, 770 ms after 2,000 rows) and held the
            // embedded database from everyone else meanwhile. Fresh statistics replan it (one key
            // lookup); PGlite has no autovacuum to refresh them, so do it as the table doubles.
            await db.execute(sql`analyze persons, contracts`);
            analyzeAt *= 2;
          }
          // Let the requests queued behind this batch run before the next one takes the database.
          await new Promise((resolve) => setImmediate(resolve));
        }
        // Announced only now: a load that fails later removes its batches, and nothing was hired.
        for (const chunk of written)
          for (const created of chunk.created) events.publish(companyId, 'empleado.creado', created);
        return records.length;
      } catch (error) {
        // All or nothing: the batches already committed are removed before the failure is answered.
        await withAuditActor(db, userId, (tx) => removeChunks(tx, companyId, written));
        throw error;
      }
    },
    /**
     * A large load changes the row counts the planner relies on; PGlite runs no autovacuum, so
     * without fresh statistics it would join thousands of rows as if there were three (PostgreSQL
     * documentation, "Populating a Database": run ANALYZE afterwards).
     */
    async afterCommit(db) {
      await db.execute(sql`analyze persons, contracts, contract_salaries`);
    },
  };
}
