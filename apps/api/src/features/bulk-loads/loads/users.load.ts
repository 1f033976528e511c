import { PASSWORD_MAX_LENGTH } from '@quincena/contracts';
import type { TBulkRowError } from '@quincena/contracts/bulk-loads';
import { type TCreateUserRequest, USER_STATUSES, ZCreateUserRequest } from '@quincena/contracts/users';
import type { Database } from '../../../db/client.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { Clock } from '../../../platform/clock.ts';
import { accountLinkProblems, insertSelfServiceUsers, type NewSelfServiceUser } from '../../users/index.ts';
import type { BulkColumnSpec } from '../bulk-column.ts';
import type { BulkLoadDefinition } from '../bulk-load.ts';
import { issuesByColumn, repeatedInFile } from './row-rules.ts';

const COLUMNS: readonly BulkColumnSpec[] = [
  {
    key: 'employeeNumberId',
    header: 'Identificación del empleado',
    required: true,
    type: 'TEXT',
    example: '1020304050',
    maxLength: 12,
    note: 'Número de documento de un empleado ya registrado en la empresa',
  },
  {
    key: 'status',
    header: 'Estado',
    required: true,
    type: 'CODE',
    example: 'A',
    codes: { sheet: 'Estados', options: USER_STATUSES },
  },
  {
    key: 'email',
    header: 'Correo',
    required: true,
    type: 'EMAIL',
    example: 'empleado@empresa.com.co',
    maxLength: 254,
  },
  {
    key: 'password',
    header: 'Contraseña',
    required: true,
    type: 'PASSWORD',
    example: 'Clave.Segura1',
    maxLength: PASSWORD_MAX_LENGTH,
    note: 'Al menos 6 caracteres con dos de estos tipos: mayúscula, número, carácter especial',
  },
];

const headerOf = (key: string) => COLUMNS.find((column) => column.key === key)?.header ?? null;

/** argon2id costs ~19 MiB and tens of milliseconds per hash; a few at a time keep memory bounded. */
const HASH_CONCURRENCY = 4;

async function hashAll(passwords: readonly string[]): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const index = next++;
      hashes[index] = await hashPassword(passwords[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, passwords.length) }, worker));
  return hashes;
}

/**
 * "Cargar usuarios" (spec 01 §2.15): one self-service account per row, checked by the same
 * contract as the add-user form (ZCreateUserRequest) and the same link rules (user-links.ts).
 */
export function usersBulkLoad({
  clock,
}: {
  clock: Clock;
}): BulkLoadDefinition<TCreateUserRequest, NewSelfServiceUser> {
  return {
    kind: 'users',
    title: 'Cargar usuarios',
    fileName: 'PlantillaCargueUsuarios',
    sheetName: 'Usuarios',
    columns: async () => COLUMNS,
    toRecord(values) {
      const parsed = ZCreateUserRequest.safeParse(values);
      if (parsed.success)
        return { record: { ...parsed.data, employeeNumberId: parsed.data.employeeNumberId.toUpperCase() } };
      return { errors: issuesByColumn(parsed.error.issues, headerOf) };
    },
    async checkAll(db: Database, companyId, rows) {
      const errors: TBulkRowError[] = [
        ...repeatedInFile(rows, (record) => record.email, headerOf('email')),
        ...repeatedInFile(rows, (record) => record.employeeNumberId, headerOf('employeeNumberId')),
      ];
      const problems = await accountLinkProblems(
        db,
        companyId,
        rows.map(({ record }) => record),
      );
      rows.forEach((row, index) => {
        for (const problem of problems[index] ?? []) {
          errors.push({ row: row.position, column: headerOf(problem.field), message: problem.message });
        }
      });
      return errors;
    },
    async prepare(rows) {
      const hashes = await hashAll(rows.map(({ record }) => record.password));
      return rows.map(({ record }, index) => ({
        email: record.email,
        status: record.status,
        employeeNumberId: record.employeeNumberId,
        passwordHash: hashes[index] as string,
      }));
    },
    async apply(tx, companyId, prepared) {
      return (await insertSelfServiceUsers(tx, companyId, prepared, clock.now())).length;
    },
  };
}
