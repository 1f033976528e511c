import type { WorkerInput } from '@quincena/pila';
import type { RetroactiveMonth } from './retroactive-sums.ts';

/**
 * Company setting MES_DE_PAGO (decision 0347): the month that pays retroactive differences declares
 * them on the worker's main line: the salary differences in the IBC of each subsystem, the payroll's
 * contribution differences on top of the month's own, and VST, the flag for pay that raises this
 * month's IBC without being this month's salary (reference retroactive-pay.md §1.6).
 */
export function declareInPaymentMonth(worker: WorkerInput, retroactive: RetroactiveMonth): WorkerInput {
  const nothing =
    retroactive.ibc === 0 && Object.values(retroactive.contributions).every((value) => value === 0);
  if (nothing) return worker;
  const worked = worker.lines.findIndex((line) => line.kind === 'worked');
  const at = worked >= 0 ? worked : 0;
  return {
    ...worker,
    lines: worker.lines.map((line, index) =>
      index === at ? { ...line, transientVariation: true, added: retroactive } : line,
    ),
  };
}
