import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Income-tax withholding procedures on labour payments: procedure 1 applies the table of E.T. art. 383 to each
 * month's payments (E.T. art. 385); procedure 2 applies a fixed
 * percentage computed every June and December from the previous twelve months (E.T. art. 386).
 */
export const WITHHOLDING_PROCEDURES_SOURCE = 'Estatuto Tributario, arts. 383, 385 y 386';

export const withholdingProcedures = defineReferenceList<ReferenceItem>({
  key: 'withholding-procedures',
  description: 'Procedimientos de retención en la fuente',
  source: WITHHOLDING_PROCEDURES_SOURCE,
  items: [
    { code: '1', name: 'Procedimiento 1' },
    { code: '2', name: 'Procedimiento 2' },
  ],
});
