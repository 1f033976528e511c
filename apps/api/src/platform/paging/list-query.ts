import { ERROR_CODES } from '@quincena/contracts';
import {
  NOVELTY_MESSAGES as M,
  type TColumnFilter,
  type TNoveltyListQueryParsed,
} from '@quincena/contracts/novelties';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../errors/app-error.ts';

/** The expression behind each field a list shows, sorts and filters by. */
export type ListFields = Readonly<Record<string, SQL | AnyColumn>>;

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

const asText = (expr: SQL | AnyColumn) => sql`coalesce(cast(${expr} as text), '')`;

function filterCondition(expr: SQL | AnyColumn, filter: TColumnFilter): SQL {
  const value = likeEscape(filter.value);
  const text = asText(expr);
  switch (filter.mode) {
    case 'startsWith':
      return sql`${text} ilike ${`${value}%`}`;
    case 'contains':
      return sql`${text} ilike ${`%${value}%`}`;
    case 'notContains':
      return sql`${text} not ilike ${`%${value}%`}`;
    case 'endsWith':
      return sql`${text} ilike ${`%${value}`}`;
    case 'equals':
      return sql`lower(${text}) = lower(${filter.value})`;
    case 'notEquals':
      return sql`lower(${text}) <> lower(${filter.value})`;
  }
}

/**
 * The WHERE parts of a list: global search (any of `searchFields` contains it, case-insensitive) and the
 * column filters. A field that is not in `fields` is a 400, so no query text reaches SQL unchecked.
 */
export function listConditions(
  fields: ListFields,
  searchFields: readonly string[],
  query: TNoveltyListQueryParsed,
): SQL[] {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    const parts = searchFields
      .map((name) => fields[name])
      .filter((expr): expr is SQL | AnyColumn => expr !== undefined)
      .map((expr) => sql`${asText(expr)} ilike ${pattern}`);
    conditions.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  for (const filter of query.filters) {
    const expr = fields[filter.field];
    if (!expr) throw badRequest(ERROR_CODES.validation, M.filterInvalid, { filters: M.filterInvalid });
    if (filter.value === '') continue;
    conditions.push(filterCondition(expr, filter));
  }
  return conditions;
}

/** ORDER BY the chosen field (then the id, so pages are stable), or the default order. */
export function listOrder(
  fields: ListFields,
  query: TNoveltyListQueryParsed,
  fallback: readonly SQL[],
  id: AnyColumn,
): SQL[] {
  if (!query.sortField) return [...fallback, desc(id)];
  const expr = fields[query.sortField];
  if (!expr) throw badRequest(ERROR_CODES.validation, M.sortInvalid, { sortField: M.sortInvalid });
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return [direction(expr as AnyColumn), direction(id)];
}

export const pageOffset = (query: TNoveltyListQueryParsed) => (query.page - 1) * query.pageSize;

/** The total of rows matching, returned on every row by a window function (one query per page). */
export const totalOver = sql<number>`cast(count(*) over () as integer)`;

/** A page with its total; a page past the end still answers the total (one extra count-only query). */
export async function toPage<Row>(
  query: TNoveltyListQueryParsed,
  fetch: (query: TNoveltyListQueryParsed) => Promise<{ rows: Row[]; total: number | null }>,
): Promise<{ rows: Row[]; total: number; page: number; pageSize: number }> {
  const found = await fetch(query);
  let total = found.total;
  if (total === null && query.page > 1) total = (await fetch({ ...query, page: 1, pageSize: 1 })).total;
  return { rows: found.rows, total: total ?? 0, page: query.page, pageSize: query.pageSize };
}
