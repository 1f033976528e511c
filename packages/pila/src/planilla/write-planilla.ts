import { minimumWage, weeklyHours } from '../rules/parameters.ts';
import { encodeRecords } from './encoding.ts';
import type { RecordValues } from './fixed-width.ts';
import type { RecordLayout } from './layout.ts';
import { REGISTRO_TIPO_1 } from './layout-tipo1.ts';
import { REGISTRO_TIPO_2 } from './layout-tipo2.ts';
import { type LiquidatedLine, liquidateWorker } from './liquidate.ts';
import type { PlanillaInput, WorkerInput } from './model.ts';
import { lastDayOfPeriod, parsePeriod } from './period.ts';
import { tipo1Values } from './record-tipo1.ts';
import { tipo2Values } from './record-tipo2.ts';
import { negativeContribution } from './retroactive-lines.ts';
import { type PlanillaIssue, validatePlanilla } from './validate.ts';

export interface PlanillaFile {
  /** Suggested file name: contributor document, period and sequence. */
  fileName: string;
  /** The file as operators expect it: ISO-8859-1, CRLF after every record. */
  bytes: Uint8Array;
  /** Liquidated lines in file order, for the settlement to post and show. */
  lines: ReadonlyArray<{ worker: WorkerInput; liquidated: LiquidatedLine }>;
  totals: PlanillaTotals;
}

/** Totals in whole pesos (safe integers), for the settlement to post and show. */
export interface PlanillaTotals {
  contributors: number;
  lines: number;
  payroll: number;
  pension: number;
  solidarityFund: number;
  health: number;
  risk: number;
  ccf: number;
  sena: number;
  icbf: number;
  /** Everything the contributor pays through the operator. */
  total: number;
}

/** Thrown when the model would produce a file the operator rejects; carries every issue found. */
export class PlanillaValidationError extends Error {
  constructor(readonly issues: PlanillaIssue[]) {
    super(
      `La planilla tiene ${issues.length} error(es):\n${issues.map((issue) => `- ${describeIssue(issue)}`).join('\n')}`,
    );
    this.name = 'PlanillaValidationError';
  }
}

export function describeIssue(issue: PlanillaIssue): string {
  const where = [
    issue.worker ? `Cotizante ${issue.worker}` : 'Encabezado',
    issue.line ? `línea ${issue.line}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${where}: ${issue.message}`;
}

/** Validates the model and writes archivo tipo 2: one registro tipo 1 and one registro tipo 2 per line. */
export function writePlanilla(input: PlanillaInput): PlanillaFile {
  const issues = validatePlanilla(input);
  if (issues.length > 0) throw new PlanillaValidationError(issues);
  const period = parsePeriod(input.period)!;
  const context = {
    minimumWage: minimumWage(period.year),
    weeklyHours: weeklyHours(lastDayOfPeriod(period)),
    unpaidLeave: {
      employerPension: input.unpaidLeave?.employerPension ?? true,
      // Decreto 806/1998 art. 71: the employer keeps paying its health share during a suspension.
      employerHealth: input.unpaidLeave?.employerHealth ?? true,
    },
  };
  const lines: Array<{ worker: WorkerInput; liquidated: LiquidatedLine }> = [];
  for (const worker of input.workers) {
    for (const liquidated of liquidateWorker(worker, context)) lines.push({ worker, liquidated });
  }
  if (input.planillaType === 'N') {
    const lowered = lines.filter(({ liquidated }) => negativeContribution(liquidated));
    if (lowered.length > 0) {
      throw new PlanillaValidationError(
        lowered.map(({ worker }) => ({
          worker: `${worker.documentType} ${worker.documentNumber}`,
          message:
            'la corrección disminuye un aporte ya pagado; la planilla N solo lleva aportes adicionales.',
        })),
      );
    }
  }
  const totals = sumTotals(input.workers, lines);
  const records: Array<readonly [RecordLayout, RecordValues]> = [
    [REGISTRO_TIPO_1, tipo1Values(input, period, totals)],
  ];
  const contributorArlCode = input.contributor.arlCode;
  lines.forEach(({ worker, liquidated }, index) => {
    records.push([
      REGISTRO_TIPO_2,
      tipo2Values(worker, liquidated, {
        sequence: index + 1,
        contributorArlCode,
        correction: input.planillaType === 'N',
      }),
    ]);
  });
  return {
    fileName: `PILA_${input.planillaType === 'N' ? 'N_' : ''}${input.contributor.documentNumber}_${input.period}_${String(input.sequence ?? 1).padStart(4, '0')}.txt`,
    bytes: encodeRecords(records),
    lines,
    totals,
  };
}

function sumTotals(
  workers: readonly WorkerInput[],
  lines: ReadonlyArray<{ worker: WorkerInput; liquidated: LiquidatedLine }>,
): PlanillaTotals {
  let payroll = 0;
  let pension = 0;
  let solidarityFund = 0;
  let health = 0;
  let risk = 0;
  let ccf = 0;
  let sena = 0;
  let icbf = 0;
  for (const { liquidated } of lines) {
    const c = liquidated.contributions;
    payroll += liquidated.ibc.ccf;
    pension += c.pensionTotal;
    solidarityFund += c.solidarity + c.subsistence;
    health += c.health;
    risk += c.risk;
    ccf += c.ccf;
    sena += c.sena;
    icbf += c.icbf;
  }
  const total = pension + solidarityFund + health + risk + ccf + sena + icbf;
  // Header field 19 counts distinct cotizantes, not lines (operator error 184); tipo 40 is never produced here.
  const contributors = new Set(workers.map((worker) => `${worker.documentType}|${worker.documentNumber}`))
    .size;
  return {
    contributors,
    lines: lines.length,
    payroll,
    pension,
    solidarityFund,
    health,
    risk,
    ccf,
    sena,
    icbf,
    total,
  };
}
