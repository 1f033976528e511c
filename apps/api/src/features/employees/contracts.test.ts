import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoCompanies, bearer, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractSalaries, contracts, costCentres } from '../../db/schema/index.ts';
import { contractInput, insertTestJob, personInput } from './employees.fixtures.ts';

let ctx: TestContext;
let admin: string;
let client: string;
let otherAdmin: string;
let companyId: number;
let personId: number;
let jobId: number;
let otherJobId: number;
let otherPersonId: number;
let otherContractId: number;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  ctx.app.inject(
    payload === undefined
      ? { method, url, headers: bearer(token) }
      : { method, url, headers: bearer(token), payload },
  );

async function contractCount() {
  const rows = await ctx.db.select().from(contracts).where(eq(contracts.companyId, companyId));
  return rows.length;
}

beforeAll(async () => {
  ctx = await createTestApp();
  let otherCompanyId: number;
  ({ companyId, otherCompanyId, admin, otherAdmin } = await adminsOfTwoCompanies(ctx));
  client = await userToken(ctx, { companyId, role: 'CLIENT', employeeNumberId: '1020304050' });
  jobId = (await insertTestJob(ctx.db, companyId)).id;
  otherJobId = (await insertTestJob(ctx.db, otherCompanyId)).id;
  personId = (await inject('POST', '/api/persons', admin, personInput())).json().id;
  otherPersonId = (await inject('POST', '/api/persons', otherAdmin, personInput())).json().id;
  otherContractId = (
    await inject('POST', '/api/contracts', otherAdmin, contractInput(otherPersonId, otherJobId))
  ).json().contract.id;
});
afterAll(() => ctx.close());

describe('POST /api/contracts', () => {
  it('creates the contract with its first dated salary and the spec’s message', async () => {
    const response = await inject('POST', '/api/contracts', admin, contractInput(personId, jobId));
    expect(response.statusCode).toBe(201);
    const { contract, message } = response.json();
    expect(message).toBe(`Contrato para Ana María Pérez Gómez(${contract.id}) creado exitosamente`);
    expect(contract).toMatchObject({
      person: { id: personId, documentNumber: '1020304050', fullName: 'Ana María Pérez Gómez' },
      contractType: '2',
      endDate: null,
      jobId,
      jobName: 'Analista de nómina',
      vacationsTaken: 0,
      salary: { startDate: '2026-02-01', amount: 2_500_000, settled: false },
      salaryHistory: [{ startDate: '2026-02-01', amount: 2_500_000, settled: false }],
      hasPhoto: false,
    });
    const person = await inject('GET', `/api/persons/${personId}`, admin);
    expect(person.json().latestContractId).toBe(contract.id);
  });

  it.each([
    [
      'a fixed-term contract without end date',
      { contractType: '1' },
      'endDate',
      'La fecha fin del contrato es obligatoria para este tipo de contrato',
    ],
    [
      'an indefinite contract with an end date',
      { contractType: '2', endDate: '2027-01-31' },
      'endDate',
      'El contrato a término indefinido no lleva fecha fin',
    ],
    [
      'an end date before the start',
      { contractType: '1', endDate: '2026-01-31' },
      'endDate',
      'La fecha fin no puede ser anterior a la fecha de inicio',
    ],
    ['a year before 1900', { startDate: '1899-12-31' }, 'startDate', 'El año debe estar entre 1900 y 2060'],
    [
      'a year after 2060',
      { contractType: '1', endDate: '2061-01-01' },
      'endDate',
      'El año debe estar entre 1900 y 2060',
    ],
    [
      'negative vacations taken',
      { vacationsTaken: -1 },
      'vacationsTaken',
      'Las vacaciones disfrutadas no pueden ser negativas',
    ],
    ['an AFC fund without account', { afcFundCode: '1007' }, 'afcAccount', 'Agregue la cuenta AFC'],
    [
      'a salary without start date',
      { salary: { amount: 2_000_000 } },
      'salary.startDate',
      'Recuerda que debes diligenciar ambos campos asociados al salario',
    ],
    [
      'a salary dated before the contract',
      { salary: { amount: 2_000_000, startDate: '2026-01-15' } },
      'salary.startDate',
      'La fecha del salario no puede ser anterior al inicio del contrato',
    ],
    [
      'a retired status without reason',
      { status: 'RETIRADO' },
      'retirementReason',
      'Un contrato retirado necesita motivo y fecha de retiro',
    ],
    [
      'a retirement reason without date',
      { retirementReason: 'RENUNCIA' },
      'retirementDate',
      'Diligencie el motivo y la fecha de retiro',
    ],
    [
      'an account number with letters',
      { accountNumber: '12-34' },
      'accountNumber',
      'El número de cuenta solo admite dígitos',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, change, field, message) => {
    const before = await contractCount();
    const response = await inject('POST', '/api/contracts', admin, {
      ...contractInput(personId, jobId),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await contractCount()).toBe(before);
  });

  it('takes an end date as optional for a work-or-task contract (CST art. 45)', async () => {
    const response = await inject(
      'POST',
      '/api/contracts',
      admin,
      contractInput(personId, jobId, { contractType: '3' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('requires the whole housing and prepaid-medicine blocks once one of their fields is filled', async () => {
    const input = contractInput(personId, jobId);
    const response = await inject('POST', '/api/contracts', admin, {
      ...input,
      withholding: {
        ...input.withholding,
        housing: { yearlyAmount: 12_000_000, monthlyAmount: null, startDate: '2026-02-01', endDate: null },
        prepaidMedicine: { yearlyAmount: null, monthlyAmount: 300_000, startDate: null, endDate: null },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'withholding.housing.monthlyAmount':
        'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
      'withholding.housing.endDate':
        'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
      'withholding.prepaidMedicine.yearlyAmount':
        'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
    });
  });

  it('requires the dependant dates when the dependant box is on', async () => {
    const input = contractInput(personId, jobId);
    const response = await inject('POST', '/api/contracts', admin, {
      ...input,
      withholding: {
        ...input.withholding,
        dependants: { enabled: true, startDate: '2026-02-01', endDate: null },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['withholding.dependants.endDate']).toBe(
      'Diligencie la fecha inicio y la fecha fin del dependiente',
    );
  });

  it.each([
    [{ epsCode: 'EPS999' }, 'epsCode', 'EPS: el código no existe en la lista oficial'],
    [{ bankCode: '9999' }, 'bankCode', 'Banco: el código no existe en la lista oficial'],
    [
      { contributorSubtype: '77' },
      'contributorSubtype',
      'Subtipo de cotizante: el código no existe en la lista oficial',
    ],
    [
      { arlRiskClass: '2' },
      'economicActivity',
      'La actividad económica no corresponde al nivel de riesgo ARL',
    ],
    [{ status: 'VIGENTE' }, 'status', 'Estado: el código no existe en la lista oficial'],
  ])('checks %j against the official lists', async (change, field, message) => {
    const response = await inject('POST', '/api/contracts', admin, contractInput(personId, jobId, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses another company’s job and cost centre, and answers 404 for its person', async () => {
    const job = await inject('POST', '/api/contracts', admin, contractInput(personId, otherJobId));
    expect(job.statusCode).toBe(400);
    expect(job.json().fields.jobId).toBe('El cargo no existe en la empresa');
    const [theirCentre] = await ctx.db
      .insert(costCentres)
      .values({ companyId: companyId + 1, code: 'ADM', name: 'Administración', expenseType: '51' })
      .returning();
    const centre = await inject(
      'POST',
      '/api/contracts',
      admin,
      contractInput(personId, jobId, { costCenterId: theirCentre?.id ?? 0 }),
    );
    expect(centre.json().fields.costCenterId).toBe('El centro de costo no existe en la empresa');
    const person = await inject('POST', '/api/contracts', admin, contractInput(otherPersonId, jobId));
    expect(person.statusCode).toBe(404);
  });

  it('is for administrators only: a CLIENT token answers 403', async () => {
    const response = await inject('POST', '/api/contracts', client, contractInput(personId, jobId));
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/contracts/:id', () => {
  let contractId: number;
  beforeAll(async () => {
    contractId = (
      await inject('POST', '/api/contracts', admin, contractInput(personId, jobId, { vacationsTaken: 4.5 }))
    ).json().contract.id;
  });

  it('updates the contract, keeps the vacations taken, and answers the spec’s message', async () => {
    const {
      personId: _person,
      salary: _salary,
      vacationsTaken: _taken,
      ...update
    } = contractInput(personId, jobId);
    const response = await inject('PUT', `/api/contracts/${contractId}`, admin, {
      ...update,
      vacationsTaken: 99,
      contractType: '1',
      endDate: '2027-01-31',
      afcFundCode: '1007',
      afcAccount: '998877',
      afcMonthly: 150_000,
    });
    expect(response.statusCode).toBe(200);
    const { contract, message } = response.json();
    expect(message).toBe(`Contrato para Ana María Pérez Gómez(${contractId}) actualizado exitosamente`);
    expect(contract).toMatchObject({
      contractType: '1',
      endDate: '2027-01-31',
      vacationsTaken: 4.5,
      afcAccount: '998877',
      afcMonthly: 150_000,
    });
  });

  it('answers 404 for another company’s contract and changes nothing', async () => {
    const { personId: _p, salary: _s, vacationsTaken: _v, ...update } = contractInput(personId, jobId);
    const response = await inject('PUT', `/api/contracts/${otherContractId}`, admin, update);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontramos el contrato');
    expect((await inject('GET', `/api/contracts/${otherContractId}`, admin)).statusCode).toBe(404);
    expect((await inject('GET', `/api/contracts/${otherContractId}`, otherAdmin)).json().jobId).toBe(
      otherJobId,
    );
  });
});

describe('PUT /api/contracts/:id/salary (salary history)', () => {
  let contractId: number;
  beforeAll(async () => {
    contractId = (await inject('POST', '/api/contracts', admin, contractInput(personId, jobId))).json()
      .contract.id;
  });

  it('adds a dated row and keeps the earlier one', async () => {
    const response = await inject('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 2_800_000.5,
      startDate: '2026-03-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Salario actualizado correctamente');
    expect(response.json().contract.salaryHistory).toEqual([
      { startDate: '2026-02-01', amount: 2_500_000, settled: false },
      { startDate: '2026-03-01', amount: 2_800_000.5, settled: false },
    ]);
    // The fake clock stands on 2026-03-02: the new salary is the one in force.
    expect(response.json().contract.salary.amount).toBe(2_800_000.5);
  });

  it('refuses a dialog with one field empty with the spec’s message', async () => {
    const response = await inject('PUT', `/api/contracts/${contractId}/salary`, admin, { amount: 3_000_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Recuerda que debes diligenciar ambos campos asociados al salario');
  });

  it('corrects a salary a settled period used only as a retroactive change, keeping the flags', async () => {
    await ctx.db
      .update(contracts)
      .set({ settledThrough: '2026-03-15' })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
    // The dialog may date a raise back into settled periods (decision 0342); no accumulated period
    // holds results here, so nothing is reported as reached.
    const corrected = await inject('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 2_900_000,
      startDate: '2026-03-01',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().retroactive).toBeNull();
    const rows = await ctx.db
      .select()
      .from(contractSalaries)
      .where(and(eq(contractSalaries.companyId, companyId), eq(contractSalaries.contractId, contractId)));
    expect(rows.map((row) => [row.startDate, row.amount])).toEqual([
      ['2026-02-01', '2500000.00'],
      ['2026-03-01', '2900000.00'],
    ]);
    const after = await inject('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 3_000_000,
      startDate: '2026-03-16',
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().contract.salaryHistory.map((entry: { settled: boolean }) => entry.settled)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('refuses a salary dated before the contract and another company’s contract', async () => {
    const early = await inject('PUT', `/api/contracts/${contractId}/salary`, admin, {
      amount: 1_000,
      startDate: '2026-01-01',
    });
    expect(early.statusCode).toBe(400);
    const theirs = await inject('PUT', `/api/contracts/${otherContractId}/salary`, admin, {
      amount: 1_000,
      startDate: '2026-06-01',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('is refused to a CLIENT with 403', async () => {
    const response = await inject('PUT', `/api/contracts/${contractId}/salary`, client, {
      amount: 9,
      startDate: '2026-06-01',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('contract photo', () => {
  let contractId: number;
  // A whole, decodable 1×1 PNG: photos are decoded and encoded again before they are stored.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478016390eb78fa1f0004de028b' +
      '844922210000000049454e44ae426082',
    'hex',
  );
  beforeAll(async () => {
    contractId = (await inject('POST', '/api/contracts', admin, contractInput(personId, jobId))).json()
      .contract.id;
  });

  it('stores an image checked by its content and serves the same bytes back', async () => {
    const upload = await inject('PUT', `/api/contracts/${contractId}/photo`, admin, {
      contentBase64: png.toString('base64'),
    });
    expect(upload.statusCode).toBe(204);
    const photo = await inject('GET', `/api/contracts/${contractId}/photo`, admin);
    expect(photo.json()).toEqual({ mimeType: 'image/png', contentBase64: png.toString('base64') });
    expect((await inject('GET', `/api/contracts/${contractId}`, admin)).json().hasPhoto).toBe(true);
  });

  it('accepts exactly 1,000,000 bytes and refuses 1,000,001', async () => {
    const exact = Buffer.alloc(1_000_000);
    png.copy(exact);
    const ok = await inject('PUT', `/api/contracts/${contractId}/photo`, admin, {
      contentBase64: exact.toString('base64'),
    });
    expect(ok.statusCode).toBe(204);
    const over = Buffer.alloc(1_000_001);
    png.copy(over);
    const tooLarge = await inject('PUT', `/api/contracts/${contractId}/photo`, admin, {
      contentBase64: over.toString('base64'),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('La foto admite como máximo 1.000.000 bytes');
  });

  it('refuses a file that is not an image, whatever it claims', async () => {
    const response = await inject('PUT', `/api/contracts/${contractId}/photo`, admin, {
      contentBase64: Buffer.from('%PDF-1.7 not a photo').toString('base64'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La foto debe ser una imagen JPG, PNG, GIF o WEBP');
  });

  it('answers 404 for another company’s contract', async () => {
    const upload = await inject('PUT', `/api/contracts/${otherContractId}/photo`, admin, {
      contentBase64: png.toString('base64'),
    });
    expect(upload.statusCode).toBe(404);
    expect((await inject('GET', `/api/contracts/${otherContractId}/photo`, admin)).statusCode).toBe(404);
  });
});
