import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, bearer, createCompany, createUser, tokenFor } from '../../../test/factories.ts';
import { apiFor } from '../../../test/helpers/api-call.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { auditLog, payrollConfigs } from '../../db/schema/index.ts';
import { DEFAULT_PAYROLL_CONFIG } from './engine-settings.ts';
import { createPayrollConfigService } from './payroll-config.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());
const send = apiFor(() => ctx.app);

const read = (token: string) => send('GET', '/api/payroll-config', bearer(token));
const save = (token: string, payload: unknown) =>
  send('PUT', '/api/payroll-config', bearer(token), payload as object);

describe('[PAYROLL_CONFIG][READ]', () => {
  it('gives a new company the documented defaults, written once, with the transport figures of today', async () => {
    const { company, token } = await adminOfNewCompany(ctx);
    expect(
      await ctx.db.select().from(payrollConfigs).where(eq(payrollConfigs.companyId, company.id)),
    ).toHaveLength(0);
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      config: DEFAULT_PAYROLL_CONFIG,
      // The fake clock is 2 Mar 2026: Decreto 1470/2025 aid and two SMMLV of Decreto 0159/2026.
      transport: {
        asOf: '2026-03-02',
        monthlyAid: 249095,
        salaryLimit: 3501810,
        concepts: [
          { code: 'TRANSPORT_AID', name: 'Auxilio de transporte', dianElement: 'Transporte' },
          { code: 'CONNECTIVITY_AID', name: 'Auxilio de conectividad', dianElement: 'Teletrabajo' },
        ],
      },
      updatedAt: null,
    });
    expect(
      await ctx.db.select().from(payrollConfigs).where(eq(payrollConfigs.companyId, company.id)),
    ).toHaveLength(1);
    expect((await read(token)).json().config).toEqual(DEFAULT_PAYROLL_CONFIG);
  });

  it('refuses a CLIENT token, a missing token and an administrator without a company', async () => {
    const { company } = await adminOfNewCompany(ctx);
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const clientResponse = await read(await tokenFor(ctx.db, ctx.clock, client));
    expect(clientResponse.statusCode).toBe(403);
    expect(clientResponse.json().message).toBe('No tienes permiso para esta acción');
    expect((await send('GET', '/api/payroll-config')).statusCode).toBe(401);
    const lonely = await createUser(ctx.db, { companyId: null });
    const lonelyResponse = await read(await tokenFor(ctx.db, ctx.clock, lonely));
    expect(lonelyResponse.statusCode).toBe(409);
    expect(lonelyResponse.json().message).toBe('Registra primero los datos de la empresa');
  });
});

describe('[PAYROLL_CONFIG][UPDATE]', () => {
  it('saves a change, stamps it, and leaves other companies on their own values', async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    await read(second.token);
    const changed = {
      ...DEFAULT_PAYROLL_CONFIG,
      primaJunePayment: 'SECOND_FORTNIGHT',
      healthDuringUnpaidLeave: 'NO',
    };
    const response = await save(first.token, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      changed: true,
      message: 'Configuración de nómina actualizada exitosamente',
    });
    const after = (await read(first.token)).json();
    expect(after.config).toEqual(changed);
    expect(after.updatedAt).toBe('2026-03-02T13:00:00.000Z');
    const [row] = await ctx.db
      .select()
      .from(payrollConfigs)
      .where(eq(payrollConfigs.companyId, first.company.id));
    expect(row?.updatedBy).toBe(first.admin.id);
    expect((await read(second.token)).json()).toMatchObject({
      config: DEFAULT_PAYROLL_CONFIG,
      updatedAt: null,
    });
  });

  it('answers Nada por actualizar and writes nothing when the values did not change', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const response = await save(token, DEFAULT_PAYROLL_CONFIG);
    expect(response.json()).toEqual({ changed: false, message: 'Nada por actualizar' });
    expect((await read(token)).json().updatedAt).toBeNull();
  });

  it('refuses a missing select, an unknown option and an extra field with 400, changing nothing', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const { cesantiasInterestPayment: _left, ...missing } = DEFAULT_PAYROLL_CONFIG;
    const missingResponse = await save(token, missing);
    expect(missingResponse.statusCode).toBe(400);
    expect(missingResponse.json().fields).toEqual({
      cesantiasInterestPayment: 'Seleccione una opción de la lista',
    });
    const unknown = await save(token, { ...DEFAULT_PAYROLL_CONFIG, primaJunePayment: 'JULY' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ primaJunePayment: 'Seleccione una opción de la lista' });
    const extra = await save(token, { ...DEFAULT_PAYROLL_CONFIG, companyId: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await read(token)).json()).toMatchObject({ config: DEFAULT_PAYROLL_CONFIG, updatedAt: null });
  });

  it('refuses a CLIENT token on the save', async () => {
    const { company } = await adminOfNewCompany(ctx);
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const response = await save(await tokenFor(ctx.db, ctx.clock, client), DEFAULT_PAYROLL_CONFIG);
    expect(response.statusCode).toBe(403);
  });
});

describe('[PAYROLL_CONFIG][ENGINE]', () => {
  it('hands the settlement the engine settings of the stored configuration', async () => {
    const { company, token } = await adminOfNewCompany(ctx);
    await save(token, { ...DEFAULT_PAYROLL_CONFIG, sickPayDays1And2: 'FULL', weeklyHoursStepDay: 'DAY_16' });
    const service = createPayrollConfigService({ db: ctx.db, clock: ctx.clock });
    const settings = await service.engineSettings(company.id, {
      payFrequency: 'fortnightly',
      employerKind: 'legal_entity',
      employeeCount: 12,
      law1607Exonerated: false,
      workingWeek: 'MONDAY_TO_FRIDAY',
    });
    expect(settings.absences).toEqual({ payDay31: false, commonSickDays1to2Rate: 'full' });
    expect(settings.weeklyHoursStepDay).toBe(16);
    expect(settings.payFrequency).toBe('fortnightly');
    expect(settings.vacations.workingWeek).toBe('MONDAY_TO_FRIDAY');
  });
});

describe('[PAYROLL_CONFIG][RETROACTIVE_CONTRIBUTIONS]', () => {
  it('starts every company reporting retroactive contributions in their own periods (planilla N)', async () => {
    const { company, token } = await adminOfNewCompany(ctx);
    expect((await read(token)).json().config.retroactiveContributions).toBe('CORRECCION');
    // A row written before the column existed takes the same default from the migration.
    const other = await createCompany(ctx.db);
    const { retroactiveContributions: _absent, ...older } = DEFAULT_PAYROLL_CONFIG;
    await ctx.db.insert(payrollConfigs).values({ companyId: other.id, ...older });
    const [row] = await ctx.db
      .select({ value: payrollConfigs.retroactiveContributions })
      .from(payrollConfigs)
      .where(eq(payrollConfigs.companyId, other.id));
    expect(row?.value).toBe('CORRECCION');
    expect(company.id).not.toBe(other.id);
  });

  it('saves "En el mes en que se paga", records who changed it in the audit log, and back', async () => {
    const { company, admin, token } = await adminOfNewCompany(ctx);
    await read(token);
    const perPayment = { ...DEFAULT_PAYROLL_CONFIG, retroactiveContributions: 'MES_DE_PAGO' };
    const saved = await save(token, perPayment);
    expect(saved.json()).toEqual({
      changed: true,
      message: 'Configuración de nómina actualizada exitosamente',
    });
    expect((await read(token)).json().config.retroactiveContributions).toBe('MES_DE_PAGO');
    expect((await save(token, DEFAULT_PAYROLL_CONFIG)).json().changed).toBe(true);

    const changes = await ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, company.id),
          eq(auditLog.entity, 'payroll_configs'),
          eq(auditLog.action, 'UPDATE'),
        ),
      )
      .orderBy(auditLog.id);
    expect(changes.map((change) => [change.userId, change.before?.retroactive_contributions])).toEqual([
      [admin.id, 'CORRECCION'],
      [admin.id, 'MES_DE_PAGO'],
    ]);
    expect(changes.map((change) => change.after?.retroactive_contributions)).toEqual([
      'MES_DE_PAGO',
      'CORRECCION',
    ]);
  });

  it('refuses an unknown or missing choice in Spanish, keeping what was stored', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const unknown = await save(token, { ...DEFAULT_PAYROLL_CONFIG, retroactiveContributions: 'AMBOS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ retroactiveContributions: 'Seleccione una opción de la lista' });
    const { retroactiveContributions: _left, ...missing } = DEFAULT_PAYROLL_CONFIG;
    const absent = await save(token, missing);
    expect(absent.statusCode).toBe(400);
    expect(absent.json().fields).toEqual({ retroactiveContributions: 'Seleccione una opción de la lista' });
    expect((await read(token)).json().config.retroactiveContributions).toBe('CORRECCION');
  });

  it('lets no other company see or change it, and refuses a CLIENT', async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    await save(first.token, { ...DEFAULT_PAYROLL_CONFIG, retroactiveContributions: 'MES_DE_PAGO' });
    expect((await read(second.token)).json().config.retroactiveContributions).toBe('CORRECCION');
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: first.company.id });
    const refused = await save(await tokenFor(ctx.db, ctx.clock, client), DEFAULT_PAYROLL_CONFIG);
    expect(refused.statusCode).toBe(403);
    expect((await read(first.token)).json().config.retroactiveContributions).toBe('MES_DE_PAGO');
  });
});

describe('[PAYROLL_CONFIG][RETROACTIVE_ELECTRONIC_PAYROLL]', () => {
  it('starts every company in the month of payment, also a row written before the column existed', async () => {
    const { token } = await adminOfNewCompany(ctx);
    expect((await read(token)).json().config.retroactiveElectronicPayroll).toBe('MES_DE_PAGO');
    const other = await createCompany(ctx.db);
    const { retroactiveElectronicPayroll: _absent, ...older } = DEFAULT_PAYROLL_CONFIG;
    await ctx.db.insert(payrollConfigs).values({ companyId: other.id, ...older });
    const [row] = await ctx.db
      .select({ value: payrollConfigs.retroactiveElectronicPayroll })
      .from(payrollConfigs)
      .where(eq(payrollConfigs.companyId, other.id));
    expect(row?.value).toBe('MES_DE_PAGO');
  });

  it('saves the Reemplazar notes for one company only, and refuses an unknown choice in Spanish', async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    await read(first.token);
    const notes = { ...DEFAULT_PAYROLL_CONFIG, retroactiveElectronicPayroll: 'REEMPLAZAR' };
    expect((await save(first.token, notes)).json().changed).toBe(true);
    expect((await read(first.token)).json().config.retroactiveElectronicPayroll).toBe('REEMPLAZAR');
    expect((await read(second.token)).json().config.retroactiveElectronicPayroll).toBe('MES_DE_PAGO');
    const unknown = await save(first.token, { ...notes, retroactiveElectronicPayroll: 'AMBOS' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      retroactiveElectronicPayroll: 'Seleccione una opción de la lista',
    });
    expect((await read(first.token)).json().config.retroactiveElectronicPayroll).toBe('REEMPLAZAR');
  });
});
