import type { LiquidatedLine } from './liquidate.ts';
import type { ContributionAmounts } from './model.ts';

/**
 * Retroactive pay on a liquidated line (issue 32; decision 0347). The planilla's own arithmetic
 * (IBC × rate, up to the hundred) stays as it is; the differences are applied afterwards, so the file
 * says exactly what the payroll deducted and paid:
 * - `added` (company setting MES_DE_PAGO): the month of payment declares the earlier months' salary
 *   differences in its IBC and their contribution differences on top of its own contributions;
 * - `alreadyPaid` (planilla N): the corrected line keeps its corrected IBC and carries, as
 *   contributions, the corrected liquidation minus what the original planilla paid.
 */
export function withRetroactive(liquidated: LiquidatedLine): LiquidatedLine {
  const { added, alreadyPaid } = liquidated.line;
  if (alreadyPaid) return minusPaid(liquidated, alreadyPaid);
  if (!added) return liquidated;
  const ibc = liquidated.ibc;
  // Only the subsystems the line pays take the difference (an apprentice's CCF stays zero).
  const grow = (value: number) => (value > 0 ? value + added.ibc : value);
  const c = liquidated.contributions;
  const more = added.contributions;
  const pension = c.pension + more.pension;
  return {
    ...liquidated,
    ibc: {
      pension: grow(ibc.pension),
      health: grow(ibc.health),
      risk: grow(ibc.risk),
      ccf: grow(ibc.ccf),
      parafiscal: grow(ibc.parafiscal),
    },
    contributions: {
      ...c,
      pension,
      pensionTotal: pension + c.voluntaryAffiliate + c.voluntaryEmployer,
      solidarity: c.solidarity + more.solidarity,
      subsistence: c.subsistence + more.subsistence,
      health: c.health + more.health,
      risk: c.risk + more.risk,
      ccf: c.ccf + more.ccf,
      sena: c.sena + more.sena,
      icbf: c.icbf + more.icbf,
    },
    otherParafiscalIbc: grow(liquidated.otherParafiscalIbc),
  };
}

function minusPaid(liquidated: LiquidatedLine, paid: ContributionAmounts): LiquidatedLine {
  const c = liquidated.contributions;
  const pension = c.pension - paid.pension;
  return {
    ...liquidated,
    contributions: {
      ...c,
      pension,
      // Voluntary contributions were paid with the original planilla; a correction never repeats them.
      voluntaryAffiliate: 0,
      voluntaryEmployer: 0,
      pensionTotal: pension,
      solidarity: c.solidarity - paid.solidarity,
      subsistence: c.subsistence - paid.subsistence,
      health: c.health - paid.health,
      risk: c.risk - paid.risk,
      ccf: c.ccf - paid.ccf,
      sena: c.sena - paid.sena,
      icbf: c.icbf - paid.icbf,
    },
  };
}

/** The contributions of a liquidated line, as `alreadyPaid` of its correction. */
export function contributionsOf(liquidated: LiquidatedLine): ContributionAmounts {
  const c = liquidated.contributions;
  return {
    pension: c.pension,
    solidarity: c.solidarity,
    subsistence: c.subsistence,
    health: c.health,
    risk: c.risk,
    ccf: c.ccf,
    sena: c.sena,
    icbf: c.icbf,
  };
}

/** A correction may not lower what was paid: the file's amounts are unsigned. */
export function negativeContribution(liquidated: LiquidatedLine): boolean {
  const c = liquidated.contributions;
  return [c.pension, c.solidarity, c.subsistence, c.health, c.risk, c.ccf, c.sena, c.icbf].some(
    (value) => value < 0,
  );
}
