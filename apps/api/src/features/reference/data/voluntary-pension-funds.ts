import type { Administrator } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Voluntary pension funds (fondos de pensiones voluntarias, E.T. art. 126-1): contributions to them can be
 * income not subject to withholding, within the limits of that article. Only the four pension and severance
 * administrators are listed — each also runs a voluntary fund — because no official code list of voluntary
 * funds exists; the code is the administrator's NIT, as for severance funds.
 */
export const VOLUNTARY_PENSION_FUNDS_SOURCE =
  'Estatuto Tributario, art. 126-1 (aportes voluntarios a fondos de pensiones); NIT de cada administradora (RUT)';

export const voluntaryPensionFunds = defineReferenceList<Administrator>({
  key: 'voluntary-pension-funds',
  description: 'Fondos de pensiones voluntarias',
  source: VOLUNTARY_PENSION_FUNDS_SOURCE,
  items: [
    { code: '800138188', name: 'Protección S.A. Pensiones y Cesantías', nit: '800138188', checkDigit: '1' },
    { code: '800144331', name: 'Porvenir S.A. Pensiones y Cesantías', nit: '800144331', checkDigit: '3' },
    { code: '800148514', name: 'Skandia Pensiones y Cesantías S.A.', nit: '800148514', checkDigit: '2' },
    { code: '800149496', name: 'Colfondos S.A. Pensiones y Cesantías', nit: '800149496', checkDigit: '2' },
  ],
});
