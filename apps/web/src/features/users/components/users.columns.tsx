import type { TSelfServiceUser } from '@quincena/contracts/users';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';

/** One table row: the wire user flattened so each column filters and sorts on text. */
export interface UserRow {
  id: number;
  employee: string;
  email: string;
  status: string;
  statusCode: 'A' | 'I';
  user: TSelfServiceUser;
}

/** The spec's "contract-document-name" employee cell, with the name when the person still exists. */
export function toUserRow(user: TSelfServiceUser): UserRow {
  const { employee } = user;
  const parts = [
    employee.contractId === null ? null : String(employee.contractId),
    employee.numberId,
    employee.name,
  ];
  return {
    id: user.id,
    employee: parts.filter((part) => part !== null && part !== '').join(' - '),
    email: user.email,
    status: user.status.name,
    statusCode: user.status.code,
    user,
  };
}

/** The data columns of Usuarios autogestión; the page adds the row actions. */
export const userColumns: TableColumn<UserRow>[] = [
  { field: 'employee', header: 'Empleado' },
  { field: 'email', header: 'Correo' },
  {
    field: 'status',
    header: 'Estado',
    body: (row) => <Tag value={row.status} severity={row.statusCode === 'A' ? 'success' : 'secondary'} />,
    style: { width: '9rem' },
  },
];
