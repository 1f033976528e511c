import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors/app-error.ts';

/** The page sizes the web offers on lists that limit them (spec: 5, 10 or 20). */
export const WEB_PAGE_SIZES: readonly number[] = [5, 10, 20];

/**
 * A list whose schema accepts up to 100 rows a page serves that many only to a company API key
 * (decision 0337); a person's session keeps the web's choices, anything else is a 400.
 */
export function pageSizeFor<Query extends { pageSize: number }>(
  request: FastifyRequest,
  query: Query,
  message: string,
): Query {
  if (request.auth?.apiKey || WEB_PAGE_SIZES.includes(query.pageSize)) return query;
  throw badRequest(ERROR_CODES.validation, message, { pageSize: message });
}
