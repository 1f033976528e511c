/**
 * The code a user sees for each catalogue concept (decision 0314). The internal identifier (BASIC,
 * HEALTH_EE …) stays the key of the API, the database and the engine; screens, exports, PDFs and
 * accounting files show this number instead. Written out one by one so a code never shifts when a
 * concept is added: a new concept takes the next free number of its nature's block.
 * Blocks: 001–099 earnings, 100–199 deductions, 200–299 employer contributions, 300–399 provisions,
 * 900–999 figures of imported months (Cargar acumulados). Company concepts keep their C0001… codes.
 */
export const CONCEPT_DISPLAY_CODES: Readonly<Record<string, string>> = {
  // Earnings the engine computes.
  BASIC: '001',
  APPRENTICE_SUPPORT: '002',
  HED: '003',
  HEN: '004',
  HRN: '005',
  HRDDF: '006',
  HRNDF: '007',
  HEDDF: '008',
  HENDF: '009',
  TRANSPORT_AID: '010',
  CONNECTIVITY_AID: '011',
  INC_COMMON_EMPLOYER: '012',
  INC_COMMON_EPS: '013',
  INC_COMMON_EPS_91: '014',
  INC_COMMON_181: '015',
  INC_WORK_EMPLOYER: '016',
  INC_WORK: '017',
  LIC_MATERNITY: '018',
  LIC_MATERNITY_EMPLOYER: '019',
  LIC_PATERNITY: '020',
  LIC_PAID: '021',
  LIC_UNPAID: '022',
  SUSPENSION: '023',
  VACATION_TIME: '024',
  VACATION_MONEY: '025',
  VACATION_TERMINATION: '026',
  PRIMA: '027',
  CESANTIAS: '028',
  CESANTIAS_INTEREST: '029',
  INDEMNITY: '030',
  // Earnings of reported and fixed novelties.
  BONUS_SALARY: '050',
  BONUS_NON_SALARY: '051',
  COMMISSION: '052',
  PER_DIEM_NON_SALARY: '053',
  AID_NON_SALARY: '054',
  // Deductions the engine computes.
  HEALTH_EE: '101',
  PENSION_EE: '102',
  FSP_SOLIDARITY: '103',
  FSP_SUBSISTENCE: '104',
  VOLUNTARY_PENSION: '105',
  AFC: '106',
  WITHHOLDING: '107',
  WITHHOLDING_PRIMA: '108',
  WITHHOLDING_INDEMNITY: '109',
  WITHHOLDING_RETRO: '110',
  // Deductions of reported and fixed novelties.
  ADVANCE: '150',
  LOAN: '151',
  GARNISHMENT: '152',
  UNION_DUES: '153',
  COOPERATIVE: '154',
  COMPLEMENTARY_PLAN: '155',
  // Employer contributions.
  PENSION_ER: '201',
  HEALTH_ER: '202',
  ARL_ER: '203',
  CCF_ER: '204',
  SENA_ER: '205',
  ICBF_ER: '206',
  FSP_ROUNDING_ER: '207',
  // Provisions.
  PROV_PRIMA: '301',
  PROV_CESANTIAS: '302',
  PROV_CESANTIAS_INTEREST: '303',
  PROV_VACATIONS: '304',
  // Figures of a month brought with Cargar acumulados (historic query only).
  IMP_FIXED_SALARY: '901',
  IMP_VARIABLE_SALARY: '902',
  IMP_OVERTIME: '903',
  IMP_TRANSPORT_AID: '904',
  IMP_LABOUR_INCOME: '905',
  IMP_NON_TAXABLE: '906',
  IMP_IBC: '907',
  IMP_UNPAID_LEAVE: '908',
};

/** The code to show for a concept: its display code, or the code itself (company concepts, C0001…). */
export function conceptDisplayCode(code: string): string {
  return CONCEPT_DISPLAY_CODES[code] ?? code;
}

/** The internal codes whose display code contains `text` (a keyword typed in a query's search box). */
export function conceptCodesDisplayedLike(text: string): string[] {
  const needle = text.trim();
  if (!needle) return [];
  return Object.entries(CONCEPT_DISPLAY_CODES)
    .filter(([, display]) => display.includes(needle))
    .map(([code]) => code);
}

const CODE_OF_DISPLAY = new Map(
  Object.entries(CONCEPT_DISPLAY_CODES).map(([code, display]) => [display, code]),
);

/** The internal code of a display code a user typed (a bulk-load file); company codes are their own. */
export function conceptCodeOfDisplay(displayCode: string): string {
  return CODE_OF_DISPLAY.get(displayCode) ?? displayCode;
}
