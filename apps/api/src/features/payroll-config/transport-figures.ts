import type { TPayrollConfigResponse } from '@quincena/contracts/payroll-config';
import { parametersOn } from '@quincena/payroll';
import { payrollConcepts } from '../reference/index.ts';

/** The concepts the transport-aid settings govern (spec 01 §2.10 "transport subsidy with its concept table"). */
const TRANSPORT_CONCEPT_CODES = ['TRANSPORT_AID', 'CONNECTIVITY_AID'];

/** Colombia keeps UTC−5 all year (no daylight saving), so "today" there is UTC minus five hours. */
export function bogotaDate(now: Date): string {
  return new Date(now.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The transport aid in force on a day and the salary limit to receive it (Ley 15/1959 art. 2:
 * up to two SMMLV; the yearly decree fixes the value), with the concepts that carry it.
 */
export function transportFigures(date: string): TPayrollConfigResponse['transport'] {
  const parameters = parametersOn(date);
  return {
    asOf: date,
    monthlyAid: parameters.transportAid.toNumber(),
    salaryLimit: parameters.transportAidLimit.toNumber(),
    concepts: payrollConcepts.items
      .filter((concept) => TRANSPORT_CONCEPT_CODES.includes(concept.code))
      .map((concept) => ({ code: concept.code, name: concept.name, dianElement: concept.dianElement })),
  };
}
