import type { EmploymentSpan } from './employment-spans.ts';
import type { LineInput, WorkerInput } from './model.ts';
import { commercialDay, isDateInPeriod, type Period } from './period.ts';

/** Spanish name of each novelty, after "de". */
export const KIND_LABEL: Readonly<Record<string, string>> = {
  VAC: 'las vacaciones (VAC)',
  LR: 'la licencia remunerada (VAC-LR)',
  IGE: 'la incapacidad general (IGE)',
  LMA: 'la licencia de maternidad o paternidad (LMA)',
  IRL: 'la incapacidad por riesgo laboral (IRL)',
  SLN: 'la suspensión o licencia no remunerada (SLN)',
};

interface Segment {
  at: number;
  line: LineInput;
  first: number;
  last: number;
}

/**
 * Checks that a worker's novelty segments can coexist in one month: each day belongs to one line only
 * (Res. 2388/2016 num. 2.1.2.2 as modified by Res. 5858/2016: one line per novelty, so IGE, LMA, SLN,
 * VAC-LR and IRL never share days), no novelty starts before the entry date (ING) and none runs after
 * the retirement date (RET): after the retirement there is nothing left to report. With a re-hire in
 * the month, each novelty falls within one of the employment spans.
 * Lines whose dates are missing or outside the period are reported elsewhere and skipped here.
 */
export function validateTimeline(
  worker: WorkerInput,
  period: Period,
  spans: readonly EmploymentSpan[],
  add: (message: string, line?: number) => void,
): void {
  const segments: Segment[] = [];
  worker.lines.forEach((line, index) => {
    if (line.kind === 'worked' || line.start === undefined || line.end === undefined) return;
    if (!isDateInPeriod(line.start, period) || !isDateInPeriod(line.end, period)) return;
    if (line.start > line.end) return;
    segments.push({
      at: index + 1,
      line,
      first: commercialDay(line.start, period),
      last: commercialDay(line.end, period),
    });
  });
  segments.sort((a, b) => a.first - b.first || a.at - b.at);
  for (let index = 1; index < segments.length; index++) {
    const previous = segments[index - 1]!;
    const current = segments[index]!;
    if (current.first <= previous.last) {
      add(
        `Las fechas de ${KIND_LABEL[current.line.kind]} (${current.line.start} a ${current.line.end}) se cruzan con las de ${KIND_LABEL[previous.line.kind]} de la línea ${previous.at} (${previous.line.start} a ${previous.line.end}); cada día va en una sola línea.`,
        current.at,
      );
    }
  }
  if (spans.length > 1) {
    // Retired and re-hired in the month: each novelty lies within one of the employments.
    for (const { at, line, first, last } of segments) {
      if (!spans.some((span) => first >= span.first && last <= span.last)) {
        add(
          `El período de ${KIND_LABEL[line.kind] ?? line.kind} (${line.start} a ${line.end}) no cae dentro de un período de vinculación del mes (entre un ingreso y un retiro).`,
          at,
        );
      }
    }
    return;
  }
  const entry = spans[0]?.entry?.date;
  const retirement = spans[0]?.retirement?.date;
  for (const { at, line } of segments) {
    const label = KIND_LABEL[line.kind] ?? line.kind;
    if (entry && line.start! < entry) {
      add(`El período de ${label} empieza el ${line.start}, antes de la fecha de ingreso (${entry}).`, at);
    }
    if (retirement && line.end! > retirement) {
      add(
        `El período de ${label} termina el ${line.end}, después de la fecha de retiro (${retirement}); no se reportan días posteriores al retiro.`,
        at,
      );
    }
  }
}
