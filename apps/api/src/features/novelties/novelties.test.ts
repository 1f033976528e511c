import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { calendarFlags, insertCalendar, noveltyWorld } from './novelties.test-support.ts';

let ctx: TestContext;
let w: Awaited<ReturnType<typeof noveltyWorld>>;
let march: number;
let february: number;
let april: number;
let otherMarch: number;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await noveltyWorld(ctx);
  february = await insertCalendar(ctx.db, w.companyId, '2026-02-01', '2026-02-28', 'ACCUMULATED');
  march = await insertCalendar(ctx.db, w.companyId, '2026-03-01', '2026-03-31', 'OPEN');
  april = await insertCalendar(ctx.db, w.companyId, '2026-04-01', '2026-04-30', 'PROCESSED');
  otherMarch = await insertCalendar(ctx.db, w.otherCompanyId, '2026-03-01', '2026-03-31', 'OPEN');
});
afterAll(async () => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A novelty of that kind for the contract in the calendar, by the company's administrator unless told. */
const record = (kind: string, calendarId: number, contractId: number, fields: object, headers = w.admin) =>
  call('POST', `/api/novelties/${kind}`, headers, { calendarId, contractId, ...fields });

describe('[NOVELTIES][OVERTIME]', () => {
  it('records hours with the spec message and lists them paged', async () => {
    const created = await record('overtime', march, w.ana, {
      conceptCode: 'HED',
      hours: 2.5,
      date: '2026-03-10',
    });
    expect(answered(created, 201)).toMatchObject({
      message: 'Horas extra agregadas exitosamente',
      row: {
        contractId: w.ana,
        documentNumber: '1020304050',
        employeeName: 'Ana Gómez',
        conceptCode: 'HED',
        conceptName: 'Hora extra diurna',
        hours: 2.5,
        calendarId: march,
        date: '2026-03-10',
      },
    });
    for (const date of ['2026-03-11', '2026-03-12']) {
      await call('POST', '/api/novelties/overtime', w.admin, {
        calendarId: march,
        contractId: w.luis,
        conceptCode: 'HRN',
        hours: 1,
        date,
      });
    }
    const page = await call(
      'GET',
      '/api/novelties/overtime?page=1&pageSize=2&sortField=date&sortOrder=asc',
      w.admin,
    );
    expect(answered(page, 200).total).toBe(3);
    expect(page.json().rows.map((row: { date: string }) => row.date)).toEqual(['2026-03-10', '2026-03-11']);
    const searched = await call('GET', '/api/novelties/overtime?search=ana%20g', w.admin);
    expect(searched.json().rows).toHaveLength(1);
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'conceptName', mode: 'startsWith', value: 'recargo' }]),
    );
    const filtered = await call('GET', `/api/novelties/overtime?filters=${filters}`, w.admin);
    expect(filtered.json().total).toBe(2);
    const badSort = await call('GET', '/api/novelties/overtime?sortField=password', w.admin);
    expect(badSort.statusCode).toBe(400);
    const beyond = await call('GET', '/api/novelties/overtime?page=9&pageSize=5', w.admin);
    expect(beyond.json()).toMatchObject({ rows: [], total: 3, page: 9 });
  });

  it('refuses more than 2 decimals, a date outside the calendar and a concept that is not an hour type', async () => {
    const base = { calendarId: march, contractId: w.ana, conceptCode: 'HED', hours: 1, date: '2026-03-10' };
    const decimals = await call('POST', '/api/novelties/overtime', w.admin, { ...base, hours: 1.255 });
    expect(answered(decimals, 400).message).toBe('El tiempo admite como máximo 2 decimales');
    const outside = await call('POST', '/api/novelties/overtime', w.admin, { ...base, date: '2026-04-02' });
    expect(answered(outside, 400).message).toBe(
      'La fecha de la novedad debe estar dentro del período del calendario',
    );
    const concept = await call('POST', '/api/novelties/overtime', w.admin, {
      ...base,
      conceptCode: 'BONUS_SALARY',
    });
    expect(concept.statusCode).toBe(400);
    const beforeContract = await call('POST', '/api/novelties/overtime', w.admin, {
      ...base,
      calendarId: await insertCalendar(ctx.db, w.companyId, '2025-01-01', '2025-01-31'),
      date: '2025-01-15',
    });
    expect(answered(beforeContract, 400).message).toBe(
      'La fecha es anterior al inicio del contrato del empleado',
    );
  });

  it('refuses a novelty in an accumulated period and marks a processed one for a new Procesar', async () => {
    const accumulated = await record('overtime', february, w.ana, {
      conceptCode: 'HED',
      hours: 1,
      date: '2026-02-10',
    });
    expect(answered(accumulated, 409).message).toContain('ya está acumulado');
    expect(await calendarFlags(ctx.db, w.companyId, april)).toEqual({
      state: 'PROCESSED',
      needsReprocess: false,
    });
    const processed = await record('overtime', april, w.ana, {
      conceptCode: 'HEN',
      hours: 1,
      date: '2026-04-10',
    });
    expect(processed.statusCode).toBe(201);
    expect(await calendarFlags(ctx.db, w.companyId, april)).toEqual({
      state: 'PROCESSED',
      needsReprocess: true,
    });
  });

  it('updates and deletes; another company answers 404 and cannot use this company’s contract or calendar', async () => {
    const { row } = (
      await record('overtime', march, w.ana, { conceptCode: 'HEDDF', hours: 3, date: '2026-03-15' })
    ).json();
    const updated = await call('PUT', `/api/novelties/overtime/${row.id}`, w.admin, {
      calendarId: march,
      hours: 4.25,
      date: '2026-03-16',
    });
    expect(updated.json()).toMatchObject({
      message: 'Horas extra actualizadas exitosamente',
      row: { hours: 4.25 },
    });
    expect(
      (
        await call('PUT', `/api/novelties/overtime/${row.id}`, w.otherAdmin, {
          calendarId: otherMarch,
          hours: 1,
          date: '2026-03-16',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/novelties/overtime/${row.id}`, w.otherAdmin)).statusCode).toBe(404);
    const foreign = await record(
      'overtime',
      march,
      w.ana,
      { conceptCode: 'HED', hours: 1, date: '2026-03-10' },
      w.otherAdmin,
    );
    expect(foreign.statusCode).toBe(400);
    const foreignCalendar = await record(
      'overtime',
      march,
      w.marta,
      { conceptCode: 'HED', hours: 1, date: '2026-03-10' },
      w.otherAdmin,
    );
    expect(foreignCalendar.json().message).toBe('El calendario no existe en la empresa o no es de nómina');
    expect((await call('GET', '/api/novelties/overtime', w.otherAdmin)).json().total).toBe(0);
    const deleted = await call('DELETE', `/api/novelties/overtime/${row.id}`, w.admin);
    expect(deleted.json()).toEqual({ message: 'Horas extra eliminadas exitosamente' });
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/novelties/overtime', w.client)).statusCode).toBe(403);
    expect((await call('GET', '/api/novelties/overtime', {})).statusCode).toBe(401);
    expect((await call('GET', '/api/novelties/absences', w.client)).statusCode).toBe(403);
  });
});

describe('[NOVELTIES][REPORTED]', () => {
  it('records a one-off item of an OCA concept and refuses fixed-item concepts and long observations', async () => {
    const created = await record('reported', march, w.ana, {
      conceptCode: 'BONUS_SALARY',
      value: 350000,
      observations: 'Bonificación por cumplimiento',
    });
    expect(answered(created, 201)).toMatchObject({
      message: 'Novedad reportada agregada exitosamente',
      row: { conceptName: 'Bonificación salarial', conceptNature: 'earning', value: 350000 },
    });
    const fixedConcept = await record('reported', march, w.ana, { conceptCode: 'LOAN', value: 1000 });
    expect(fixedConcept.statusCode).toBe(400);
    const long = await record('reported', march, w.ana, {
      conceptCode: 'BONUS_SALARY',
      value: 1000,
      observations: 'x'.repeat(71),
    });
    expect(answered(long, 400).message).toBe('Las observaciones admiten como máximo 70 caracteres');
  });
});

describe('[NOVELTIES][FIXED]', () => {
  it('lists statuses with Activa first and the periods of a monthly company', async () => {
    const options = await call(
      'GET',
      `/api/novelties/fixed/options?contractId=${w.ana}&conceptCode=LOAN`,
      w.admin,
    );
    expect(options.json()).toEqual({
      statuses: [
        { code: 'ACTIVE', name: 'Activa' },
        { code: 'SUSPENDED', name: 'Suspendida' },
        { code: 'FINISHED', name: 'Finalizada' },
      ],
      periods: [{ code: 'each_period', name: 'Cada período' }],
      conceptNeedsEntity: false,
      entities: [],
    });
  });

  it('records a loan with its balance; refuses a fortnight period for a monthly company and a balance on an earning', async () => {
    const body = {
      contractId: w.ana,
      conceptCode: 'LOAN',
      value: 200000,
      balance: 1000000,
      startDate: '2026-03-01',
    };
    const created = await call('POST', '/api/novelties/fixed', w.admin, body);
    expect(answered(created, 201).row).toMatchObject({
      status: 'ACTIVE',
      statusName: 'Activa',
      balance: 1000000,
      endDate: null,
    });
    const fortnight = await call('POST', '/api/novelties/fixed', w.admin, {
      ...body,
      periodicity: 'first_fortnight',
    });
    expect(fortnight.json().message).toBe(
      'El período no está disponible para la frecuencia de pago de la empresa',
    );
    const earning = await call('POST', '/api/novelties/fixed', w.admin, {
      ...body,
      conceptCode: 'AID_NON_SALARY',
    });
    expect(earning.json().message).toBe('El saldo inicial solo aplica a deducciones');
    const inAccumulated = await call('POST', '/api/novelties/fixed', w.admin, {
      ...body,
      startDate: '2026-02-01',
    });
    expect(inAccumulated.statusCode).toBe(409);
    const missing = await call('POST', '/api/novelties/fixed', w.admin, {
      conceptCode: 'LOAN',
      value: 1,
      startDate: '2026-03-01',
    });
    expect(missing.json().message).toBe('Seleccionar empleado');
  });

  it('refuses deleting an item an accumulated period applied, and lets it be ended instead', async () => {
    // Recorded before February was accumulated: the guard allows it while February is open.
    const id = await insertCalendar(ctx.db, w.companyId, '2026-05-01', '2026-05-31', 'OPEN');
    expect(id).toBeGreaterThan(0);
    const created = await call('POST', '/api/novelties/fixed', w.admin, {
      contractId: w.luis,
      conceptCode: 'UNION_DUES',
      value: 15000,
      startDate: '2026-03-01',
    });
    const row = created.json().row;
    await ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update pay_calendars set state = 'ACCUMULATED' where company_id = ${w.companyId} and id = ${march}`,
    );
    const removed = await call('DELETE', `/api/novelties/fixed/${row.id}`, w.admin);
    expect(answered(removed, 409).message).toContain('Finalícela con una fecha fin');
    const ended = await call('PUT', `/api/novelties/fixed/${row.id}`, w.admin, {
      contractId: w.luis,
      conceptCode: 'UNION_DUES',
      value: 15000,
      startDate: '2026-03-01',
      endDate: '2026-05-31',
    });
    expect(ended.statusCode).toBe(200);
    const backInMarch = await call('PUT', `/api/novelties/fixed/${row.id}`, w.admin, {
      contractId: w.luis,
      conceptCode: 'UNION_DUES',
      value: 15000,
      startDate: '2026-03-01',
      endDate: '2026-03-20',
    });
    expect(backInMarch.statusCode).toBe(409);
    await ctx.db.execute(
      (await import('drizzle-orm'))
        .sql`update pay_calendars set state = 'OPEN' where company_id = ${w.companyId} and id = ${march}`,
    );
  });
});

describe('[NOVELTIES][VACATIONS]', () => {
  it('computes the end date over business days, weekends and holidays of the company’s system', async () => {
    // Monday 16 March 2026; Monday 23 March is a holiday (San José, Ley 51 de 1983); Monday to Friday.
    const five = await call(
      'GET',
      `/api/novelties/vacations/end-date?contractId=${w.ana}&startDate=2026-03-16&days=5`,
      w.admin,
    );
    expect(five.json()).toEqual({ endDate: '2026-03-20' });
    const ten = await call(
      'GET',
      `/api/novelties/vacations/end-date?contractId=${w.ana}&startDate=2026-03-16&days=10`,
      w.admin,
    );
    expect(ten.json()).toEqual({ endDate: '2026-03-30' });
    const foreign = await call(
      'GET',
      `/api/novelties/vacations/end-date?contractId=${w.marta}&startDate=2026-03-16&days=5`,
      w.admin,
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('records days in time with the server’s end date; refuses both kinds of days and a start before the contract', async () => {
    const created = await record('vacations', march, w.ana, {
      daysInTime: 10,
      daysInMoney: 0,
      startDate: '2026-03-16',
      endDate: '2026-03-17',
    });
    expect(answered(created, 201)).toMatchObject({
      message: 'Vacaciones agregadas exitosamente',
      row: { startDate: '2026-03-16', endDate: '2026-03-30', daysInTime: 10, daysInMoney: 0 },
    });
    const both = await record('vacations', march, w.ana, {
      daysInTime: 5,
      daysInMoney: 2,
      startDate: '2026-04-06',
    });
    expect(answered(both, 400).message).toBe('Solo agrega dias en tiempo o dinero');
    const none = await record('vacations', march, w.ana, {});
    expect(none.json().message).toBe('Agregue los dias en tiempo o dinero');
    const early = await call(
      'GET',
      `/api/novelties/vacations/start-date?contractId=${w.ana}&startDate=2025-01-10`,
      w.admin,
    );
    expect(answered(early, 400).message).toBe(
      'La fecha de inicio de las vacaciones es anterior al inicio del contrato',
    );
    const inside = await call(
      'GET',
      `/api/novelties/vacations/start-date?contractId=${w.ana}&startDate=2026-03-18`,
      w.admin,
    );
    expect(inside.json().message).toBe(
      'La fecha de inicio cae dentro de otras vacaciones del empleado (del 16-03-2026 al 30-03-2026)',
    );
    const valid = await call(
      'GET',
      `/api/novelties/vacations/start-date?contractId=${w.ana}&startDate=2026-03-31`,
      w.admin,
    );
    expect(valid.json()).toEqual({ valid: true, message: 'La fecha de inicio es válida' });
    const overlap = await record('vacations', march, w.ana, { daysInTime: 3, startDate: '2026-03-12' });
    expect(overlap.json().message).toBe(
      'Las vacaciones se cruzan con otras vacaciones del empleado (del 16-03-2026 al 30-03-2026)',
    );
    const money = await record('vacations', march, w.luis, { daysInMoney: 7.5 });
    expect(money.json().row).toMatchObject({ daysInMoney: 7.5, startDate: null, endDate: null });
  });
});

describe('[NOVELTIES][ABSENCES]', () => {
  let first: number;

  it('serves the contingencies with their PILA novelty', async () => {
    const { contingencies } = (await call('GET', '/api/novelties/absences/contingencies', w.admin)).json();
    const pila = Object.fromEntries(
      contingencies.map((c: { code: string; pilaNovelty: string }) => [c.code, c.pilaNovelty]),
    );
    expect(pila).toMatchObject({
      '1053': 'IGE',
      '1061': 'IRL',
      '1054': 'LMA',
      '1055': 'LMA',
      '1056': 'VAC-LR',
      '1057': 'SLN',
    });
    const extendable = contingencies
      .filter((c: { allowsExtension: boolean }) => c.allowsExtension)
      .map((c: { code: string }) => c.code);
    expect(extendable).toEqual(['1053', '1061']);
  });

  it('records an incapacity with a CIE-10 diagnosis and the end date from the server', async () => {
    const end = await call(
      'GET',
      `/api/novelties/absences/end-date?contractId=${w.luis}&startDate=2026-03-02&days=3`,
      w.admin,
    );
    expect(end.json()).toEqual({ endDate: '2026-03-04' });
    const created = await record('absences', march, w.luis, {
      contingencyCode: '1053',
      startDate: '2026-03-02',
      days: 3,
      diagnosisCode: 'j069',
      observations: 'Incapacidad EPS',
    });
    expect(answered(created, 201)).toMatchObject({
      message: 'Ausentismo agregado exitosamente',
      row: {
        endDate: '2026-03-04',
        contingencyName: 'Incapacidad por enfermedad general',
        diagnosisCode: 'J069',
        diagnosisName: 'Infeccion aguda de las vias respiratorias superiores, no especificada',
      },
    });
    first = created.json().row.id;
  });

  it('refuses an unknown diagnosis, a diagnosis on a licence, Tiempo over 7 characters and long observations', async () => {
    const base = {
      calendarId: march,
      contractId: w.luis,
      contingencyCode: '1053',
      startDate: '2026-03-20',
      days: 2,
    };
    const unknown = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      diagnosisCode: 'A0XY',
    });
    expect(unknown.json().message).toBe('El diagnóstico no existe en la tabla CIE-10');
    const withoutDiagnosis = await call('POST', '/api/novelties/absences', w.admin, base);
    expect(withoutDiagnosis.json().message).toBe('Seleccione el diagnóstico de la incapacidad');
    const licence = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      contingencyCode: '1057',
      diagnosisCode: 'J069',
    });
    expect(licence.json().message).toBe('El diagnóstico solo aplica para incapacidades');
    const long = await call('POST', '/api/novelties/absences', w.admin, { ...base, days: 12345678 });
    expect(long.json().message).toBe('El tiempo admite como máximo 7 caracteres');
    const observations = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      observations: 'y'.repeat(71),
    });
    expect(observations.json().message).toBe('Las observaciones admiten como máximo 70 caracteres');
  });

  it('offers and accepts extensions only for 1053 and 1061, of an earlier absence of the same contract and contingency', async () => {
    const list = await call(
      'GET',
      `/api/novelties/absences/extensions?contractId=${w.luis}&contingencyCode=1053`,
      w.admin,
    );
    expect(list.json().extensions).toEqual([
      {
        id: first,
        startDate: '2026-03-02',
        endDate: '2026-03-04',
        days: 3,
        label: '02-03-2026 al 04-03-2026 (3 días)',
      },
    ]);
    const none = await call(
      'GET',
      `/api/novelties/absences/extensions?contractId=${w.luis}&contingencyCode=1056`,
      w.admin,
    );
    expect(none.json().extensions).toEqual([]);
    const base = {
      calendarId: march,
      contractId: w.luis,
      startDate: '2026-03-05',
      days: 4,
      extensionOfId: first,
    };
    const wrongCode = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      contingencyCode: '1056',
    });
    expect(wrongCode.json().message).toBe('La prórroga solo aplica a las contingencias 1053 y 1061');
    const otherContingency = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      contingencyCode: '1061',
      diagnosisCode: 'S934',
    });
    expect(otherContingency.json().message).toBe(
      'La prórroga debe ser un ausentismo anterior del mismo empleado con la misma contingencia',
    );
    const otherContract = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      contractId: w.ana,
      contingencyCode: '1053',
      startDate: '2026-03-05',
      diagnosisCode: 'J069',
    });
    expect(otherContract.json().message).toBe(
      'La prórroga debe ser un ausentismo anterior del mismo empleado con la misma contingencia',
    );
    const ok = await call('POST', '/api/novelties/absences', w.admin, {
      ...base,
      contingencyCode: '1053',
      diagnosisCode: 'J069',
    });
    expect(answered(ok, 201).row).toMatchObject({
      extensionOfId: first,
      extensionLabel: '02-03-2026 al 04-03-2026',
    });
    const stretched = await call('PUT', `/api/novelties/absences/${first}`, w.admin, {
      calendarId: march,
      contractId: w.luis,
      contingencyCode: '1053',
      startDate: '2026-03-02',
      days: 5,
      diagnosisCode: 'J069',
    });
    expect(stretched.json().message).toBe(
      'El cambio deja sin continuidad las prórrogas registradas de este ausentismo: modifíquelas o elimínelas primero',
    );
    const deleteExtended = await call('DELETE', `/api/novelties/absences/${first}`, w.admin);
    expect(deleteExtended.json().message).toBe(
      'El ausentismo tiene prórrogas registradas: elimínelas primero',
    );
  });

  it('refuses overlaps with another absence or a vacation', async () => {
    const absence = await record('absences', march, w.luis, {
      contingencyCode: '1056',
      startDate: '2026-03-03',
      days: 1,
    });
    expect(answered(absence, 400).message).toBe(
      'El ausentismo se cruza con otro ausentismo del empleado (del 02-03-2026 al 04-03-2026)',
    );
    const vacation = await record('absences', march, w.ana, {
      contingencyCode: '1053',
      startDate: '2026-03-27',
      days: 5,
      diagnosisCode: 'J069',
    });
    expect(vacation.json().message).toBe(
      'El ausentismo se cruza con vacaciones del empleado (del 16-03-2026 al 30-03-2026)',
    );
    const vacationOverAbsence = await record('vacations', march, w.luis, {
      daysInTime: 2,
      startDate: '2026-03-02',
    });
    expect(vacationOverAbsence.json().message).toBe(
      'La fecha de inicio cae dentro de un ausentismo del empleado (del 02-03-2026 al 04-03-2026)',
    );
  });

  it('searches the CIE-10 table by code and by words', async () => {
    const byCode = (await call('GET', '/api/novelties/diagnoses?search=I10', w.admin)).json();
    expect(byCode.diagnoses[0]).toEqual({ code: 'I10X', name: 'Hipertension esencial (primaria)' });
    const byWords = (
      await call('GET', '/api/novelties/diagnoses?search=lumbago%20no%20especificado', w.admin)
    ).json();
    expect(byWords.diagnoses.map((d: { code: string }) => d.code)).toContain('M545');
  });
});

describe('[NOVELTIES][RETIREMENTS]', () => {
  it('records a retirement; refuses one before the contract, inside an accumulated period or twice', async () => {
    const before = await record('retirements', march, w.ana, { reasonCode: 'RENUNCIA', date: '2025-01-31' });
    expect(before.json().message).toBe(
      'La fecha de retiro no puede ser anterior a la fecha de inicio del contrato',
    );
    const accumulated = await record('retirements', march, w.ana, {
      reasonCode: 'RENUNCIA',
      date: '2026-02-20',
    });
    expect(accumulated.statusCode).toBe(409);
    const created = await record('retirements', march, w.ana, {
      reasonCode: 'SIN_JUSTA_CAUSA',
      date: '2026-03-31',
    });
    expect(created.json()).toMatchObject({
      message: 'Retiro agregado exitosamente',
      row: { reasonName: 'Despido sin justa causa', status: 'REGISTRADO', date: '2026-03-31' },
    });
    const twice = await record('retirements', march, w.ana, { reasonCode: 'RENUNCIA', date: '2026-03-30' });
    expect(twice.json().message).toBe('El empleado ya tiene un retiro registrado');
    const unknown = await record('retirements', march, w.luis, { reasonCode: 'SE_FUE', date: '2026-03-30' });
    expect(unknown.json().message).toBe('El motivo de retiro no existe');
    const afterRetirement = await record('overtime', april, w.ana, {
      conceptCode: 'HED',
      hours: 1,
      date: '2026-04-02',
    });
    expect(afterRetirement.json().message).toBe(
      'La fecha es posterior a la terminación del contrato del empleado',
    );
    const removed = await call('DELETE', `/api/novelties/retirements/${created.json().row.id}`, w.admin);
    expect(removed.json()).toEqual({ message: 'Registro eliminado con éxito' });
  });
});

describe('[NOVELTIES][REPORTS]', () => {
  it('defines and generates the absences history for a date range', async () => {
    const definition = await call('GET', '/api/novelties/absences/report/definition', w.admin);
    expect(definition.json().parameters.map((p: { tag: string }) => p.tag)).toEqual([
      'fechaDesde',
      'fechaHasta',
      'identificacion',
    ]);
    const result = await call('POST', '/api/novelties/absences/report', w.admin, {
      reports: [
        {
          position: 1,
          parameters: [
            { tag: 'fechaDesde', value: '2026-03-01' },
            { tag: 'fechaHasta', value: '2026-03-31' },
            { tag: 'identificacion', value: '79000111' },
          ],
        },
      ],
    });
    expect(result.statusCode).toBe(200);
    const sheet = result.json().sheets[0];
    expect(sheet.name).toBe('Ausentismos');
    expect(sheet.rows.map((row: unknown[]) => [row[3], row[5], row[6], row[7]])).toEqual([
      ['1053', 'IGE', '2026-03-02', '2026-03-04'],
      ['1053', 'IGE', '2026-03-05', '2026-03-08'],
    ]);
    const missing = await call('POST', '/api/novelties/overtime/report', w.admin, {
      reports: [{ position: 1, parameters: [{ tag: 'fechaDesde', value: '2026-03-01' }] }],
    });
    expect(missing.json().message).toBe('Seleccione la fecha hasta');
  });
});

describe('[NOVELTIES][ISOLATION] another company never sees nor touches these novelties', () => {
  it('answers 404 to its PUT and DELETE of every kind and lists nothing of this company', async () => {
    const september = await insertCalendar(ctx.db, w.companyId, '2026-09-01', '2026-09-30');
    const created = {
      overtime: await record('overtime', september, w.luis, {
        conceptCode: 'HED',
        hours: 1,
        date: '2026-09-08',
      }),
      reported: await record('reported', september, w.luis, { conceptCode: 'COMMISSION', value: 10000 }),
      fixed: await call('POST', '/api/novelties/fixed', w.admin, {
        contractId: w.luis,
        conceptCode: 'COOPERATIVE',
        value: 20000,
        startDate: '2026-09-01',
      }),
      vacations: await record('vacations', september, w.luis, { daysInTime: 3, startDate: '2026-09-14' }),
      absences: await record('absences', september, w.luis, {
        contingencyCode: '1057',
        startDate: '2026-09-21',
        days: 2,
      }),
      retirements: await record('retirements', september, w.luis, {
        reasonCode: 'RENUNCIA',
        date: '2026-09-30',
      }),
    };
    for (const [kind, response] of Object.entries(created)) {
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(201);
      const id = response.json().row.id;
      expect((await call('DELETE', `/api/novelties/${kind}/${id}`, w.otherAdmin)).statusCode, kind).toBe(404);
      expect((await call('PUT', `/api/novelties/${kind}/${id}`, w.otherAdmin, {})).statusCode, kind).not.toBe(
        200,
      );
      expect((await call('GET', `/api/novelties/${kind}`, w.otherAdmin)).json().total, kind).toBe(0);
      expect(
        (await call('GET', `/api/novelties/${kind}?contractId=${w.luis}`, w.admin)).json().total,
        kind,
      ).toBeGreaterThan(0);
    }
  });

  it('editing a vacation inside a processed period marks it for a new Procesar', async () => {
    const june = await insertCalendar(ctx.db, w.companyId, '2026-06-01', '2026-06-30', 'PROCESSED');
    const july = await insertCalendar(ctx.db, w.companyId, '2026-07-01', '2026-07-31');
    const { row } = (
      await record('vacations', july, w.ana, { daysInTime: 2, startDate: '2026-07-06' })
    ).json();
    expect(await calendarFlags(ctx.db, w.companyId, june)).toEqual({
      state: 'PROCESSED',
      needsReprocess: false,
    });
    const moved = await call('PUT', `/api/novelties/vacations/${row.id}`, w.admin, {
      calendarId: july,
      contractId: w.ana,
      daysInTime: 2,
      startDate: '2026-06-25',
    });
    expect(moved.json()).toMatchObject({
      message: 'Vacaciones actualizadas exitosamente',
      row: { endDate: '2026-06-26' },
    });
    expect(await calendarFlags(ctx.db, w.companyId, june)).toEqual({
      state: 'PROCESSED',
      needsReprocess: true,
    });
  });

  it('generates the overtime, reported and vacation histories', async () => {
    const request = {
      reports: [
        {
          position: 1,
          parameters: [
            { tag: 'fechaDesde', value: '2026-03-01' },
            { tag: 'fechaHasta', value: '2026-03-31' },
            { tag: 'identificacion', value: null },
          ],
        },
      ],
    };
    const overtime = (await call('POST', '/api/novelties/overtime/report', w.admin, request)).json()
      .sheets[0];
    expect(overtime.headers).toContain('Horas');
    expect(overtime.rows.length).toBeGreaterThan(0);
    const reported = (await call('POST', '/api/novelties/reported/report', w.admin, request)).json()
      .sheets[0];
    expect(reported.rows.map((row: unknown[]) => [row[3], row[5]])).toContainEqual(['BONUS_SALARY', 350000]);
    const vacations = (await call('POST', '/api/novelties/vacations/report', w.admin, request)).json()
      .sheets[0];
    expect(vacations.rows.map((row: unknown[]) => [row[1], row[3], row[4]])).toContainEqual([
      '1020304050',
      '2026-03-16',
      '2026-03-30',
    ]);
    expect(
      (await call('POST', '/api/novelties/vacations/report', w.otherAdmin, request)).json().sheets[0].rows,
    ).toEqual([]);
  });
});
