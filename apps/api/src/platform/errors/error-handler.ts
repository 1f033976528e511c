import { ERROR_CODES, type TApiError } from '@quincena/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { safeError } from './safe-error.ts';

const GENERIC_500 = 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.';

/** Fastify's own client errors, in the user's words (never the framework's English text). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida',
  FST_ERR_BAD_URL: 'La dirección solicitada no es válida',
};

/** The one failure shape: `{ requestId, code, message, fields? }`, fields only when there are some. */
export function errorBody(
  request: FastifyRequest,
  code: string,
  message: string,
  fields?: Record<string, string>,
): TApiError {
  return {
    requestId: request.id,
    code,
    message,
    ...(fields && Object.keys(fields).length ? { fields } : {}),
  };
}

/**
 * Errors Fastify raises before routing (a path that is not valid UTF-8 once decoded): answered in
 * the same shape as every other failure, as the OpenAPI document says.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .code(400)
    .send(
      errorBody(
        request,
        ERROR_CODES.validation,
        FRAMEWORK_MESSAGES[error.code] ?? 'La solicitud no es válida',
      ),
    );
}

/** The SQLSTATE of a PostgreSQL error, looked for through Drizzle's wrapper (`cause`). */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof record.code === 'string' && /^[0-9A-Z]{5}$/.test(record.code) && record.severity) {
      return record.code;
    }
    current = record.cause;
  }
  return null;
}

/**
 * A value the database refuses (class 22, data exception: out of range, too long, not a date,
 * invalid text) is the request's fault, not the server's: 400, never 500. A unique key another
 * request took first is a conflict. Both are logged so the missing validation can be added.
 */
const DATABASE_REFUSALS: Array<{
  matches: (state: string) => boolean;
  status: number;
  code: string;
  message: string;
}> = [
  {
    matches: (state) => state.startsWith('22'),
    status: 400,
    code: ERROR_CODES.validation,
    message: 'Un valor de la solicitud no es válido o está fuera del rango permitido',
  },
  {
    matches: (state) => state === '23505',
    status: 409,
    code: ERROR_CODES.conflict,
    message: 'El registro ya existe o fue modificado al mismo tiempo. Actualice e inténtelo de nuevo.',
  },
];

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '';
}

/**
 * The one error handler (STYLE.md habit 7): every failure answers `{ requestId, code, message,
 * fields? }`. Validation failures become 400 with the first field's Spanish message; no stack
 * trace, SQL text or framework message ever reaches the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = (code: string, message: string, fields?: Record<string, string>) =>
      errorBody(request, code, message, fields);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params) || '_';
        fields[name] ??= issue.message ?? 'Valor no válido';
      }
      const first = Object.values(fields)[0] ?? 'La solicitud no es válida';
      return reply.code(400).send(body(ERROR_CODES.validation, first, fields));
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: safeError(error) }, 'response did not match its schema');
      return reply.code(500).send(body(ERROR_CODES.internal, GENERIC_500));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(body(ERROR_CODES.rateLimited, error.message));
    }
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? 'La solicitud no es válida';
      return reply.code(status).send(body(ERROR_CODES.validation, message));
    }
    const state = sqlStateOf(error);
    const refusal = state ? DATABASE_REFUSALS.find((candidate) => candidate.matches(state)) : undefined;
    if (refusal) {
      request.log.warn({ err: safeError(error) }, 'the database refused a value');
      return reply.code(refusal.status).send(body(refusal.code, refusal.message));
    }
    // Never the query's values nor the row PostgreSQL quotes (decision 0172).
    request.log.error({ err: safeError(error) }, 'unexpected error');
    return reply.code(500).send(body(ERROR_CODES.internal, GENERIC_500));
  });
}
