export { type MaternityRecognition, maternityRecognition } from './absences.ts';
export { isExonerated, law1393Excess, segmentRates } from './contribution-rules.ts';
export { solidarityFund } from './employee-contributions.ts';
export { hourRate, ordinaryHourValue, splitTimedHours } from './hours.ts';
export { parseCase } from './parse-case.ts';
export { settle } from './settle.ts';
export { monthSocialSecurity } from './social-security.ts';
export { type YearEndCesantias, type YearEndCesantiasInput, yearEndCesantias } from './year-end-cesantias.ts';
