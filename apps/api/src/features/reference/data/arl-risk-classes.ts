import { defineReferenceList, type ReferenceItem } from './reference-list.ts';

/**
 * ARL risk classes (Decreto 1295 de 1994, art. 26) with the contribution rates of Decreto 1772 de 1994, art. 13
 * (compiled in Decreto 1072 de 2015, art. 2.2.4.3.5): minimum, initial and maximum, in percent of the IBC. The
 * PILA writes the class (registro tipo 2, campo 78 "Clase de riesgo") and the rate (campo 61) as a fraction with 7 decimals
 * (0.522 % → 0.0052200). Rates are strings so they stay exact decimals.
 */
export const ARL_RISK_CLASSES_SOURCE =
  'Decreto 1295 de 1994, art. 26 (clases de riesgo); Decreto 1772 de 1994, art. 13 (tarifas), compilado en ' +
  'Decreto 1072 de 2015, art. 2.2.4.3.5';

export interface ArlRiskClass extends ReferenceItem {
  /** Initial (base) rate, percent of the IBC. */
  readonly ratePercent: string;
  readonly minRatePercent: string;
  readonly maxRatePercent: string;
}

export const arlRiskClasses = defineReferenceList<ArlRiskClass>({
  key: 'arl-risk-classes',
  description: 'Clases de riesgo laboral',
  source: ARL_RISK_CLASSES_SOURCE,
  items: [
    {
      code: '1',
      name: 'Clase I - Riesgo mínimo',
      ratePercent: '0.522',
      minRatePercent: '0.348',
      maxRatePercent: '0.696',
    },
    {
      code: '2',
      name: 'Clase II - Riesgo bajo',
      ratePercent: '1.044',
      minRatePercent: '0.435',
      maxRatePercent: '1.653',
    },
    {
      code: '3',
      name: 'Clase III - Riesgo medio',
      ratePercent: '2.436',
      minRatePercent: '0.783',
      maxRatePercent: '4.089',
    },
    {
      code: '4',
      name: 'Clase IV - Riesgo alto',
      ratePercent: '4.350',
      minRatePercent: '1.740',
      maxRatePercent: '6.960',
    },
    {
      code: '5',
      name: 'Clase V - Riesgo máximo',
      ratePercent: '6.960',
      minRatePercent: '3.219',
      maxRatePercent: '8.700',
    },
  ],
});
