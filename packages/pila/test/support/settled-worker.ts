import type { PilaSegment } from '@quincena/payroll';
import type { SettledWorker } from '../../src/index.ts';

/**
 * A contract's social-security settlement as the engine hands it to the planilla: its PILA segments and
 * whether the company is exonerated (Ley 1607), with no contributions, solidarity fund or Ley 1393 excess.
 */
export function settlementOf(
  contractId: string,
  exonerated: boolean,
  segments: PilaSegment[],
): SettledWorker['settlement'] {
  return {
    contractId,
    socialSecurity: {
      contributions: [],
      solidarityFund: {
        ibc: '0',
        solidarityRate: '0',
        subsistenceRate: '0',
        solidarity: '0',
        subsistence: '0',
      },
      segments,
      law1393Excess: '0',
      exonerated,
    },
  };
}
