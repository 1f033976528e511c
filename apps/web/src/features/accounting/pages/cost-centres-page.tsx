import '../accounting.css';
import { COST_CENTRE_MESSAGES, type TCostCentre } from '@quincena/contracts/accounting';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteCostCentre } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useCostCentres } from '../api/accounting.queries.ts';
import { CostCentreDialog } from '../components/cost-centre-dialog.tsx';
import { costCentreColumns, toCostCentreView } from '../components/cost-centres.columns.tsx';

/** /AccountantCost_center (spec 03 §2.4): the company's cost centres. */
export function CostCentresPage() {
  const { pathname } = useLocation();
  const options = useAccountingOptions();
  const list = useCostCentres();
  const remove = useDeleteCostCentre();
  const [dialog, setDialog] = useState<{ editing: TCostCentre | null } | null>(null);
  const [deleting, setDeleting] = useState<TCostCentre | null>(null);

  const rows = useMemo(() => (list.data ?? []).map(toCostCentreView), [list.data]);
  const columns = useMemo(
    () => costCentreColumns({ onEdit: (row) => setDialog({ editing: row }), onDelete: setDeleting }),
    [],
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(COST_CENTRE_MESSAGES.deleted),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Centro de costos" videoKey="ACCOUNTANTCOST_CENTER" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={list.isLoading}
        ariaLabel="Centros de costos"
        toolbar={
          <Button
            type="button"
            label="Agregar"
            icon="pi pi-plus"
            onClick={() => setDialog({ editing: null })}
          />
        }
      />
      <CostCentreDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        expenseTypes={options.data?.expenseTypes ?? []}
        onHide={() => setDialog(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        message={COST_CENTRE_MESSAGES.deleteConfirm}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
