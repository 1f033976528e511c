import type { LegalParameters } from '../parameters/index.ts';

/**
 * Legal values the withholding rules read from the shared parameter table on the payment date: the UVT of
 * the year (art. 868 E.T.; DIAN resolution), the art. 383 E.T. table and the limits of arts. 126-1, 126-4,
 * 206, 336, 387 and 401-3 E.T.
 */
export type WithholdingParameters = Pick<LegalParameters, 'uvt' | 'withholdingTable' | 'withholdingLimits'>;
