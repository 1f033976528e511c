import type { TCirGroup } from '@quincena/contracts/cir-config';
import { describe, expect, it } from 'vitest';
import { expandedGroupKeys, toTreeNodes } from './cir-config-tree.ts';

const groups: TCirGroup[] = [
  {
    code: 'SALARIOS',
    name: 'Pagos por salarios o emolumentos eclesiásticos',
    box: 36,
    section: 'income',
    concepts: [
      { code: 'BASIC', name: 'Salario básico', nature: 'earning' },
      { code: 'HED', name: 'Hora extra diurna', nature: 'earning' },
    ],
  },
  { code: 'HONORARIOS', name: 'Pagos por honorarios', box: 39, section: 'income', concepts: [] },
  {
    code: 'RETENCION',
    name: 'Valor de la retención en la fuente por ingresos laborales y de pensiones',
    box: 60,
    section: 'withholding',
    concepts: [{ code: 'WITHHOLDING', name: 'Retención en la fuente', nature: 'deduction' }],
  },
];

describe('CIR tree', () => {
  it('makes one node per group with its concepts as children', () => {
    const nodes = toTreeNodes(groups);
    expect(nodes.map((node) => node.key)).toEqual(['SALARIOS', 'HONORARIOS', 'RETENCION']);
    expect(nodes[0]?.data).toEqual({
      kind: 'group',
      code: 'SALARIOS',
      displayCode: 'Casilla 36',
      name: 'Pagos por salarios o emolumentos eclesiásticos',
      type: 'Ingresos',
      groupCode: 'SALARIOS',
      groupName: 'Pagos por salarios o emolumentos eclesiásticos',
      conceptCount: 2,
    });
    expect(nodes[0]?.children?.map((child) => child.key)).toEqual(['SALARIOS/BASIC', 'SALARIOS/HED']);
    expect(nodes[2]?.children?.[0]?.data).toMatchObject({
      kind: 'concept',
      code: 'WITHHOLDING',
      // The screen shows the form's box and the concept's display code, never an internal identifier.
      displayCode: '107',
      type: 'Deducción',
      groupCode: 'RETENCION',
    });
    expect(nodes[1]).toMatchObject({ leaf: false, children: [] });
  });

  it('opens only the groups that hold concepts', () => {
    expect(expandedGroupKeys(groups)).toEqual({ SALARIOS: true, RETENCION: true });
  });
});
