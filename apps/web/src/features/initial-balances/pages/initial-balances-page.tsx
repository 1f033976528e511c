import '../initial-balances.css';
import { INITIAL_BALANCE_MESSAGES as M, type TInitialBalanceRow } from '@quincena/contracts/initial-balances';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteInitialBalance } from '../api/initial-balances.mutations.ts';
import { useInitialBalanceContracts, useInitialBalances } from '../api/initial-balances.queries.ts';
import { InitialBalanceDialog } from '../components/initial-balance-dialog.tsx';
import { initialBalanceColumns, toBalanceTableRow } from '../components/initial-balances.columns.tsx';

/** /InitialBalance (spec 03 §2.9): the balances each contract brings from the previous system. */
export function InitialBalancesPage() {
  const { pathname } = useLocation();
  const list = useInitialBalances();
  const contracts = useInitialBalanceContracts();
  const remove = useDeleteInitialBalance();
  const [dialog, setDialog] = useState<{ editing: TInitialBalanceRow | null } | null>(null);
  const [deleting, setDeleting] = useState<TInitialBalanceRow | null>(null);
  const [selected, setSelected] = useState<ReturnType<typeof toBalanceTableRow> | null>(null);

  const rows = useMemo(() => (list.data ?? []).map(toBalanceTableRow), [list.data]);
  const columns = useMemo(
    () => initialBalanceColumns({ onEdit: (row) => setDialog({ editing: row }), onDelete: setDeleting }),
    [],
  );
  // A contract already holding balances is edited, not created again.
  const withoutBalances = useMemo(() => {
    const taken = new Set((list.data ?? []).map((row) => row.contractId));
    return (contracts.data ?? []).filter((contract) => !taken.has(contract.contractId));
  }, [contracts.data, list.data]);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.contractId, {
      onSuccess: (answer) => notify.info(answer.message),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Saldos iniciales" videoKey="INITIALBALANCE" />
      <PageMessages page={pathname.slice(1)} />
      <div className="balances-table">
        <DataTable
          rows={rows}
          columns={columns}
          dataKey="contractId"
          defaultRowsPerPage={5}
          loading={list.isLoading}
          ariaLabel="Saldos iniciales"
          selection={{ mode: 'single', value: selected, onChange: setSelected }}
          toolbar={
            <Button
              type="button"
              label="Agregar"
              icon="pi pi-plus"
              onClick={() => setDialog({ editing: null })}
            />
          }
        />
      </div>
      <InitialBalanceDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        contracts={withoutBalances}
        onHide={() => setDialog(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        header="Eliminar saldo inicial"
        message={M.deleteQuestion}
        acceptLabel="Eliminar"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
