import { ERROR_CODES } from '@quincena/contracts';
import {
  ENABLEMENT_STATUSES,
  enablementEditable,
  enablementVisibility,
} from '@quincena/contracts/electronic-payroll';
import {
  buildDocument,
  type DianResponse,
  type DianTransport,
  type IndividualPayroll,
  type PayrollDocument,
  prepareDocument,
  toBogota,
} from '@quincena/dian';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import { JOB_NAMES, type JobQueue } from '../../platform/jobs/index.ts';
import { setEnablementStatus } from './enablement.repository.ts';
import type { EnablementService } from './enablement.service.ts';
import { employerOf } from './nie-frame.ts';
import type { NieSigning, NieSigningLoader } from './nie-signing.ts';

export interface TestSetJob {
  companyId: number;
}

export const TEST_SET_MESSAGES = {
  sent: 'Set de pruebas enviado a la DIAN: el estado se actualiza cuando la DIAN responda',
  inProcess: 'Set de pruebas enviado a la DIAN; en validación',
  accepted: 'Habilitado: la DIAN aceptó el set de pruebas',
  notReady:
    'Guarde el Test Set ID, el identificador del software, el PIN y el certificado antes de enviar el set de pruebas',
  locked: 'La habilitación ya está en curso o terminada',
  rejected: (detail: string) => `La DIAN rechazó el set de pruebas: ${detail}`.slice(0, 300),
} as const;

/** Fictitious workers of the test set: the DIAN's test set checks structure, not real people. */
const SAMPLE_WORKERS = [
  {
    documentNumber: '1000000001',
    firstName: 'Ana',
    firstSurname: 'Prueba',
    secondSurname: 'Uno',
    salary: 1_750_905,
  },
  {
    documentNumber: '1000000002',
    firstName: 'Luis',
    firstSurname: 'Prueba',
    secondSurname: 'Dos',
    salary: 2_000_000,
  },
  {
    documentNumber: '1000000003',
    firstName: 'Sara',
    firstSurname: 'Prueba',
    secondSurname: 'Tres',
    salary: 2_500_000,
  },
  {
    documentNumber: '1000000004',
    firstName: 'Iván',
    firstSurname: 'Prueba',
    secondSurname: 'Cuatro',
    salary: 3_000_000,
  },
] as const;

const money = (value: number) => value.toFixed(2);

/** The previous month of an instant in Bogotá, as its first and last days. */
function previousMonth(now: Date): { start: string; end: string } {
  const [year, month] = toBogota(now).date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * The habilitación test set (Res. DIAN 000013 de 2021 art. 8; Anexo §8): four NominaIndividual, one
 * Reemplazar on the first and one Eliminar on the second, the composition technology providers
 * document (not confirmed on a DIAN page, see the reference notes). Ambiente 2 always; numbers are
 * taken from the clock so a second attempt after a rejection never repeats an accepted one (rule 90).
 */
export function testSetDocuments(
  company: typeof companies.$inferSelect,
  signing: NieSigning,
  now: Date,
): PayrollDocument[] {
  const employer = employerOf(company);
  const { start, end } = previousMonth(now);
  const base = Math.floor((now.getTime() - Date.UTC(2026, 0, 1)) / 1000) * 10;
  const issue = {
    issuedAt: now,
    environment: 2 as const,
    place: {
      country: employer.country,
      departmentCode: employer.departmentCode,
      municipalityCode: employer.municipalityCode,
    },
  };
  const individuals: IndividualPayroll[] = SAMPLE_WORKERS.map((worker, index) => {
    const salary = worker.salary;
    const contribution = Math.round(salary * 0.04);
    return {
      kind: 'individual',
      sequence: { prefix: 'SETP', consecutive: base + index + 1 },
      issue,
      payrollPeriod: 5,
      employer,
      worker: {
        workerType: '01',
        workerSubtype: '00',
        highRiskPension: false,
        documentType: 13,
        documentNumber: worker.documentNumber,
        firstSurname: worker.firstSurname,
        secondSurname: worker.secondSurname,
        firstName: worker.firstName,
        workplace: {
          country: employer.country,
          departmentCode: employer.departmentCode,
          municipalityCode: employer.municipalityCode,
          address: employer.address,
        },
        integralSalary: false,
        contractType: 2,
        salary: money(salary),
      },
      period: { hireDate: '2024-01-15', start, end },
      payment: { form: 1, method: '10', dates: [end] },
      earnings: { basic: { workedDays: 30, amount: money(salary) } },
      deductions: {
        health: { percentage: '4.00', amount: money(contribution) },
        pension: { percentage: '4.00', amount: money(contribution) },
      },
    };
  });
  const [first, second] = individuals as [IndividualPayroll, IndividualPayroll];
  const predecessor = (document: IndividualPayroll) => {
    const built = buildDocument(document, { software: signing.software });
    return { number: built.number, cune: built.cune, issueDate: built.issueDate };
  };
  return [
    ...individuals,
    {
      ...first,
      kind: 'replace',
      sequence: { prefix: 'SETP', consecutive: base + 5 },
      predecessor: predecessor(first),
      earnings: { ...first.earnings, transport: [{ allowance: '249095.00' }] },
    },
    {
      kind: 'delete',
      sequence: { prefix: 'SETP', consecutive: base + 6 },
      issue,
      employer,
      predecessor: predecessor(second),
    },
  ];
}

/** Every rejection rule of the answers, in one line for the Estado field. */
function rejections(answers: readonly DianResponse[]): string {
  return answers
    .flatMap((answer) =>
      answer.rules.filter((rule) => rule.kind === 'Rechazo').map((rule) => `${rule.rule} ${rule.message}`),
    )
    .concat(
      answers
        .filter((answer) => !answer.isValid && answer.rules.length === 0)
        .map((answer) => answer.statusDescription),
    )
    .join('; ');
}

export interface TestSetDeps {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  enablement: Pick<EnablementService, 'get' | 'secretsOf'>;
  signing: NieSigningLoader;
  /** The DIAN's habilitación service (or the simulator): test sets never go to production. */
  transportFor(signing: NieSigning): DianTransport;
  /** Between reads of a zip's status (the DIAN validates test sets asynchronously). */
  pollDelayMs?: number;
}

/** Enviar set de pruebas (/ProcessDIAN): a background job that sends the set and records the DIAN's verdict. */
export function createTestSetRun(deps: TestSetDeps) {
  const { db, clock, queue } = deps;
  const pollDelay = deps.pollDelayMs ?? 5_000;

  const service = {
    async request(companyId: number): Promise<{ message: string }> {
      const state = await deps.enablement.get(companyId);
      if (!state.exists || !enablementVisibility(state).testSet)
        throw new AppError(400, ERROR_CODES.validation, TEST_SET_MESSAGES.notReady);
      if (!enablementEditable(state.status)) throw conflict(ERROR_CODES.conflict, TEST_SET_MESSAGES.locked);
      const secrets = await deps.enablement.secretsOf(companyId);
      if (!secrets?.testSetId) throw new AppError(400, ERROR_CODES.validation, TEST_SET_MESSAGES.notReady);
      const signing = await deps.signing.load(companyId, db, 'test-set');
      if (typeof signing === 'string') throw new AppError(400, ERROR_CODES.validation, signing);
      await setEnablementStatus(db, companyId, 'IN_PROCESS', TEST_SET_MESSAGES.inProcess, clock.now());
      await queue.enqueue(JOB_NAMES.testSet, { companyId } satisfies TestSetJob);
      return { message: TEST_SET_MESSAGES.sent };
    },

    async runJob({ companyId }: TestSetJob): Promise<void> {
      const finish = (status: 'ENABLED' | 'REJECTED', text: string) =>
        setEnablementStatus(db, companyId, status, text, clock.now());
      try {
        const signing = await deps.signing.load(companyId, db, 'test-set');
        const secrets = await deps.enablement.secretsOf(companyId);
        const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
        if (typeof signing === 'string' || !secrets?.testSetId || !company) {
          await finish(
            'REJECTED',
            TEST_SET_MESSAGES.rejected(typeof signing === 'string' ? signing : TEST_SET_MESSAGES.notReady),
          );
          return;
        }
        const material = { ...signing, environment: 2 as const };
        const transport = deps.transportFor(material);
        const zipKeys: string[] = [];
        const refused: string[] = [];
        for (const [index, document] of testSetDocuments(company, material, clock.now()).entries()) {
          const ready = prepareDocument(document, {
            software: material.software,
            credentials: material.credentials,
            fileConsecutive: index + 1,
          });
          const upload = await transport.sendTestSetAsync(ready.zipFileName, ready.zip, secrets.testSetId);
          if (upload.zipKey) zipKeys.push(upload.zipKey);
          refused.push(...upload.errors.map((error) => error.message));
        }
        if (refused.length > 0) {
          await finish('REJECTED', TEST_SET_MESSAGES.rejected(refused.join('; ')));
          return;
        }
        const answers: DianResponse[] = [];
        for (const zipKey of zipKeys) {
          let answer: DianResponse[] = [];
          for (let attempt = 0; attempt < 60; attempt += 1) {
            answer = await transport.getStatusZip(zipKey);
            // "Batch en proceso de validación": ask again later.
            if (answer.length > 0 && answer.every((item) => item.statusCode !== '98')) break;
            await new Promise((resolve) => setTimeout(resolve, pollDelay));
          }
          answers.push(...answer);
        }
        const failed = answers.filter((answer) => !answer.isValid);
        if (failed.length === 0 && answers.length > 0) await finish('ENABLED', ENABLEMENT_STATUSES.ENABLED);
        else await finish('REJECTED', TEST_SET_MESSAGES.rejected(rejections(failed) || 'sin respuesta'));
      } catch (error) {
        await finish('REJECTED', TEST_SET_MESSAGES.rejected((error as Error).message || 'error desconocido'));
      }
    },

    async startWorking(): Promise<void> {
      await queue.work<TestSetJob>(JOB_NAMES.testSet, (job) => service.runJob(job));
    },
  };
  return service;
}

export type TestSetRun = ReturnType<typeof createTestSetRun>;
