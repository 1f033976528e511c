import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { authOf } from './guard.ts';

/**
 * The caller's company, from the session only (ARCHITECTURE §3). Every tenant-scoped module
 * calls this and passes the id to its repositories; a user without a company is refused.
 */
export function companyIdOf(request: FastifyRequest): number {
  const { companyId } = authOf(request);
  if (companyId === null) {
    throw new AppError(409, ERROR_CODES.companyRequired, 'Registra primero los datos de la empresa');
  }
  return companyId;
}
