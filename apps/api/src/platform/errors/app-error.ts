import { ERROR_CODES, type TErrorCode } from '@quincena/contracts';

/**
 * A failure the client is meant to see: an HTTP status, a stable code and a Spanish message.
 * Anything else thrown becomes a 500 with a generic message (error-handler.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: TErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);

export const unauthenticated = (message = 'Inicia sesión para continuar') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);

export const forbidden = (message = 'No tienes permiso para esta acción') =>
  new AppError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'No encontramos lo que buscas') =>
  new AppError(404, ERROR_CODES.notFound, message);

export const conflict = (code: TErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);

export const tooManyRequests = (code: TErrorCode, message: string, retryAfterSeconds: number) =>
  new AppError(429, code, message, undefined, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
