import type { Administrator } from './administrator.ts';
import { defineReferenceList } from './reference-list.ts';

/**
 * Severance funds (fondos de cesantías, Ley 50 de 1990 art. 99; Ley 432 de 1998 for the Fondo Nacional del
 * Ahorro). Severance is not paid through PILA, so no PILA code exists: the code is the fund administrator's NIT,
 * and `afpCode` links the four private administrators to their PILA pension code. NITs and check digits as in
 * the UGPP-based administrator table (see afp.ts), each checked against the DIAN algorithm.
 */
export const SEVERANCE_FUNDS_SOURCE =
  'Ley 50 de 1990, art. 99; Ley 432 de 1998 (Fondo Nacional del Ahorro); NIT de cada administradora (RUT)';

export interface SeveranceFund extends Administrator {
  /** PILA code of the same administrator as a pension fund, when it is one. */
  readonly afpCode?: string;
}

export const severanceFunds = defineReferenceList<SeveranceFund>({
  key: 'severance-funds',
  description: 'Fondos de cesantías',
  source: SEVERANCE_FUNDS_SOURCE,
  items: [
    {
      code: '800138188',
      name: 'Protección S.A. Pensiones y Cesantías',
      nit: '800138188',
      checkDigit: '1',
      afpCode: '230201',
    },
    {
      code: '800144331',
      name: 'Porvenir S.A. Pensiones y Cesantías',
      nit: '800144331',
      checkDigit: '3',
      afpCode: '230301',
    },
    {
      code: '800148514',
      name: 'Skandia Pensiones y Cesantías S.A.',
      nit: '800148514',
      checkDigit: '2',
      afpCode: '230901',
    },
    {
      code: '800149496',
      name: 'Colfondos S.A. Pensiones y Cesantías',
      nit: '800149496',
      checkDigit: '2',
      afpCode: '231001',
    },
    { code: '899999284', name: 'Fondo Nacional del Ahorro', nit: '899999284', checkDigit: '4' },
  ],
});
