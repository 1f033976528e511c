import type { TContingency } from '@quincena/contracts/novelties';
import type { AbsenceContingency } from '@quincena/payroll';

/**
 * The contingency list of /NoveltiesLicenses (spec 02 "Absence" CONTINGENCY), each with the PILA novelty it is
 * reported as (PILA registro tipo 2: campo 24 SLN, 25 IGE, 26 LMA, 27 VAC-LR, 30 IRL; marks per
 * docs/reference/pila-file-and-code-lists.md §3, Resolución 2388 de 2016 and its updates) and the payroll
 * engine's contingency that settles it. The spec fixes only 1053 and 1061 as the codes that take a prórroga;
 * those are the two incapacities. The other codes are Quincena's own, next to them.
 */
export interface ContingencyDefinition extends TContingency {
  engine: AbsenceContingency;
  /** How Tiempo counts: calendar days, or business days (the luto licence: Ley 1280 de 2009). */
  dayKind: 'calendar' | 'business';
}

/** The paid licences of CST art. 57 num. 6 (the remunerated one and domestic calamity): all but the name. */
const PAID_LEAVE_ART_57_NUM_6 = {
  pilaNovelty: 'VAC-LR',
  pilaMark: 'L',
  incapacity: false,
  allowsExtension: false,
  legalBasis: 'CST art. 57 num. 6',
  engine: 'paid_leave',
  dayKind: 'calendar',
} as const;

export const CONTINGENCIES: readonly ContingencyDefinition[] = Object.freeze([
  {
    code: '1053',
    name: 'Incapacidad por enfermedad general',
    pilaNovelty: 'IGE',
    pilaMark: 'X',
    incapacity: true,
    allowsExtension: true,
    legalBasis: 'CST art. 227; Decreto 780 de 2016 art. 2.2.3.3.1',
    engine: 'common_illness',
    dayKind: 'calendar',
  },
  {
    code: '1054',
    name: 'Licencia de maternidad',
    pilaNovelty: 'LMA',
    pilaMark: 'X',
    incapacity: false,
    allowsExtension: false,
    legalBasis: 'CST art. 236 (Ley 2114 de 2021)',
    engine: 'maternity',
    dayKind: 'calendar',
  },
  {
    code: '1055',
    name: 'Licencia de paternidad',
    pilaNovelty: 'LMA',
    pilaMark: 'P',
    incapacity: false,
    allowsExtension: false,
    legalBasis: 'CST art. 236 parágrafo 2 (Ley 2114 de 2021)',
    engine: 'paternity',
    dayKind: 'calendar',
  },
  {
    code: '1056',
    name: 'Licencia remunerada',
    ...PAID_LEAVE_ART_57_NUM_6,
  },
  {
    code: '1057',
    name: 'Licencia no remunerada',
    pilaNovelty: 'SLN',
    pilaMark: 'X',
    incapacity: false,
    allowsExtension: false,
    legalBasis: 'CST art. 51 num. 4 y art. 53',
    engine: 'unpaid_leave',
    dayKind: 'calendar',
  },
  {
    code: '1058',
    name: 'Suspensión disciplinaria',
    pilaNovelty: 'SLN',
    pilaMark: 'X',
    incapacity: false,
    allowsExtension: false,
    legalBasis: 'CST art. 51 num. 5 y art. 112',
    engine: 'suspension',
    dayKind: 'calendar',
  },
  {
    code: '1059',
    name: 'Licencia por luto',
    pilaNovelty: 'VAC-LR',
    pilaMark: 'L',
    incapacity: false,
    allowsExtension: false,
    legalBasis: 'CST art. 57 num. 10 (Ley 1280 de 2009): cinco días hábiles',
    engine: 'paid_leave',
    dayKind: 'business',
  },
  {
    code: '1060',
    name: 'Licencia por calamidad doméstica',
    ...PAID_LEAVE_ART_57_NUM_6,
  },
  {
    code: '1061',
    name: 'Incapacidad por accidente de trabajo o enfermedad laboral',
    pilaNovelty: 'IRL',
    pilaMark: 'días',
    incapacity: true,
    allowsExtension: true,
    legalBasis: 'Ley 776 de 2002 art. 3; Decreto 1295 de 1994',
    engine: 'work_accident',
    dayKind: 'calendar',
  },
]);

const byCode = new Map(CONTINGENCIES.map((item) => [item.code, item]));

export function findContingency(code: string): ContingencyDefinition | undefined {
  return byCode.get(code);
}

/** The wire shape (no engine internals). */
export function contingencyList(): TContingency[] {
  return CONTINGENCIES.map(({ engine: _engine, dayKind: _dayKind, ...item }) => item);
}

/**
 * Longest interruption between an incapacity and its prórroga: "siempre que entre una y otra no haya una
 * interrupción mayor a treinta (30) días calendario" (Decreto 780 de 2016 art. 2.2.3.2.1 parágrafo 1, as
 * modified by Decreto 1427 de 2022).
 */
export const EXTENSION_MAX_GAP_DAYS = 30;
