/**
 * What a log line may keep of an error (STYLE.md habit 9, decision 0172). A failed query carries
 * the values it was sent (Drizzle's `params`, and its message repeats them), PostgreSQL's `detail`
 * quotes the conflicting row ("Key (document)=(1020304050) already exists") and its message may
 * quote the refused value; none of that — names, document numbers, e-mails — reaches a log.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  /** The frames only (empty when unknown). */
  stack: string;
  code?: string;
  statusCode?: number;
  /** Parameterised SQL text (never the values). */
  query?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: SafeError;
}

const MAX_CAUSES = 4;
const MAX_QUERY = 2000;

/** A PostgreSQL error (node-postgres or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`. */
function isQueryError(error: Record<string, unknown>): boolean {
  return 'params' in error && typeof error.query === 'string';
}

/** Quoted values of a database message become `"…"`; the identifiers stay in their own fields. */
const redactQuoted = (text: string) =>
  text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/'(?:[^'\\]|\\.)*'/g, "'…'");

function safeMessage(error: Record<string, unknown>, message: string): string {
  const withoutParams = isQueryError(error) ? (message.split('\nparams:')[0] ?? '') : message;
  return isDatabaseError(error) ? redactQuoted(withoutParams) : withoutParams;
}

/** Only the frames: the first line of a stack repeats the message, values included. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : undefined);

const isSafeError = (value: unknown): value is SafeError =>
  !(value instanceof Error) &&
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SafeError).type === 'string' &&
  typeof (value as SafeError).message === 'string' &&
  !('params' in value) &&
  !('detail' in value);

export function safeError(error: unknown, depth = 0): SafeError {
  if (isSafeError(error)) return error;
  if (!(error instanceof Error) && (error === null || typeof error !== 'object')) {
    return { type: typeof error, message: 'non-error value thrown', stack: '' };
  }
  const record = error as unknown as Record<string, unknown>;
  const type = error instanceof Error ? error.constructor.name || error.name : 'Object';
  const message = typeof record.message === 'string' ? safeMessage(record, record.message) : '';
  const safe: SafeError = { type, message, stack: framesOf(record.stack) ?? '' };
  if (typeof record.code === 'string') safe.code = record.code.slice(0, 60);
  if (typeof record.statusCode === 'number') safe.statusCode = record.statusCode;
  if (isQueryError(record)) safe.query = (record.query as string).slice(0, MAX_QUERY);
  if (isDatabaseError(record)) {
    const table = text(record.table);
    const column = text(record.column);
    const constraint = text(record.constraint);
    const routine = text(record.routine);
    if (table) safe.table = table;
    if (column) safe.column = column;
    if (constraint) safe.constraint = constraint;
    if (routine) safe.routine = routine;
  }
  if (record.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(record.cause, depth + 1);
  return safe;
}

/** Pino serializers: every `err` (and `error`) a log line carries goes through `safeError`. */
export const SAFE_LOG_SERIALIZERS = { err: safeError, error: safeError };
