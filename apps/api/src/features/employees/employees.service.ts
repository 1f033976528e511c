import { ERROR_CODES } from '@quincena/contracts';
import {
  contractFieldErrors,
  isCalendarDate,
  EMPLOYEE_MESSAGES as M,
  personFullName,
  type TContract,
  type TContractFormOptions,
  type TCreateContractInput,
  type TEmployeeList,
  type TEmployeeListQueryParsed,
  type TEmployeeRow,
  type TPerson,
  type TPersonInput,
  type TPhoto,
  type TSalaryInput,
  type TUpdateContractInput,
} from '@quincena/contracts/employees';
import type { TReportRequest, TReportResult } from '@quincena/contracts/reports';
import type { Database } from '../../db/client.ts';
import { createPeriodGuard, type TouchedRange } from '../../pay-period/period-guard.ts';
import { retroactiveImpactIfAny } from '../../pay-period/retroactive-impact.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { type EventPublisher, noEvents } from '../../platform/events/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { contractTypes, retirementReasons, statuses } from '../reference/index.ts';
import { renewDueContracts } from './contract-term/renew-due.ts';
import { toContractView } from './contract-view.ts';
import * as contractsRepo from './contracts.repository.ts';
import { toEngineContract } from './engine-contract.ts';
import { headCountReport, readHeadCountParameters } from './head-count.ts';
import { ownPersonId } from './own-person.ts';
import { payTermsChangeFrom } from './pay-terms.ts';
import * as personsRepo from './persons.repository.ts';
import { MIME_BY_EXTENSION, photoProblem, reencodePhoto } from './photo.ts';
import { contractCodeErrors, personCodeErrors } from './reference-codes.ts';

export interface EmployeesDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
  /** Company events (webhooks): employee created and retired, after the change commits. */
  events?: EventPublisher;
}

/** Who acts: the user id for the audit columns; a CLIENT may only touch their own person. */
export interface Actor {
  userId: number;
  role: 'ADMIN' | 'CLIENT';
  employeeNumberId: string | null;
  /** For a CLIENT: the person its account serves, once fixed (decision 0160). */
  personId?: number | null;
}

/** The list's SQL fields, with the reference names the screen shows (built once). */
const listFields = contractsRepo.employeeListFields({
  contractTypes: contractTypes.items,
  statuses: statuses.items,
  retirementReasons: retirementReasons.items,
});

const codedFields = contractsRepo.employeeCodedFields({
  contractTypes: contractTypes.items,
  statuses: statuses.items,
  retirementReasons: retirementReasons.items,
});

const nameIn = (list: { items: readonly { code: string; name: string }[] }, code: string) =>
  list.items.find((item) => item.code === code)?.name ?? code;

/** Colombian civil date of an instant (UTC−5 all year: Colombia keeps no daylight saving). */
export function colombianDate(instant: Date): string {
  return new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** Beyond any period: an open end date, or a salary that holds from its date on. */
const OPEN_END = '9999-12-31';

/** The days between an old and a new value of a contract date (null = open-ended): what the change touches. */
function changedRange(before: string | null, after: string | null): TouchedRange | null {
  if (before === after) return null;
  const [from, to] = [before ?? OPEN_END, after ?? OPEN_END].sort() as [string, string];
  return { from, to };
}

function refuse(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(ERROR_CODES.validation, first, errors);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/**
 * Persons, contracts, salary history and photos (spec 01 §2.6, §2.13, §2.14). Every method takes
 * the company from the caller (the session, never a body); another company's ids answer 404. The
 * bulk loads call the same methods on a service built over a transaction: `createEmployeesService({ db: tx, … })`.
 */
export function createEmployeesService(deps: EmployeesDeps) {
  const { db, storage, clock } = deps;
  const events = deps.events ?? noEvents;
  const today = () => colombianDate(clock.now());
  const periodGuard = createPeriodGuard();

  async function personView(companyId: number, row: personsRepo.PersonRow): Promise<TPerson> {
    return {
      id: row.id,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      firstName: row.firstName,
      otherNames: row.otherNames,
      firstSurname: row.firstSurname,
      secondSurname: row.secondSurname,
      fullName: personFullName(row),
      address: row.address,
      countryCode: row.countryCode,
      departmentCode: row.departmentCode,
      cityCode: row.cityCode,
      email: row.email,
      latestContractId: await personsRepo.latestContractId(db, companyId, row.id),
    };
  }

  /** A CLIENT reaches only the person linked to its account by id, never by document number. */
  async function assertOwnPerson(
    companyId: number,
    actor: Actor | undefined,
    row: personsRepo.PersonRow,
  ): Promise<void> {
    if (actor?.role === 'CLIENT' && row.id !== (await ownPersonId(db, companyId, actor)))
      throw notFound(M.personNotFound);
  }

  async function requirePerson(companyId: number, personId: number, actor?: Actor) {
    const row = await personsRepo.findPerson(db, companyId, personId);
    if (!row) throw notFound(M.personNotFound);
    await assertOwnPerson(companyId, actor, row);
    return row;
  }

  async function requireContract(companyId: number, contractId: number) {
    const row = await contractsRepo.findContract(db, companyId, contractId);
    if (!row) throw notFound(M.contractNotFound);
    return row;
  }

  async function contractView(companyId: number, row: contractsRepo.ContractRow): Promise<TContract> {
    const person = await personsRepo.findPerson(db, companyId, row.personId);
    if (!person) throw notFound(M.personNotFound);
    const [history, job] = await Promise.all([
      contractsRepo.salaryHistory(db, companyId, row.id),
      contractsRepo.findJob(db, companyId, row.jobId),
    ]);
    return toContractView(row, person, history, job?.name ?? null, today());
  }

  /** The company's own references: the job and the cost centre must be this company's. */
  async function companyReferenceErrors(companyId: number, input: TUpdateContractInput) {
    const errors: Record<string, string> = {};
    if (!(await contractsRepo.findJob(db, companyId, input.jobId))) errors.jobId = M.jobNotFound;
    if (
      input.costCenterId !== null &&
      !(await contractsRepo.findCostCentre(db, companyId, input.costCenterId))
    ) {
      errors.costCenterId = M.costCenterNotFound;
    }
    return errors;
  }

  async function validateContract(companyId: number, input: TUpdateContractInput) {
    refuse({
      ...contractFieldErrors(input),
      ...contractCodeErrors(input),
      ...(await companyReferenceErrors(companyId, input)),
    });
  }

  return {
    async listEmployees(companyId: number, query: TEmployeeListQueryParsed): Promise<TEmployeeList> {
      // The law renews a fixed-term contract nobody ended (CST art. 46): the list shows it as runs see it.
      await renewDueContracts(db, companyId, today(), today());
      const page = await contractsRepo.listEmployeeRows(db, companyId, query, listFields, codedFields);
      const { rows } = page;
      const employees: TEmployeeRow[] = rows.map((row) => ({
        contractId: row.contractId,
        personId: row.personId,
        hasPhoto: row.photoKey !== null,
        documentType: row.documentType,
        documentNumber: row.documentNumber,
        fullName: personFullName(row),
        jobId: row.jobId,
        jobName: row.jobName,
        contractTypeCode: row.contractType,
        contractTypeName: nameIn(contractTypes, row.contractType),
        statusCode: row.status,
        statusName: nameIn(statuses, row.status),
        startDate: row.startDate,
        endDate: row.endDate,
        retirementDate: row.retirementDate,
        retirementReasonCode: row.retirementReason,
        retirementReasonName: row.retirementReason ? nameIn(retirementReasons, row.retirementReason) : null,
      }));
      return { ...page, rows: employees };
    },

    async getPerson(companyId: number, personId: number, actor?: Actor): Promise<TPerson> {
      return personView(companyId, await requirePerson(companyId, personId, actor));
    },

    async findPersonByDocument(
      companyId: number,
      documentType: string,
      documentNumber: string,
      actor?: Actor,
    ) {
      const row = await personsRepo.findPersonByDocument(db, companyId, documentType, documentNumber);
      if (!row) throw notFound(M.personNotFound);
      await assertOwnPerson(companyId, actor, row);
      return personView(companyId, row);
    },

    /** The signed-in employee's own person, by the id linked to the account (decision 0160). */
    async findOwnPerson(companyId: number, actor: Actor): Promise<TPerson> {
      const personId = await ownPersonId(db, companyId, actor);
      const row = personId === null ? null : await personsRepo.findPerson(db, companyId, personId);
      if (!row) throw notFound(M.personNotFound);
      return personView(companyId, row);
    },

    async createPerson(companyId: number, input: TPersonInput): Promise<TPerson> {
      refuse(personCodeErrors(input));
      if (await personsRepo.findPersonByDocument(db, companyId, input.documentType, input.documentNumber)) {
        throw conflict(ERROR_CODES.conflict, M.personDuplicate, { documentNumber: M.personDuplicate });
      }
      try {
        return personView(companyId, await personsRepo.insertPerson(db, companyId, input));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ERROR_CODES.conflict, M.personDuplicate);
        throw error;
      }
    },

    /** Spec 01 §5: a CLIENT cannot change the document type or number. */
    async updatePerson(
      companyId: number,
      personId: number,
      input: TPersonInput,
      actor?: Actor,
    ): Promise<TPerson> {
      const current = await requirePerson(companyId, personId, actor);
      const documentChanged =
        current.documentType !== input.documentType || current.documentNumber !== input.documentNumber;
      if (documentChanged && actor?.role === 'CLIENT')
        throw new AppError(403, ERROR_CODES.forbidden, M.documentLocked);
      refuse(personCodeErrors(input));
      if (documentChanged) {
        const other = await personsRepo.findPersonByDocument(
          db,
          companyId,
          input.documentType,
          input.documentNumber,
        );
        if (other && other.id !== personId) throw conflict(ERROR_CODES.conflict, M.personDuplicate);
      }
      const row = await personsRepo.updatePersonRow(db, companyId, personId, input, clock.now());
      if (!row) throw notFound(M.personNotFound);
      return personView(companyId, row);
    },

    async getContract(companyId: number, contractId: number): Promise<TContract> {
      await renewDueContracts(db, companyId, today(), today());
      return contractView(companyId, await requireContract(companyId, contractId));
    },

    async createContract(companyId: number, input: TCreateContractInput, actor?: Actor) {
      const person = await requirePerson(companyId, input.personId);
      await validateContract(companyId, input);
      const contractId = await withAuditActor(db, actor?.userId, async (tx) => {
        const row = await contractsRepo.insertContract(tx, companyId, input);
        await contractsRepo.upsertSalary(tx, {
          companyId,
          contractId: row.id,
          startDate: input.salary.startDate,
          amount: input.salary.amount,
          createdBy: actor?.userId ?? null,
        });
        return row.id;
      });
      events.publish(companyId, 'empleado.creado', {
        contractId,
        personId: person.id,
        startDate: input.startDate,
      });
      const contract = await this.getContract(companyId, contractId);
      return { contract, message: M.contractCreated(personFullName(person), contractId) };
    },

    async updateContract(companyId: number, contractId: number, input: TUpdateContractInput, actor?: Actor) {
      const current = await requireContract(companyId, contractId);
      await validateContract(companyId, input);
      // Contract dates inside an accumulated payroll period are frozen (period guard, issue 12).
      const touched = [
        changedRange(current.startDate, input.startDate),
        changedRange(current.endDate, input.endDate),
        changedRange(current.retirementDate, input.retirementDate),
      ].filter((range): range is TouchedRange => range !== null);
      await periodGuard.assertOpenAndMark(db, companyId, touched);
      if (current.settledThrough !== null && input.startDate !== current.startDate) {
        throw conflict(
          ERROR_CODES.conflict,
          'La fecha de ingreso no puede cambiar: el contrato ya tiene periodos liquidados',
        );
      }
      const history = await contractsRepo.salaryHistory(db, companyId, contractId);
      const firstSalary = history[0];
      if (firstSalary && firstSalary.startDate < input.startDate) {
        throw badRequest(ERROR_CODES.validation, M.salaryBeforeStart, { startDate: M.salaryBeforeStart });
      }
      // A pay term changed (salary type, working place, transport aid, withholding…): it is applied,
      // processed periods it reaches ask for a new Procesar, and the accumulated ones it reaches are
      // named so the clerk can choose the period that pays the differences (decision 0353).
      const payFrom = payTermsChangeFrom(current, input);
      if (payFrom !== null) await periodGuard.markOnly(db, companyId, [{ from: payFrom, to: OPEN_END }]);
      await withAuditActor(db, actor?.userId, (tx) =>
        contractsRepo.updateContractRow(tx, companyId, contractId, input, clock.now()),
      );
      const retroactive =
        payFrom === null
          ? null
          : await retroactiveImpactIfAny(db, { companyId, contractIds: [contractId], from: payFrom });
      if (!current.retirementDate && input.retirementDate) {
        events.publish(companyId, 'empleado.retirado', {
          contractId,
          personId: current.personId,
          retirementDate: input.retirementDate,
        });
      }
      const contract = await this.getContract(companyId, contractId);
      return { contract, message: M.contractUpdated(contract.person.fullName, contractId), retroactive };
    },

    /**
     * A salary change adds a dated row (spec 01 §2.14 salary dialog). A row in force within a
     * settled period is never rewritten (ARCHITECTURE.md §4); an unsettled row with the same date
     * is corrected in place. With `retroactive` (the salary dialog) the row may hold from inside
     * accumulated periods, whose results stay as settled; the answer names them (decision 0342).
     */
    async changeSalary(
      companyId: number,
      contractId: number,
      input: TSalaryInput,
      actor?: Actor,
      options: { retroactive?: boolean } = {},
    ) {
      const contract = await requireContract(companyId, contractId);
      if (input.startDate < contract.startDate) {
        throw badRequest(ERROR_CODES.validation, M.salaryBeforeStart, { startDate: M.salaryBeforeStart });
      }
      if (!options.retroactive) {
        // Loads of history keep the strict rule: nothing dated inside an accumulated period.
        await periodGuard.assertOpenAndMark(db, companyId, [{ from: input.startDate, to: OPEN_END }]);
        if (contract.settledThrough !== null && input.startDate <= contract.settledThrough) {
          throw conflict(ERROR_CODES.conflict, M.salarySettled, { startDate: M.salarySettled });
        }
      } else {
        // Retroactive: a new row may hold from inside accumulated periods, and a row they used may be
        // corrected (a raise from 1 January, a typo found months later). Their stored results stay as
        // settled and the audit log keeps the old amount; the answer names the periods (decision 0342).
        await periodGuard.markOnly(db, companyId, [{ from: input.startDate, to: OPEN_END }]);
      }
      await withAuditActor(db, actor?.userId, (tx) =>
        contractsRepo.upsertSalary(tx, {
          companyId,
          contractId,
          startDate: input.startDate,
          amount: input.amount,
          createdBy: actor?.userId ?? null,
        }),
      );
      const retroactive = options.retroactive
        ? await retroactiveImpactIfAny(db, { companyId, contractIds: [contractId], from: input.startDate })
        : null;
      return {
        contract: await this.getContract(companyId, contractId),
        message: M.salaryUpdated,
        retroactive,
      };
    },

    /** The salary in force on `date` (pesos), or null before the first dated salary. */
    async salaryAsOf(companyId: number, contractId: number, date: string): Promise<number | null> {
      await requireContract(companyId, contractId);
      const row = await contractsRepo.salaryOn(db, companyId, contractId, date);
      return row ? Number(row.amount) : null;
    },

    /** The payroll engine's input for a period that starts on `asOfDate`. */
    async engineContract(companyId: number, contractId: number, asOfDate: string) {
      const contract = await this.getContract(companyId, contractId);
      return toEngineContract(contract, contract.salaryHistory, asOfDate);
    },

    async setPhoto(companyId: number, contractId: number, bytes: Uint8Array): Promise<void> {
      const contract = await requireContract(companyId, contractId);
      const problem = photoProblem(bytes);
      if (problem) {
        const message = { empty: M.photoEmpty, tooLarge: M.photoTooLarge, notImage: M.photoNotImage }[
          problem
        ];
        throw badRequest(ERROR_CODES.validation, message, { contentBase64: message });
      }
      // Only a freshly encoded picture is stored (decision 0171).
      const image = await reencodePhoto(bytes);
      if ('refused' in image)
        throw badRequest(ERROR_CODES.validation, image.refused, { contentBase64: image.refused });
      const key = `companies/${companyId}/employees/${contractId}.${image.extension}`;
      await storage.put(key, image.bytes);
      if (contract.photoKey && contract.photoKey !== key) await storage.remove(contract.photoKey);
      await contractsRepo.setPhotoKey(db, companyId, contractId, key);
    },

    async getPhoto(companyId: number, contractId: number): Promise<TPhoto> {
      const contract = await requireContract(companyId, contractId);
      const bytes = contract.photoKey ? await storage.get(contract.photoKey) : null;
      const mimeType = contract.photoKey
        ? MIME_BY_EXTENSION[contract.photoKey.split('.').pop() ?? '']
        : undefined;
      if (!bytes || !mimeType) throw notFound(M.photoMissing);
      return { mimeType, contentBase64: bytes.toString('base64') };
    },

    async formOptions(companyId: number): Promise<TContractFormOptions> {
      const [jobs, costCenters] = await Promise.all([
        contractsRepo.listJobs(db, companyId),
        contractsRepo.listCostCentres(db, companyId),
      ]);
      return { jobs, costCenters };
    },

    async headCount(companyId: number, request: TReportRequest): Promise<TReportResult> {
      const { cutDate, status } = readHeadCountParameters(request);
      if (!cutDate || !isCalendarDate(cutDate)) {
        throw badRequest(ERROR_CODES.validation, 'Seleccione la fecha de corte');
      }
      if (status !== null && !statuses.items.some((item) => item.code === status)) {
        throw badRequest(
          ERROR_CODES.validation,
          'Estado del contrato: el código no existe en la lista oficial',
        );
      }
      const sources = await contractsRepo.headCountSources(db, companyId, cutDate);
      return headCountReport(sources, cutDate, status);
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
