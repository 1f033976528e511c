import type { TEmployeeListQueryParsed } from '@quincena/contracts/employees';
import {
  personFullName,
  type TCreateContractInput,
  type TUpdateContractInput,
} from '@quincena/contracts/employees';
import { type AnyColumn, and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contractSalaries, contracts, costCentres, jobs, persons } from '../../db/schema/index.ts';
import { type ListFields, listConditions, listOrder, pageOffset } from '../../platform/paging/list-query.ts';
import { inSameCompany, ofCompany } from '../../platform/sql/company-scope.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import { personListNameSql } from '../../platform/sql/person-name.ts';
import { type CodedField, codedFilterCondition } from './coded-filters.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type SalaryRow = typeof contractSalaries.$inferSelect;

const money = (value: number | null) => (value === null ? null : value.toFixed(2));

/** One contract of the company. */
const oneContract = (companyId: number, contractId: number) =>
  ofCompany(contracts.companyId, companyId, eq(contracts.id, contractId));

/** One contract's salary rows, optionally narrowed. */
const salariesOf = (companyId: number, contractId: number, ...more: SQL[]) =>
  ofCompany(contractSalaries.companyId, companyId, eq(contractSalaries.contractId, contractId), ...more);

/** The contract's job and cost centre, inside its company (left joins: both are optional). */
const jobOfContract = inSameCompany(jobs, contracts, jobs.id, contracts.jobId);
const costCentreOfContract = inSameCompany(costCentres, contracts, costCentres.id, contracts.costCenterId);

/** The contract's type, state and dates, as the /Employes list and the head count show them. */
const CONTRACT_STATE = {
  contractType: contracts.contractType,
  status: contracts.status,
  startDate: contracts.startDate,
  endDate: contracts.endDate,
  retirementDate: contracts.retirementDate,
  retirementReason: contracts.retirementReason,
};

/** The parts of the person's name, which `personFullName` joins as every screen writes it. */
const NAME_PARTS = {
  firstName: persons.firstName,
  otherNames: persons.otherNames,
  firstSurname: persons.firstSurname,
  secondSurname: persons.secondSurname,
};

/**
 * The columns a contract save writes, from the form's input (create, update and the bulk load).
 */
export function contractColumns(input: TUpdateContractInput) {
  const { withholding: w } = input;
  return {
    salaryType: input.salaryType,
    contractType: input.contractType,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    jobId: input.jobId,
    vacationSystem: input.vacationSystem,
    costCenterId: input.costCenterId,
    workPlace: input.workPlace,
    bankCode: input.bankCode,
    accountType: input.accountType,
    accountNumber: input.accountNumber,
    epsCode: input.epsCode,
    afpCode: input.afpCode,
    severanceFundCode: input.severanceFundCode,
    ccfCode: input.ccfCode,
    voluntaryPensionFundCode: input.voluntaryPensionFundCode,
    voluntaryPensionMonthly: money(input.voluntaryPensionMonthly),
    afcFundCode: input.afcFundCode,
    afcAccount: input.afcFundCode ? input.afcAccount : null,
    afcMonthly: money(input.afcMonthly),
    arlRiskClass: input.arlRiskClass,
    economicActivity: input.economicActivity,
    contributorType: input.contributorType,
    contributorSubtype: input.contributorSubtype,
    withholdingProcedure: w.procedure,
    withholdingPercentage: w.percentage.toFixed(2),
    housingYearly: money(w.housing.yearlyAmount),
    housingMonthly: money(w.housing.monthlyAmount),
    housingStartDate: w.housing.startDate,
    housingEndDate: w.housing.endDate,
    prepaidMedicineYearly: money(w.prepaidMedicine.yearlyAmount),
    prepaidMedicineMonthly: money(w.prepaidMedicine.monthlyAmount),
    prepaidMedicineStartDate: w.prepaidMedicine.startDate,
    prepaidMedicineEndDate: w.prepaidMedicine.endDate,
    dependants: w.dependants.enabled,
    dependantsStartDate: w.dependants.enabled ? w.dependants.startDate : null,
    dependantsEndDate: w.dependants.enabled ? w.dependants.endDate : null,
    retirementReason: input.retirementReason,
    retirementDate: input.retirementDate,
    transportAidExcluded: input.transportAidExcluded,
  };
}

export async function findContract(
  db: Database,
  companyId: number,
  contractId: number,
): Promise<ContractRow | null> {
  const [row] = await db.select().from(contracts).where(oneContract(companyId, contractId));
  return row ?? null;
}

export async function insertContract(
  db: Database,
  companyId: number,
  input: TCreateContractInput,
): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({
      companyId,
      personId: input.personId,
      vacationsTaken: input.vacationsTaken.toFixed(2),
      ...contractColumns(input),
    })
    .returning();
  if (!row) throw new Error('contract insert returned no row');
  return row;
}

export async function updateContractRow(
  db: Database,
  companyId: number,
  contractId: number,
  input: TUpdateContractInput,
  now: Date,
): Promise<ContractRow | null> {
  const [row] = await db
    .update(contracts)
    .set({ ...contractColumns(input), updatedAt: now })
    .where(oneContract(companyId, contractId))
    .returning();
  return row ?? null;
}

export async function setPhotoKey(db: Database, companyId: number, contractId: number, key: string | null) {
  await db.update(contracts).set({ photoKey: key }).where(oneContract(companyId, contractId));
}

/** One contract's salary rows, optionally narrowed (every row: the history is read whole). */
const salaryRows = (db: Database, companyId: number, contractId: number, ...more: SQL[]) =>
  db
    .select()
    .from(contractSalaries)
    .where(salariesOf(companyId, contractId, ...more));

export function salaryHistory(db: Database, companyId: number, contractId: number): Promise<SalaryRow[]> {
  return salaryRows(db, companyId, contractId).orderBy(asc(contractSalaries.startDate));
}

/** The salary in force on `date`: the row with the latest start on or before it. */
export async function salaryOn(
  db: Database,
  companyId: number,
  contractId: number,
  date: string,
): Promise<SalaryRow | null> {
  const [row] = await salaryRows(db, companyId, contractId, lte(contractSalaries.startDate, date))
    .orderBy(desc(contractSalaries.startDate))
    .limit(1);
  return row ?? null;
}

/** Adds a dated salary, or corrects the amount of an unsettled row with the same start. */
export async function upsertSalary(
  db: Database,
  row: { companyId: number; contractId: number; startDate: string; amount: number; createdBy: number | null },
): Promise<void> {
  await db
    .insert(contractSalaries)
    .values({ ...row, amount: row.amount.toFixed(2) })
    .onConflictDoUpdate({
      target: [contractSalaries.companyId, contractSalaries.contractId, contractSalaries.startDate],
      set: { amount: row.amount.toFixed(2), createdBy: row.createdBy },
    });
}

export async function findJob(db: Database, companyId: number, jobId: number) {
  const [row] = await db
    .select({ id: jobs.id, name: jobs.name, area: jobs.area })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row ?? null;
}

export async function listJobs(db: Database, companyId: number) {
  return db
    .select({ id: jobs.id, name: jobs.name, area: jobs.area })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.name), asc(jobs.id));
}

export async function findCostCentre(db: Database, companyId: number, costCentreId: number) {
  const [row] = await db
    .select({ id: costCentres.id, name: costCentres.name })
    .from(costCentres)
    .where(and(eq(costCentres.companyId, companyId), eq(costCentres.id, costCentreId)));
  return row ?? null;
}

export async function listCostCentres(db: Database, companyId: number) {
  return db
    .select({ id: costCentres.id, name: costCentres.name })
    .from(costCentres)
    .where(eq(costCentres.companyId, companyId))
    .orderBy(asc(costCentres.name), asc(costCentres.id));
}

/** The /Employes rows: every contract with its person and job, one query. */
/** A reference code shown by its name: a CASE over the list, so the server sorts and filters by the name. */
function nameOf(column: AnyColumn, items: readonly { code: string; name: string }[]): SQL {
  if (items.length === 0) return sql`cast(${column} as text)`;
  const branches = items.map((item) => sql`when ${item.code} then ${item.name}`);
  return sql`(case ${column} ${sql.join(branches, sql` `)} else cast(${column} as text) end)`;
}

/** The /Employes fields as SQL (EMPLOYEE_LIST_FIELDS): what the list sorts, filters and searches by. */
export function employeeListFields(names: {
  contractTypes: readonly { code: string; name: string }[];
  statuses: readonly { code: string; name: string }[];
  retirementReasons: readonly { code: string; name: string }[];
}): ListFields {
  return {
    contractId: contracts.id,
    identification: sql`(${persons.documentType} || ' ' || ${persons.documentNumber})`,
    fullName: personListNameSql,
    jobName: jobs.name,
    contractTypeName: nameOf(contracts.contractType, names.contractTypes),
    statusName: nameOf(contracts.status, names.statuses),
    startDate: contracts.startDate,
    endDate: contracts.endDate,
    retirementDate: contracts.retirementDate,
    retirementReasonName: nameOf(contracts.retirementReason, names.retirementReasons),
  };
}

/** The /Employes fields stored as a reference code and shown by its name (filtered by code). */
export function employeeCodedFields(names: {
  contractTypes: readonly { code: string; name: string }[];
  statuses: readonly { code: string; name: string }[];
  retirementReasons: readonly { code: string; name: string }[];
}): Readonly<Record<string, CodedField>> {
  return {
    contractTypeName: { column: contracts.contractType, items: names.contractTypes },
    statusName: { column: contracts.status, items: names.statuses },
    retirementReasonName: { column: contracts.retirementReason, items: names.retirementReasons },
  };
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The keyword search of /Employes. Digits are a document or contract number: one column is compared,
 * not every text of the row (the search runs over every contract of the company). Words look in the
 * name, the identification and the job.
 */
function employeeSearch(search: string, fields: ListFields): SQL {
  const pattern = `%${likeEscape(search)}%`;
  if (/^\d{1,12}$/.test(search)) {
    const byContract = Number(search) <= 2_147_483_647 ? sql` or ${contracts.id} = ${Number(search)}` : sql``;
    return sql`(${persons.documentNumber} like ${pattern}${byContract})`;
  }
  const parts = (['fullName', 'identification', 'jobName'] as const).map(
    (name) => sql`coalesce(${fields[name]}, '') ilike ${pattern}`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * One page of the company's contracts with their person and job, and the total matching (§4c). The
 * count is its own query over the contracts alone when nothing filters by person or job, so the first
 * page of a large company reads ten rows through the key index instead of sorting every contract.
 */
export async function listEmployeeRows(
  db: Database,
  companyId: number,
  query: TEmployeeListQueryParsed,
  fields: ListFields,
  coded: Readonly<Record<string, CodedField>> = {},
) {
  const search = query.search?.trim();
  const filled = query.filters.filter((filter) => filter.value !== '');
  const codedFilters = filled.filter((filter) => coded[filter.field]);
  const otherFilters = query.filters.filter((filter) => !coded[filter.field]);
  const conditions = [
    ...listConditions(fields, [], { ...query, search: undefined, filters: otherFilters }),
    ...codedFilters.map((filter) => codedFilterCondition(coded[filter.field] as CodedField, filter)),
    ...(search ? [employeeSearch(search, fields)] : []),
  ];
  const where = ofCompany(contracts.companyId, companyId, ...conditions);
  // The count joins only what the conditions read: most filters are the contract's own columns, so a
  // large company is counted without touching its persons or jobs.
  const fieldsRead = new Set(
    query.filters.filter((filter) => filter.value !== '').map((filter) => filter.field),
  );
  const readsPersons = Boolean(search) || fieldsRead.has('identification') || fieldsRead.has('fullName');
  const readsJobs = (Boolean(search) && !/^\d+$/.test(search ?? '')) || fieldsRead.has('jobName');
  let counted = db.select({ total: sql<number>`cast(count(*) as integer)` }).from(contracts).$dynamic();
  if (readsPersons) counted = counted.innerJoin(persons, personOfContract);
  if (readsJobs) counted = counted.leftJoin(jobs, jobOfContract);
  // A keyword search is selective and reads every contract anyway: one pass gives the page and the
  // total (a window count); otherwise the count is its own light query and the page reads ten rows.
  const windowed = Boolean(search);
  const [count] = windowed ? [undefined] : await counted.where(where);
  const found = await db
    .select({
      contractId: contracts.id,
      personId: persons.id,
      photoKey: contracts.photoKey,
      documentType: persons.documentType,
      documentNumber: persons.documentNumber,
      ...NAME_PARTS,
      jobId: contracts.jobId,
      jobName: jobs.name,
      ...CONTRACT_STATE,
      costCenterId: contracts.costCenterId,
      matching: windowed ? sql<number>`cast(count(*) over () as integer)` : sql<number>`0`,
    })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .leftJoin(jobs, jobOfContract)
    .where(where)
    .orderBy(...listOrder(fields, query, [], contracts.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  let total = windowed ? (found[0]?.matching ?? null) : (count?.total ?? 0);
  // A page past the end of a searched list still says how many match.
  if (total === null) total = query.page > 1 ? ((await counted.where(where))[0]?.total ?? 0) : 0;
  const rows = found.map(({ matching: _matching, ...row }) => row);
  return { rows, total, page: query.page, pageSize: query.pageSize };
}

/** The head count's contracts with the salary in force on the cut date (one query). */
export async function headCountSources(db: Database, companyId: number, cutDate: string) {
  const rows = await db
    .select({
      contractId: contracts.id,
      documentType: persons.documentType,
      documentNumber: persons.documentNumber,
      name: NAME_PARTS,
      jobName: jobs.name,
      costCentreName: costCentres.name,
      ...CONTRACT_STATE,
      salary: sql<string | null>`(
        select ${contractSalaries.amount} from ${contractSalaries}
        where ${contractSalaries.companyId} = ${contracts.companyId}
          and ${contractSalaries.contractId} = ${contracts.id}
          and ${contractSalaries.startDate} <= ${cutDate}
        order by ${contractSalaries.startDate} desc limit 1)`,
    })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .leftJoin(jobs, jobOfContract)
    .leftJoin(costCentres, costCentreOfContract)
    .where(ofCompany(contracts.companyId, companyId, lte(contracts.startDate, cutDate)));
  return rows.map(({ name, salary, ...row }) => ({
    ...row,
    fullName: personFullName(name),
    salary: salary === null ? null : Number(salary),
  }));
}
