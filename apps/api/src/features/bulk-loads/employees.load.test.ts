import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, userToken } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { contractSalaries, contracts, persons } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../platform/storage/storage.ts';
import { contractInput, insertTestJob, personInput } from '../employees/employees.fixtures.ts';
import { createEmployeesService } from '../employees/employees.service.ts';
import { validateContractRow, validatePersonRow } from '../employees/row-validators.ts';
import { rejectedLoad } from './bulk-loads.test-support.ts';

let ctx: TestContext;
let admin: Record<string, string>;
let companyId: number;
let jobId: number;
let foreignJobId: number;
let template: {
  columns: Array<{ key: string; header: string; required: boolean; example: string }>;
} & Record<string, unknown>;

beforeAll(async () => {
  ctx = await createTestApp();
  const company = await createCompany(ctx.db);
  const other = await createCompany(ctx.db);
  companyId = company.id;
  jobId = (await insertTestJob(ctx.db, company.id, 'Analista de nómina')).id;
  foreignJobId = (await insertTestJob(ctx.db, other.id, 'Cargo de otra empresa')).id;
  admin = bearer(await userToken(ctx, { companyId: company.id }));
  template = (
    await ctx.app.inject({ method: 'GET', url: '/api/bulk-loads/employees/template', headers: admin })
  ).json();
});
afterAll(async () => ctx.close());

/** A row from the template's own example, with the cells named by key replaced. */
function row(overrides: Record<string, string> = {}): string[] {
  return template.columns.map(
    (column) => overrides[column.key] ?? (column.example === '' ? '*' : column.example),
  );
}

const upload = (cells: string[][], fileName = 'empleados.xlsx') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bulk-loads/employees',
    headers: admin,
    payload: { fileName, rows: cells.map((c, index) => ({ position: index + 2, cells: c })) },
  });

const personCount = async () =>
  (await ctx.db.select().from(persons).where(eq(persons.companyId, companyId))).length;

describe('[BULK_LOADS][EMPLOYEES]', () => {
  it("builds the template from the forms' fields, with the company's own jobs as a code sheet", () => {
    expect(template).toMatchObject({
      kind: 'employees',
      fileName: 'PlantillaCargueEmpleados',
      sheetName: 'Empleados',
    });
    expect(template.columns).toHaveLength(55);
    const cargo = template.columns.find((column) => column.key === 'jobId');
    expect(cargo).toMatchObject({ header: 'Cargo', required: true, example: String(jobId) });
    const sheets = template.codeSheets as Array<{
      name: string;
      options: Array<{ code: string; name: string }>;
    }>;
    expect(sheets.find((sheet) => sheet.name === 'Cargos')?.options).toEqual([
      { code: String(jobId), name: 'Analista de nómina' },
    ]);
    expect(
      sheets.find((sheet) => sheet.name === 'Tipos de documento')?.options.map((o) => o.code),
    ).not.toContain('NI');
    expect(template.columns.filter((column) => column.required).map((column) => column.header)).toEqual([
      'Tipo de documento',
      'Número de documento',
      'Primer nombre',
      'Primer apellido',
      'Dirección',
      'País',
      'Correo',
      'Tipo de salario',
      'Tipo de contrato',
      'Fecha de ingreso',
      'Estado',
      'Cargo',
      'Salario',
      'Sistema de vacaciones',
      'Vacaciones disfrutadas',
      'Lugar de trabajo',
      'Banco',
      'Tipo de cuenta',
      'Número de cuenta',
      'EPS',
      'Fondo de pensiones',
      'Fondo de cesantías',
      'Caja de compensación',
      'Nivel de riesgo ARL',
      'Actividad económica',
      'Tipo de cotizante',
      'Subtipo de cotizante',
      'Procedimiento de retención',
      'Porcentaje de retención',
    ]);
  });

  it('rejects a file with one bad row among good ones and writes nothing', async () => {
    const response = await upload([
      row({ 'person.documentNumber': '1001' }),
      row({
        'person.documentNumber': '1002',
        contractType: '1',
        'person.email': 'sin-arroba',
        'withholding.housing.yearlyAmount': '1200000',
        jobId: String(foreignJobId),
      }),
      row({ 'person.documentNumber': '1003' }),
    ]);
    expect(response.json()).toEqual(
      rejectedLoad([
        { row: 3, column: 'Correo', message: 'Correo no válido' },
        { row: 3, column: 'Cargo', message: 'Código no válido; consulte la hoja de códigos de la plantilla' },
      ]),
    );
    const second = await upload([
      row({ 'person.documentNumber': '1001' }),
      row({
        'person.documentNumber': '1002',
        contractType: '1',
        'withholding.housing.yearlyAmount': '1200000',
      }),
    ]);
    expect(second.json().errors).toEqual([
      {
        row: 3,
        column: 'Fecha fin contrato',
        message: 'La fecha fin del contrato es obligatoria para este tipo de contrato',
      },
      {
        row: 3,
        column: 'Intereses de vivienda valor mensual',
        message: 'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
      },
      {
        row: 3,
        column: 'Intereses de vivienda fecha inicio',
        message: 'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
      },
      {
        row: 3,
        column: 'Intereses de vivienda fecha fin',
        message: 'Diligencie el valor anual, el valor mensual, la fecha inicio y la fecha fin',
      },
    ]);
    expect(await personCount()).toBe(0);
  });

  it('loads a good file: persons, contracts and first salaries, answering the count', async () => {
    const response = await upload([
      row({ 'person.documentNumber': '1001', 'person.firstName': 'Ana' }),
      row({
        'person.documentNumber': '1002',
        'person.firstName': 'Luis',
        contractType: '1',
        endDate: '31/12/2026',
        'salary.amount': '1423500,50',
        'salary.startDate': '15/02/2026',
      }),
    ]);
    expect(response.json()).toEqual({
      outcome: 'LOADED',
      loaded: 2,
      message: 'Se cargaron 2 registros exitosamente',
    });
    const [luis] = await ctx.db
      .select()
      .from(persons)
      .where(and(eq(persons.companyId, companyId), eq(persons.documentNumber, '1002')));
    const [contract] = await ctx.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.personId, luis?.id ?? 0)));
    expect(contract).toMatchObject({
      contractType: '1',
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      jobId,
    });
    const salaries = await ctx.db
      .select({ startDate: contractSalaries.startDate, amount: contractSalaries.amount })
      .from(contractSalaries)
      .where(eq(contractSalaries.contractId, contract?.id ?? 0));
    expect(salaries).toEqual([{ startDate: '2026-02-15', amount: '1423500.50' }]);
  });

  it('refuses a person repeated in the file or already registered', async () => {
    const response = await upload([
      row({ 'person.documentNumber': '1001' }),
      row({ 'person.documentNumber': '2001' }),
      row({ 'person.documentNumber': '2001' }),
    ]);
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'Número de documento',
        message: 'Ya existe una persona con ese tipo y número de documento',
      },
      { row: 4, column: 'Número de documento', message: 'Valor repetido en la fila 3 del archivo' },
    ]);
    expect(await personCount()).toBe(2);
  });

  it('writes the same contract row as the contract form does', async () => {
    const service = createEmployeesService({
      db: ctx.db,
      clock: ctx.clock,
      storage: createLocalStorage(`${ctx.dataDir}/files`),
    });
    const personVerdict = validatePersonRow(personInput({ documentNumber: '3001' }));
    if (!personVerdict.ok) throw new Error('fixture person is not valid');
    const person = await service.createPerson(companyId, personVerdict.value);
    const contractVerdict = validateContractRow(contractInput(person.id, jobId));
    if (!contractVerdict.ok) throw new Error('fixture contract is not valid');
    const viaForm = await service.createContract(companyId, contractVerdict.value);
    await upload([
      row({
        'person.documentNumber': '3002',
        'person.firstName': 'Ana',
        'person.otherNames': 'María',
        'person.firstSurname': 'Pérez',
        'person.secondSurname': 'Gómez',
        'person.address': 'Calle 72 # 10-34',
        'salary.amount': '2500000',
      }),
    ]);
    const [bulkPerson] = await ctx.db
      .select()
      .from(persons)
      .where(and(eq(persons.companyId, companyId), eq(persons.documentNumber, '3002')));
    const strip = ({
      id: _id,
      personId: _p,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: typeof contracts.$inferSelect) => rest;
    const [formRow] = await ctx.db.select().from(contracts).where(eq(contracts.id, viaForm.contract.id));
    const [bulkRow] = await ctx.db
      .select()
      .from(contracts)
      .where(eq(contracts.personId, bulkPerson?.id ?? 0));
    expect(formRow && bulkRow).toBeTruthy();
    expect(strip(bulkRow as typeof contracts.$inferSelect)).toEqual(
      strip(formRow as typeof contracts.$inferSelect),
    );
  });
});
