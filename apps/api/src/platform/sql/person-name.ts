import { sql } from 'drizzle-orm';
import { persons } from '../../db/schema/index.ts';

/**
 * A person's full name as every screen, file and document writes it: first name, other names,
 * first surname, second surname, separated by one space (`concat_ws` skips the missing ones).
 * The one home of this expression (issue 26), so a change of naming rule reaches every reader.
 */
export const personFullNameSql = sql<string>`concat_ws(' ', ${persons.firstName}, ${persons.otherNames}, ${persons.firstSurname}, ${persons.secondSurname})`;

/** The same name for raw SQL that joins `persons` under an alias (`p` in the result readers). */
export function personFullNameOf(alias = 'p') {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  return sql.raw(
    `concat_ws(' ', ${alias}.first_name, ${alias}.other_names, ${alias}.first_surname, ${alias}.second_surname)`,
  );
}

/**
 * The /Employes list's name: the same order, but blank other names or second surname are skipped
 * like missing ones, so a name typed with empty fields sorts and searches without doubled spaces.
 */
export const personListNameSql = sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.otherNames}, ''), ${persons.firstSurname}, nullif(${persons.secondSurname}, ''))`;

/**
 * The audit log's short name: first name and surnames without other names, null when empty (an
 * entry of a user who is no employee shows no name).
 */
export const personAuditNameSql = sql<
  string | null
>`nullif(concat_ws(' ', ${persons.firstName}, ${persons.firstSurname}, ${persons.secondSurname}), '')`;
