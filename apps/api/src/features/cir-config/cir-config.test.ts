import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfNewCompany, bearer, createUser, tokenFor } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { companyPayrollConcepts } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

type Group = { code: string; name: string; section: string; concepts: { code: string }[] };
const tree = async (token: string): Promise<Group[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/cir-config', headers: bearer(token) })).json().groups;
const codesIn = (groups: Group[], group: string) =>
  groups.find((item) => item.code === group)?.concepts.map((concept) => concept.code);
const available = async (token: string): Promise<string[]> =>
  (await ctx.app.inject({ method: 'GET', url: '/api/cir-config/available-concepts', headers: bearer(token) }))
    .json()
    .map((concept: { code: string }) => concept.code);
const add = (token: string, group: string, conceptCode: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/cir-config/groups/${group}/concepts`,
    headers: bearer(token),
    payload: { conceptCode } as object,
  });
const remove = (token: string, group: string, concept: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/cir-config/groups/${group}/concepts/${concept}`,
    headers: bearer(token),
  });

describe('[CIR_CONFIG][TREE]', () => {
  it('starts a company with the standard mapping of the Formulario 220 groups', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const groups = await tree(token);
    expect(groups.map((group) => group.code)).toEqual([
      // Boxes 36 to 60 of the form of Res. DIAN 000022 de 2024, without the computed 49, 52 and 59.
      'SALARIOS',
      'BONOS',
      'ALIMENTACION_EXCESO',
      'HONORARIOS',
      'SERVICIOS',
      'COMISIONES',
      'PRESTACIONES',
      'VIATICOS',
      'REPRESENTACION',
      'COOPERATIVO',
      'OTROS_PAGOS',
      'CESANTIAS',
      'CESANTIAS_TRADICIONAL',
      'PENSIONES',
      'APOYOS_EDUCATIVOS',
      'APORTES_SALUD',
      'APORTES_PENSION',
      'COTIZACIONES_VOLUNTARIAS_RAIS',
      'APORTES_VOLUNTARIOS',
      'AFC',
      'AVC',
      'RETENCION',
    ]);
    expect(groups[0]).toMatchObject({
      name: 'Pagos por salarios',
      section: 'income',
      box: 36,
    });
    expect(codesIn(groups, 'PRESTACIONES')).toEqual(['PRIMA']);
    expect(codesIn(groups, 'CESANTIAS')).toEqual(['CESANTIAS', 'CESANTIAS_INTEREST']);
    expect(codesIn(groups, 'APORTES_PENSION')).toEqual(['PENSION_EE', 'FSP_SOLIDARITY', 'FSP_SUBSISTENCE']);
    expect(codesIn(groups, 'RETENCION')).toEqual([
      'WITHHOLDING',
      'WITHHOLDING_PRIMA',
      'WITHHOLDING_INDEMNITY',
      'WITHHOLDING_RETRO',
    ]);
    expect(codesIn(groups, 'OTROS_PAGOS')).toEqual([
      'TRANSPORT_AID',
      'CONNECTIVITY_AID',
      'INDEMNITY',
      'BONUS_NON_SALARY',
      'AID_NON_SALARY',
    ]);
    // Employer contributions and provisions are never the worker's income.
    const everyCode = groups.flatMap((group) => group.concepts.map((concept) => concept.code));
    expect(everyCode).not.toContain('HEALTH_ER');
    expect(everyCode).not.toContain('PROV_PRIMA');
    expect(await available(token)).toEqual([
      'LIC_UNPAID',
      'SUSPENSION',
      'ADVANCE',
      'LOAN',
      'GARNISHMENT',
      'UNION_DUES',
      'COOPERATIVE',
      'COMPLEMENTARY_PLAN',
    ]);
  });

  it('refuses a CLIENT token and a missing token', async () => {
    const { company } = await adminOfNewCompany(ctx);
    const client = await createUser(ctx.db, { role: 'CLIENT', companyId: company.id });
    const clientToken = await tokenFor(ctx.db, ctx.clock, client);
    for (const url of [
      '/api/cir-config',
      '/api/cir-config/available-concepts',
      '/api/cir-config/report/definition',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(clientToken) })).statusCode).toBe(
        403,
      );
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await add(clientToken, 'SALARIOS', 'LOAN')).statusCode).toBe(403);
    expect((await remove(clientToken, 'SALARIOS', 'BASIC')).statusCode).toBe(403);
  });
});

describe('[CIR_CONFIG][ADD_AND_DELETE]', () => {
  it('moves a concept out of its group and into another, for this company only', async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    const removed = await remove(first.token, 'OTROS_PAGOS', 'TRANSPORT_AID');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Concepto eliminado exitosamente' });
    expect(codesIn(await tree(first.token), 'OTROS_PAGOS')).not.toContain('TRANSPORT_AID');
    expect(await available(first.token)).toContain('TRANSPORT_AID');

    const added = await add(first.token, 'SALARIOS', 'TRANSPORT_AID');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      groupCode: 'SALARIOS',
      concept: { code: 'TRANSPORT_AID', name: 'Auxilio de transporte', nature: 'earning' },
    });
    expect(codesIn(await tree(first.token), 'SALARIOS')).toContain('TRANSPORT_AID');
    expect(await available(first.token)).not.toContain('TRANSPORT_AID');
    // The other company keeps the standard mapping.
    expect(codesIn(await tree(second.token), 'OTROS_PAGOS')).toContain('TRANSPORT_AID');
    expect(codesIn(await tree(second.token), 'SALARIOS')).not.toContain('TRANSPORT_AID');
  });

  it('keeps a concept out of every group once taken out', async () => {
    const { token } = await adminOfNewCompany(ctx);
    await remove(token, 'RETENCION', 'WITHHOLDING_PRIMA');
    expect(codesIn(await tree(token), 'RETENCION')).toEqual([
      'WITHHOLDING',
      'WITHHOLDING_INDEMNITY',
      'WITHHOLDING_RETRO',
    ]);
    expect(codesIn(await tree(token), 'RETENCION')).toEqual([
      'WITHHOLDING',
      'WITHHOLDING_INDEMNITY',
      'WITHHOLDING_RETRO',
    ]);
  });

  it('refuses a concept that is already in a group, naming the group', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const response = await add(token, 'BONOS', 'BASIC');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('El concepto ya pertenece al grupo «Pagos por salarios»');
    expect(codesIn(await tree(token), 'BONOS')).toEqual([]);
  });

  it('answers 404 for an unknown group, an unknown concept and a concept not in that group', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const unknownGroup = await add(token, 'NO_EXISTE', 'LOAN');
    expect(unknownGroup.statusCode).toBe(404);
    expect(unknownGroup.json().message).toBe('El grupo de ingresos y retenciones no existe');
    const unknownConcept = await add(token, 'SALARIOS', 'NO_EXISTE');
    expect(unknownConcept.statusCode).toBe(404);
    expect(unknownConcept.json().message).toBe('El concepto no existe en la empresa');
    const employerShare = await add(token, 'SALARIOS', 'HEALTH_ER');
    expect(employerShare.statusCode).toBe(404);
    const wrongGroup = await remove(token, 'BONOS', 'BASIC');
    expect(wrongGroup.statusCode).toBe(404);
    expect(wrongGroup.json().message).toBe('El concepto no pertenece a este grupo');
    expect(codesIn(await tree(token), 'SALARIOS')).toContain('BASIC');
  });

  it('refuses a malformed body or code with 400 and changes nothing', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const empty = await add(token, 'SALARIOS', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ conceptCode: 'Seleccione el concepto' });
    expect((await add(token, 'SALARIOS', 'loan; drop')).statusCode).toBe(400);
    expect((await add(token, 'SALARIOS', 42)).statusCode).toBe(400);
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/cir-config/groups/SALARIOS/concepts',
      headers: bearer(token),
      payload: { conceptCode: 'LOAN', companyId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    expect(await available(token)).toContain('LOAN');
  });

  it("lists the company's own concepts and never another company's", async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    await ctx.db.insert(companyPayrollConcepts).values([
      {
        companyId: first.company.id,
        code: 'OWN_BONUS',
        name: 'Bono de productividad',
        nature: 'earning',
        module: 'OCA',
        category: 'bonus',
        dianElement: 'Bonificaciones',
        incomeWithholdingGroup: 'SALARIOS',
        createdByUserId: first.admin.id,
      },
      {
        companyId: second.company.id,
        code: 'OTHER_FUND',
        name: 'Fondo de empleados',
        nature: 'deduction',
        module: 'STA',
        category: 'other',
        dianElement: 'OtrasDeducciones',
        incomeWithholdingGroup: null,
        createdByUserId: second.admin.id,
      },
    ]);
    expect(codesIn(await tree(first.token), 'SALARIOS')).toContain('OWN_BONUS');
    expect(codesIn(await tree(second.token), 'SALARIOS')).not.toContain('OWN_BONUS');
    expect(await available(second.token)).toContain('OTHER_FUND');
    expect(await available(first.token)).not.toContain('OTHER_FUND');
    const foreign = await add(first.token, 'OTROS_PAGOS', 'OTHER_FUND');
    expect(foreign.statusCode).toBe(404);
    expect((await remove(second.token, 'SALARIOS', 'OWN_BONUS')).statusCode).toBe(404);
    expect(codesIn(await tree(first.token), 'SALARIOS')).toContain('OWN_BONUS');
  });
});

describe('[CIR_CONFIG][REPORT]', () => {
  const generate = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/cir-config/report',
      headers: bearer(token),
      payload: payload as object,
    });
  const request = (positions: number[]) => ({
    reports: positions.map((position) => ({
      position,
      parameters: [
        { tag: 'pinEntity', value: '999' },
        { tag: 'pinClient', value: '999' },
      ],
    })),
  });

  it('defines two sheets fed by the hidden pinEntity and pinClient', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/cir-config/report/definition',
      headers: bearer(token),
    });
    expect(response.json()).toEqual({
      sheets: [
        { position: 1, name: 'Grupos' },
        { position: 2, name: 'Conceptos' },
      ],
      parameters: [
        {
          tag: 'pinEntity',
          label: 'Entidad',
          type: 'TEXT',
          required: true,
          options: [],
          sheetPositions: [1, 2],
        },
        {
          tag: 'pinClient',
          label: 'Empresa',
          type: 'TEXT',
          required: true,
          options: [],
          sheetPositions: [1, 2],
        },
      ],
    });
  });

  it("exports the session company's groups and concepts, whatever pinClient says", async () => {
    const first = await adminOfNewCompany(ctx);
    const second = await adminOfNewCompany(ctx);
    await remove(second.token, 'SALARIOS', 'BASIC');
    await remove(first.token, 'PRESTACIONES', 'PRIMA');
    await add(first.token, 'BONOS', 'PRIMA');
    const response = await generate(first.token, { ...request([1, 2]) });
    expect(response.statusCode).toBe(200);
    const [groups, concepts] = response.json().sheets;
    expect(groups.name).toBe('Grupos');
    expect(groups.headers).toEqual(['Código grupo', 'Grupo', 'Sección', 'Cantidad de conceptos']);
    expect(groups.rows).toHaveLength(22);
    expect(groups.rows[0]).toEqual([
      'SALARIOS',
      'Pagos por salarios',
      'Ingresos',
      // 22 wage concepts, plus the employer's share of a proportional maternity leave (decision 0133).
      23,
    ]);
    expect(groups.rows[1][3]).toBe(1);
    expect(groups.rows[6]).toEqual(['PRESTACIONES', 'Pagos por prestaciones sociales', 'Ingresos', 0]);
    expect(groups.rows[21]).toEqual([
      'RETENCION',
      'Valor de la retención en la fuente por ingresos laborales y de pensiones',
      'Retención',
      4,
    ]);
    expect(concepts.headers).toEqual(['Código grupo', 'Grupo', 'Código concepto', 'Concepto', 'Naturaleza']);
    expect(concepts.rows[0]).toEqual([
      'SALARIOS',
      'Pagos por salarios',
      'BASIC',
      'Salario básico',
      'Devengo',
    ]);
    expect(concepts.rows).toContainEqual([
      'BONOS',
      'Pagos realizados con bonos electrónicos o de papel de servicio, cheques, tarjetas, vales, etc.',
      'PRIMA',
      'Prima de servicios',
      'Devengo',
    ]);
    expect(concepts.rows).toHaveLength(
      groups.rows.reduce((sum: number, row: [string, string, string, number]) => sum + row[3], 0),
    );
  });

  it('refuses a sheet the report does not have and a malformed request', async () => {
    const { token } = await adminOfNewCompany(ctx);
    const unknown = await generate(token, request([3]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('El reporte no tiene la hoja solicitada');
    expect((await generate(token, { reports: [] })).statusCode).toBe(400);
  });
});
