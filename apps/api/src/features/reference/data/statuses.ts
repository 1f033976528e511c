import { CONTRACT_TERM_STATUS_NAMES } from '@quincena/contracts/employees';
import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * Contract statuses. No authority codes them; the codes are Quincena's own. A contract is active while it runs,
 * suspended while the obligations to work and to pay are suspended (CST art. 51, e.g. unpaid leave or
 * disciplinary suspension), and retired once it ends (CST arts. 61–64), which calls for a retirement reason and
 * date (spec 01 §3, CAUSE_RETIREMENT and RETIREMENT_DATE). The spec's status id 366 is not described there and
 * is not mapped here.
 */
export const STATUSES_SOURCE =
  'Lista propia de Quincena; Código Sustantivo del Trabajo, art. 51 (suspensión), art. 46 (vencimiento del término fijo) y arts. 61 a 64 (terminación)';

export const statuses = defineReferenceList<ReferenceItem>({
  key: 'statuses',
  description: 'Estados del contrato',
  source: STATUSES_SOURCE,
  items: [
    { code: 'ACTIVO', name: 'Activo' },
    { code: 'SUSPENDIDO', name: 'Suspendido' },
    { code: 'RETIRADO', name: 'Retirado' },
    // A fixed-term contract past its end date (CST art. 46; decision 0311): without notice and under the
    // company's explicit-decision setting it waits for the renewal or the retirement; with a notice given in
    // time it ended on its end date and waits for its retirement (final settlement).
    { code: 'VENCIDO', name: CONTRACT_TERM_STATUS_NAMES.VENCIDO as string },
    { code: 'TERMINADO', name: CONTRACT_TERM_STATUS_NAMES.TERMINADO as string },
  ],
});
