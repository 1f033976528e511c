import { describe, expect, it } from 'vitest';
import { answered } from '../../../test/helpers/api-call.ts';
import { appWithRolesOfTwoCompanies } from '../../../test/helpers/two-companies-app.ts';
import { payrollConcepts } from '../reference/data/index.ts';

const roles = appWithRolesOfTwoCompanies();

const list = async (token: string, query = '') => roles.request('GET', `/api/concepts${query}`, token);
const create = async (token: string, payload: Record<string, unknown>) =>
  roles.request('POST', '/api/concepts', token, payload);
const codes = (body: { concepts: { code: string }[] }) => body.concepts.map((concept) => concept.code);

const BONUS = {
  name: 'Bonificación por ventas',
  nature: 'earning',
  module: 'OCA',
  dianElement: 'Bonificaciones',
  salary: false,
  withholdingBase: true,
  incomeWithholdingGroup: 'SALARIOS',
};

/** A fixed (STA) deduction: the payroll-deduction fields only. */
const EMPLOYEE_FUND = {
  name: 'Fondo de empleados',
  nature: 'deduction',
  module: 'STA',
  dianElement: 'Cooperativa',
};

describe('[CONCEPTS][LIST]', () => {
  it('gives every catalogue concept its own numeric display code, never an internal identifier', async () => {
    const concepts: { code: string; displayCode: string }[] = (await list(roles.adminA)).json().concepts;
    const displayCodes = concepts.map((concept) => concept.displayCode);
    for (const code of displayCodes) expect(code).toMatch(/^\d{3}$/);
    expect(new Set(displayCodes).size).toBe(displayCodes.length);
    expect(concepts.find((concept) => concept.code === 'HEALTH_EE')?.displayCode).toBe('101');
    expect(concepts.find((concept) => concept.code === 'BONUS_SALARY')?.displayCode).toBe('050');
  });

  it('lists the whole global catalogue, matching the engine codes', async () => {
    const response = await list(roles.adminA);
    expect(response.statusCode).toBe(200);
    expect(codes(response.json())).toEqual(payrollConcepts.items.map((concept) => concept.code));
    expect(response.json().concepts[0]).toEqual({
      code: 'BASIC',
      displayCode: '001',
      name: 'Salario básico',
      nature: 'earning',
      module: null,
      category: null,
      dianElement: 'Basico',
      dianAttribute: 'SueldoTrabajado',
      salary: null,
      withholdingBase: null,
      incomeWithholdingGroup: 'SALARIOS',
      origin: 'CATALOG',
    });
  });

  it('filters by module and nature', async () => {
    expect(codes((await list(roles.adminA, '?module=OCA')).json())).toEqual([
      'BONUS_SALARY',
      'BONUS_NON_SALARY',
      'COMMISSION',
      'PER_DIEM_NON_SALARY',
      'ADVANCE',
    ]);
    expect(codes((await list(roles.adminA, '?module=STA&nature=deduction')).json())).toEqual([
      'LOAN',
      'GARNISHMENT',
      'UNION_DUES',
      'COOPERATIVE',
      'COMPLEMENTARY_PLAN',
    ]);
    const bad = await list(roles.adminA, '?module=XYZ');
    expect(bad.statusCode).toBe(400);
  });
});

describe('[CONCEPTS][CREATE]', () => {
  it('creates an earning with its concept type, withholding base and group, with a generated code', async () => {
    const response = await create(roles.adminA, BONUS);
    expect(answered(response, 201)).toEqual({
      code: 'C0001',
      displayCode: 'C0001',
      name: 'Bonificación por ventas',
      nature: 'earning',
      module: 'OCA',
      category: 'bonus',
      dianElement: 'Bonificaciones',
      dianAttribute: null,
      salary: false,
      withholdingBase: true,
      incomeWithholdingGroup: 'SALARIOS',
      origin: 'COMPANY',
    });
    expect(codes((await list(roles.adminA, '?module=OCA&nature=earning')).json())).toContain('C0001');
  });

  it('creates a deduction without the earning-only fields, numbering on', async () => {
    const response = await create(roles.adminA, EMPLOYEE_FUND);
    expect(answered(response, 201)).toMatchObject({
      code: 'C0002',
      category: 'cooperative',
      salary: null,
      withholdingBase: null,
      incomeWithholdingGroup: null,
    });
  });

  it("keeps each company's concepts to itself and numbers them per company", async () => {
    expect(codes((await list(roles.adminB)).json())).not.toContain('C0001');
    const foreign = await roles.request('GET', '/api/concepts/C0001', roles.adminB);
    expect(answered(foreign, 404).message).toBe('El concepto no existe');
    const own = await roles.request('GET', '/api/concepts/C0001', roles.adminA);
    expect(own.json()).toMatchObject({ code: 'C0001', name: 'Bonificación por ventas', origin: 'COMPANY' });
    const global = await roles.request('GET', '/api/concepts/LOAN', roles.adminB);
    expect(global.json()).toMatchObject({ code: 'LOAN', name: 'Libranza', origin: 'CATALOG' });
    const other = await create(roles.adminB, BONUS);
    expect(answered(other, 201).code).toBe('C0001');
  });

  it('requires name, nature and NE DIAN', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BONUS, name: '  ' }, 'Ingrese el nombre del concepto'],
      [{ ...BONUS, name: undefined }, 'Ingrese el nombre del concepto'],
      [{ ...BONUS, nature: undefined }, 'Seleccione la naturaleza del concepto'],
      [{ ...BONUS, dianElement: '' }, 'Seleccione el concepto de nómina electrónica (NE DIAN)'],
      [{ ...BONUS, module: 'XYZ' }, 'Indique si el concepto es de novedades reportadas (OCA) o fijas (STA)'],
      [{ ...BONUS, name: 'x'.repeat(101) }, 'El nombre del concepto admite como máximo 100 caracteres'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(roles.adminA, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('asks an earning (nature 367) for its concept type and withholding base', async () => {
    const noType = await create(roles.adminA, { ...BONUS, name: 'Prima extralegal', salary: null });
    expect(answered(noType, 400).message).toContain(
      'Seleccione el tipo de concepto (salarial o no salarial)',
    );
    const noBase = await create(roles.adminA, {
      ...BONUS,
      name: 'Prima extralegal',
      withholdingBase: undefined,
    });
    expect(answered(noBase, 400).message).toContain(
      'Indique si el concepto es base de retención en la fuente',
    );
  });

  it('refuses earning-only fields on a deduction and a DIAN element of the other nature', async () => {
    const withType = await create(roles.adminA, {
      ...EMPLOYEE_FUND,
      name: 'Préstamo',
      dianElement: 'Libranzas',
      salary: true,
    });
    expect(answered(withType, 400).message).toContain(
      'Solo los devengos llevan tipo de concepto y base de retención',
    );
    const crossed = await create(roles.adminA, { ...BONUS, name: 'Cruzado', dianElement: 'Libranzas' });
    expect(answered(crossed, 400).message).toContain(
      'El concepto de nómina electrónica no corresponde a la naturaleza elegida',
    );
  });

  it('refuses salary character on what never is salary (CST art. 128)', async () => {
    const response = await create(roles.adminA, {
      ...BONUS,
      name: 'Anticipo de nómina',
      dianElement: 'Anticipos',
      salary: true,
    });
    expect(answered(response, 400).message).toContain('Este concepto no constituye salario (CST art. 128)');
  });

  it('checks the income-and-withholding group exists and fits the nature', async () => {
    const unknown = await create(roles.adminA, {
      ...BONUS,
      name: 'Grupo raro',
      incomeWithholdingGroup: 'NO_EXISTE',
    });
    expect(answered(unknown, 400).message).toBe('El grupo de ingresos y retenciones seleccionado no existe');
    const mismatch = await create(roles.adminA, {
      ...BONUS,
      name: 'Grupo cruzado',
      incomeWithholdingGroup: 'RETENCION',
    });
    expect(answered(mismatch, 400).message).toBe(
      'El grupo de ingresos y retenciones no corresponde a la naturaleza del concepto',
    );
  });

  it('refuses a repeated name, in any letter case, and a name of the global catalogue', async () => {
    const again = await create(roles.adminA, { ...BONUS, name: 'BONIFICACIÓN POR VENTAS' });
    expect(answered(again, 409).message).toBe('Ya existe un concepto con ese nombre');
    const global = await create(roles.adminA, { ...BONUS, name: 'Comisiones' });
    expect(global.statusCode).toBe(409);
  });

  it('changes nothing when a request is refused', async () => {
    const before = codes((await list(roles.adminA)).json());
    await create(roles.adminA, { ...BONUS, name: '' });
    await create(roles.adminA, { ...BONUS, name: 'Otra', incomeWithholdingGroup: 'NO_EXISTE' });
    expect(codes((await list(roles.adminA)).json())).toEqual(before);
  });

  it('refuses an employee (CLIENT) token and an administrator without a company', async () => {
    const client = await create(roles.clientA, BONUS);
    expect(answered(client, 403).message).toBe('No tienes permiso para esta acción');
    expect((await list(roles.clientA)).statusCode).toBe(403);
    const noCompany = await create(roles.adminWithoutCompany, BONUS);
    expect(answered(noCompany, 409).message).toBe('Registra primero los datos de la empresa');
  });
});
