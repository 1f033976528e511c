import type { WorkerInput } from './model.ts';
import { commercialDay, isDateInPeriod, type Period } from './period.ts';

/**
 * One stretch of the month in which the worker was employed, on the 30-day calendar: from day 1 or
 * its ING to its RET or day 30. A worker retired and re-hired in the same month has two
 * (Res. 2388/2016 num. 2.1.2.2, one record per ING and RET novelty).
 */
export interface EmploymentSpan {
  first: number;
  last: number;
  entry?: { date: string; line: number };
  retirement?: { date: string; line: number };
}

interface Event {
  kind: 'ING' | 'RET';
  date: string;
  line: number;
}

/**
 * The worker's employment spans from its in-period ING and RET dates, or null (with the reason
 * added) when they cannot follow one another: an ING must follow a RET, a RET an ING or the start
 * of the month. Dates outside the period are reported elsewhere and ignored here.
 */
export function employmentSpans(
  worker: WorkerInput,
  period: Period,
  add: (message: string, line?: number) => void,
): EmploymentSpan[] | null {
  const events: Event[] = [];
  worker.lines.forEach((line, index) => {
    if (line.entryDate && isDateInPeriod(line.entryDate, period)) {
      events.push({ kind: 'ING', date: line.entryDate, line: index + 1 });
    }
    if (line.retirementDate && isDateInPeriod(line.retirementDate, period)) {
      events.push({ kind: 'RET', date: line.retirementDate, line: index + 1 });
    }
  });
  // A one-day job enters and leaves on the same date: the ING comes first.
  events.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'ING' ? -1 : 1));
  const spans: EmploymentSpan[] = [];
  let open: EmploymentSpan | null = events[0]?.kind === 'ING' ? null : { first: 1, last: 30 };
  for (const event of events) {
    const day = commercialDay(event.date, period);
    if (event.kind === 'ING') {
      if (open) {
        add(
          `La novedad de ingreso (ING) del ${event.date} no sigue a un retiro (RET): otro ingreso en el mes solo se reporta después de un retiro.`,
        );
        return null;
      }
      open = { first: day, last: 30, entry: { date: event.date, line: event.line } };
    } else {
      if (!open) {
        add(
          `La novedad de retiro (RET) del ${event.date} no sigue a un ingreso (ING): otro retiro en el mes solo se reporta después de un reingreso.`,
        );
        return null;
      }
      open.last = day;
      open.retirement = { date: event.date, line: event.line };
      spans.push(open);
      open = null;
    }
  }
  if (open) spans.push(open);
  for (const span of spans) {
    if (span.entry && span.retirement && span.entry.line !== span.retirement.line) {
      // Res. 2388/2016 num. 2.1.2.2 lit. a (Res. 5858/2016): ING and RET of one employment share a line.
      add(
        `Las novedades de ingreso y retiro del mismo período deben ir en la misma línea (están en las líneas ${span.entry.line} y ${span.retirement.line}).`,
      );
    }
  }
  return spans;
}
