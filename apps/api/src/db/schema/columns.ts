import * as pg from 'drizzle-orm/pg-core';

/**
 * Column builders the schema files share where the column is the same SQL in every table. Each call
 * is a fresh builder: a Drizzle column belongs to the one table it is declared in.
 */

/** A moment with its time zone (`timestamptz`), as every moment in the schema is kept. */
export function moment<TName extends string>(name: TName) {
  return pg.timestamp(name, { withTimezone: true });
}

/** A moment that is never null and is the moment of the insert unless given (`not null default now()`). */
export function momentNow<TName extends string>(name: TName) {
  return moment(name).notNull().defaultNow();
}

/**
 * The foreign key from a row's (company_id, <row>_id) to the (company_id, id) of the row it names:
 * a row can never point into another company (company_id leads every tenant key).
 */
export function companyForeignKey(
  name: string,
  columns: [companyId: pg.AnyPgColumn, rowId: pg.AnyPgColumn],
  target: { companyId: pg.AnyPgColumn; id: pg.AnyPgColumn },
) {
  return pg.foreignKey({ name, columns, foreignColumns: [target.companyId, target.id] });
}
