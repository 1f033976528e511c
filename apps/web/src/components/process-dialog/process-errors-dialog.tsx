import type { TProcess, TProcessError } from '@quincena/contracts/settlement';
import { Dialog } from 'primereact/dialog';
import { DataTable, type TableColumn } from '../data-table/index.ts';
import { useProcessErrors } from './process-api.ts';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

const errorColumns: TableColumn<TProcessError>[] = [
  { field: 'documentNumber', header: 'Documento' },
  { field: 'name', header: 'Empleado' },
  { field: 'message', header: 'Motivo' },
];

/** The employees of one run whose settlement failed while the others settled, with the reason. */
export function ProcessErrorsDialog({ process, onHide }: { process: TProcess | null; onHide: () => void }) {
  const errors = useProcessErrors(process?.id ?? null);
  return (
    <Dialog
      header={process ? T.errorsHeader(process.id) : ''}
      visible={process !== null}
      onHide={onHide}
      style={{ width: '48rem' }}
      breakpoints={{ '960px': '95vw' }}
      modal
    >
      <DataTable
        rows={errors.data ?? []}
        columns={errorColumns}
        dataKey="contractId"
        defaultRowsPerPage={10}
        loading={errors.isLoading}
        ariaLabel={process ? T.errorsHeader(process.id) : undefined}
      />
    </Dialog>
  );
}
