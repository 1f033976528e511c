import { AUDIT_ACTIONS, AUDIT_ENTITIES, type TAuditLogRow, ZAuditLogPage } from '@quincena/contracts/audit';
import { useMemo } from 'react';
import { useServerList } from '../../../components/crud-page/index.ts';
import { DataTable, type TableColumn } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { auditFieldLabel, auditValueLabel } from '../audit-values.ts';

/** A changed value as an administrator reads it: codes by their Spanish labels (issue 28). */
function shown(entity: string, column: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? auditValueLabel(entity, column, value) : String(value);
}

/** "campo: antes → después" for each changed column (the whole row for a creation or deletion). */
export function changesText(row: Pick<TAuditLogRow, 'before' | 'after'> & { entity?: string }): string {
  const entity = row.entity ?? '';
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return keys
    .map((key) => {
      const label = auditFieldLabel(entity, key);
      const value = (side: Record<string, unknown> | null | undefined) => shown(entity, key, side?.[key]);
      if (!row.before) return `${label}: ${value(row.after)}`;
      if (!row.after) return `${label}: ${value(row.before)}`;
      return `${label}: ${value(row.before)} → ${value(row.after)}`;
    })
    .join('; ');
}

interface AuditView {
  id: number;
  occurredAt: string;
  userEmail: string;
  entity: string;
  entityId: string;
  employeeName: string;
  action: string;
  changes: string;
}

const toView = (row: TAuditLogRow): AuditView => ({
  id: row.id,
  occurredAt: row.occurredAt,
  userEmail: row.userEmail ?? 'Sistema',
  entity: AUDIT_ENTITIES[row.entity as keyof typeof AUDIT_ENTITIES] ?? row.entity,
  entityId: row.entityId,
  employeeName: row.employeeName ?? '',
  action: AUDIT_ACTIONS[row.action],
  changes: changesText(row),
});

// The server filters by its own values (table and action codes), so those columns sort but do not filter.
const columns: TableColumn<AuditView>[] = [
  { field: 'occurredAt', header: 'Fecha', kind: 'datetime', filterable: false },
  { field: 'userEmail', header: 'Usuario' },
  { field: 'employeeName', header: 'Empleado' },
  { field: 'entity', header: 'Dato', filterable: false, searchable: false },
  { field: 'entityId', header: 'Registro' },
  { field: 'action', header: 'Acción', filterable: false, searchable: false },
  {
    field: 'changes',
    header: 'Valores (antes → después)',
    sortable: false,
    filterable: false,
    searchable: false,
  },
];

/** /AuditLog (beyond the spec, issue 10): who changed pay-affecting data, when, and the values. Read-only. */
export function AuditLogPage() {
  const list = useServerList(['audit-log'], '/api/audit-log', ZAuditLogPage, 10);
  const rows = useMemo(() => list.rows.map(toView), [list.rows]);
  return (
    <div className="page">
      <PageTitle title="Auditoría" />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={list.loading}
        server={list.server}
        ariaLabel="Registro de auditoría"
      />
    </div>
  );
}
