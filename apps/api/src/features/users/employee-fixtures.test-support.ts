import type { Database } from '../../db/client.ts';
import { contracts, jobs, persons } from '../../db/schema/index.ts';
import { CONTRACT_AFFILIATIONS } from '../employees/employees.fixtures.ts';

/**
 * Test data for the features that only READ employees (self-service users, initial balances):
 * a job, a person and a contract written straight to the employees tables with valid official
 * codes. The employees feature's own tests exercise the forms that normally write them.
 */
export async function insertEmployee(
  db: Database,
  companyId: number,
  person: { documentNumber: string; firstName: string; firstSurname: string },
): Promise<{ personId: number; contractId: number }> {
  const [job] = await db
    .insert(jobs)
    .values({ companyId, name: 'Auxiliar contable', area: 'Contabilidad' })
    .returning({ id: jobs.id });
  const [row] = await db
    .insert(persons)
    .values({
      companyId,
      documentType: 'CC',
      documentNumber: person.documentNumber,
      firstName: person.firstName,
      firstSurname: person.firstSurname,
      address: 'Calle 10 # 20-30',
      countryCode: 'CO',
      email: `${person.documentNumber}@correo.com.co`,
    })
    .returning({ id: persons.id });
  if (!job || !row) throw new Error('fixture insert failed');
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId,
      personId: row.id,
      salaryType: 'F',
      contractType: '2',
      startDate: '2025-02-01',
      status: 'ACTIVO',
      jobId: job.id,
      vacationSystem: 'MONDAY_TO_FRIDAY',
      vacationsTaken: '0',
      workPlace: 'PRESENCIAL',
      bankCode: '1007',
      accountType: 'savings',
      accountNumber: '1234567890',
      ...CONTRACT_AFFILIATIONS,
      withholdingProcedure: '1',
      withholdingPercentage: '0',
    })
    .returning({ id: contracts.id });
  if (!contract) throw new Error('fixture insert failed');
  return { personId: row.id, contractId: contract.id };
}

/** The contract of a new employee (insertEmployee) with that document number, first name and surname. */
export async function employeeContractId(
  db: Database,
  companyId: number,
  documentNumber: string,
  firstName: string,
  firstSurname: string,
): Promise<number> {
  return (await insertEmployee(db, companyId, { documentNumber, firstName, firstSurname })).contractId;
}
