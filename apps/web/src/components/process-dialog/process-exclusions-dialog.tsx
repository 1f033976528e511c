import type { TProcessExclusion } from '@quincena/contracts/settlement';
import { Dialog } from 'primereact/dialog';
import { useCallback, useState } from 'react';
import { DataTable, type TableColumn, type TableServerQuery } from '../data-table/index.ts';
import { useProcessExclusions } from './process-api.ts';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

const exclusionColumns: TableColumn<TProcessExclusion>[] = [
  { field: 'documentNumber', header: 'Documento' },
  { field: 'name', header: 'Empleado' },
  { field: 'reasonLabel', header: 'Motivo' },
  { field: 'message', header: 'Detalle' },
];

/** The contracts of the period a run left out (who, reason, what to do), read a page at a time. */
export function ProcessExclusionsDialog({
  processId,
  onHide,
}: {
  processId: number | null;
  onHide: () => void;
}) {
  const [page, setPage] = useState({ number: 1, size: 10 });
  const exclusions = useProcessExclusions(processId, page.number, page.size);
  // Stable, and a no-op when the page is the same: the table asks again whenever this changes.
  const onQuery = useCallback((query: TableServerQuery) => {
    const next = { number: Math.floor(query.first / query.rows) + 1, size: query.rows };
    setPage((current) => (current.number === next.number && current.size === next.size ? current : next));
  }, []);
  const header = processId === null ? '' : T.excludedHeader(processId);
  return (
    <Dialog
      header={header}
      visible={processId !== null}
      onHide={() => {
        setPage({ number: 1, size: 10 });
        onHide();
      }}
      style={{ width: '60rem' }}
      breakpoints={{ '1100px': '95vw' }}
      modal
    >
      <DataTable
        rows={exclusions.data?.rows ?? []}
        columns={exclusionColumns}
        dataKey="contractId"
        defaultRowsPerPage={10}
        loading={exclusions.isLoading}
        ariaLabel={header}
        server={{
          totalRecords: exclusions.data?.total ?? 0,
          onQuery,
        }}
      />
    </Dialog>
  );
}
