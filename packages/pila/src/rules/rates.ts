import { type Rate, rate } from '../money/rounding.ts';

/** Pension: 16 % in total, 12 % employer + 4 % worker (Ley 100/1993 art. 20 as amended by Ley 797/2003 art. 7). */
export const PENSION_RATE: Rate = rate('0.16');
/** On an SLN line only the employer share is due (Decreto 1406/1999 art. 71; real planillas write 0.12000). */
export const PENSION_EMPLOYER_RATE: Rate = rate('0.12');

/** Health: 12.5 % in total, 8.5 % employer + 4 % worker (Ley 1122/2007 art. 10). */
export const HEALTH_RATE: Rate = rate('0.125');
/** Exonerated employers (E.T. art. 114-1, Ley 1607/2012) pay only the worker's 4 %. */
export const HEALTH_EXONERATED_RATE: Rate = rate('0.04');
/** On an SLN line the worker's 4 % is not due; the employer share remains unless exonerated. */
export const HEALTH_EMPLOYER_RATE: Rate = rate('0.085');

/** Family compensation fund 4 % (Ley 21/1982 art. 12). */
export const CCF_RATE: Rate = rate('0.04');
/** SENA 2 % and ICBF 3 % (Ley 21/1982 art. 12, Ley 89/1988 art. 1), unless exonerated by E.T. art. 114-1. */
export const SENA_RATE: Rate = rate('0.02');
export const ICBF_RATE: Rate = rate('0.03');

export type RiskClass = 1 | 2 | 3 | 4 | 5;

/** Occupational risk, initial rate of each class I–V (Decreto 1072/2015 art. 2.2.4.3.5). */
export const RISK_CLASS_RATES: Readonly<Record<RiskClass, Rate>> = {
  1: rate('0.00522'),
  2: rate('0.01044'),
  3: rate('0.02436'),
  4: rate('0.0435'),
  5: rate('0.0696'),
};

export const NO_RATE: Rate = 0;
