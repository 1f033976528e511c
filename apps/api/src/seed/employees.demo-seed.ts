import type { TCreateContractInputRaw, TPersonInputRaw } from '@quincena/contracts/employees';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { jobs, users } from '../db/schema/index.ts';
import {
  contractInput,
  contractsRepository as contractsRepo,
  personsRepository as personsRepo,
  validateContractRow,
  validatePersonRow,
} from '../features/employees/index.ts';

interface DemoEmployee {
  person: Partial<TPersonInputRaw>;
  job: { name: string; area: string };
  contract: Partial<TCreateContractInputRaw>;
  /** Later dated salaries (raises). */
  raises?: { startDate: string; amount: number }[];
}

/** Fictitious people with real official codes; the first is the demo employee (CLIENT) user. */
function demoEmployees(employeeNumberId: string): DemoEmployee[] {
  return [
    {
      person: {
        documentNumber: employeeNumberId,
        firstName: 'Laura',
        otherNames: 'Camila',
        firstSurname: 'Restrepo',
        secondSurname: 'Díaz',
        email: 'laura.restrepo@demo.quincena.test',
      },
      job: { name: 'Analista de nómina', area: 'Gestión humana' },
      contract: { startDate: '2024-02-01', salary: { amount: 3_200_000, startDate: '2024-02-01' } },
      raises: [{ startDate: '2025-01-01', amount: 3_450_000 }],
    },
    {
      person: {
        documentNumber: '79543210',
        firstName: 'Andrés',
        otherNames: 'Felipe',
        firstSurname: 'Gómez',
        secondSurname: 'Torres',
        address: 'Carrera 15 # 93-47',
        email: 'andres.gomez@demo.quincena.test',
      },
      job: { name: 'Contador', area: 'Contabilidad' },
      contract: {
        startDate: '2022-08-16',
        salary: { amount: 5_800_000, startDate: '2022-08-16' },
        withholding: {
          procedure: '1',
          percentage: 0,
          dependants: { enabled: true, startDate: '2026-01-01', endDate: '2026-12-31' },
        },
      },
      raises: [{ startDate: '2026-01-01', amount: 6_200_000 }],
    },
    {
      person: {
        documentNumber: '1032456789',
        firstName: 'Valentina',
        otherNames: null,
        firstSurname: 'Ruiz',
        secondSurname: 'Castaño',
        address: 'Calle 45 # 13-20',
        departmentCode: '05',
        cityCode: '05001',
        email: 'valentina.ruiz@demo.quincena.test',
      },
      job: { name: 'Auxiliar administrativa', area: 'Administración' },
      contract: {
        contractType: '1',
        startDate: '2025-07-01',
        endDate: '2026-06-30',
        salary: { amount: 1_900_000, startDate: '2025-07-01' },
        ccfCode: 'CCF04',
        epsCode: 'EPS037',
      },
    },
    {
      person: {
        documentType: 'CE',
        documentNumber: '654321',
        firstName: 'Carlos',
        otherNames: 'Eduardo',
        firstSurname: 'Mendoza',
        secondSurname: null,
        email: 'carlos.mendoza@demo.quincena.test',
      },
      job: { name: 'Desarrollador de software', area: 'Tecnología' },
      contract: {
        startDate: '2023-03-01',
        status: 'RETIRADO',
        retirementReason: 'RENUNCIA',
        retirementDate: '2025-12-15',
        workPlace: 'TELETRABAJO',
        salary: { amount: 7_500_000, startDate: '2023-03-01' },
      },
    },
  ];
}

async function jobIdFor(db: Database, companyId: number, job: { name: string; area: string }) {
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.name, job.name)));
  if (existing) return existing.id;
  const [created] = await db
    .insert(jobs)
    .values({ companyId, ...job })
    .returning({ id: jobs.id });
  if (!created) throw new Error('demo job insert returned no row');
  return created.id;
}

/**
 * A few realistic employees with contracts and salary history for the demo company; the demo
 * CLIENT user's document number is the first one's. Idempotent: a person already there is skipped.
 */
export async function seedDemoEmployees(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [employeeUser] = await db
    .select({ companyId: users.companyId, employeeNumberId: users.employeeNumberId })
    .from(users)
    .where(and(eq(users.demo, true), eq(users.role, 'CLIENT')));
  if (!employeeUser?.companyId || !employeeUser.employeeNumberId) {
    log.warn('demo employees skipped: there is no demo employee user');
    return;
  }
  const { companyId } = employeeUser;
  for (const employee of demoEmployees(employeeUser.employeeNumberId)) {
    const person = validatePersonRow({ ...personInputDefaults, ...employee.person });
    if (!person.ok) throw new Error(`demo person is invalid: ${JSON.stringify(person.errors)}`);
    const { documentType, documentNumber } = person.value;
    if (await personsRepo.findPersonByDocument(db, companyId, documentType, documentNumber)) continue;
    const jobId = await jobIdFor(db, companyId, employee.job);
    await db.transaction(async (tx) => {
      const row = await personsRepo.insertPerson(tx, companyId, person.value);
      const base = contractInput(row.id, jobId);
      const contract = validateContractRow({
        ...base,
        ...employee.contract,
        withholding: { ...base.withholding, ...employee.contract.withholding },
      });
      if (!contract.ok) throw new Error(`demo contract is invalid: ${JSON.stringify(contract.errors)}`);
      const saved = await contractsRepo.insertContract(tx, companyId, contract.value);
      for (const salary of [contract.value.salary, ...(employee.raises ?? [])]) {
        await contractsRepo.upsertSalary(tx, { companyId, contractId: saved.id, ...salary, createdBy: null });
      }
    });
  }
}

const personInputDefaults: TPersonInputRaw = {
  documentType: 'CC',
  documentNumber: '',
  firstName: '',
  firstSurname: '',
  address: 'Calle 26 # 68C-61',
  countryCode: 'CO',
  departmentCode: '11',
  cityCode: '11001',
  email: '',
};
