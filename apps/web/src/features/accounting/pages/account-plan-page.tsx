import '../accounting.css';
import { ACCOUNT_PLAN_MESSAGES, type TAccountPlanRow } from '@quincena/contracts/accounting';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteAccountPlanRow } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useAccountPlan } from '../api/accounting.queries.ts';
import {
  accountPlanColumns,
  accountPlanRowClass,
  toAccountPlanView,
} from '../components/account-plan.columns.tsx';
import { AccountPlanDialog } from '../components/account-plan-dialog.tsx';
import { downloadAccountPlan } from '../components/account-plan-export.ts';

/** /AccountantAccount_Plan (spec 03 §2.6): the payroll concepts mapped to PUC accounts. */
export function AccountPlanPage() {
  const { pathname } = useLocation();
  const options = useAccountingOptions();
  const list = useAccountPlan();
  const remove = useDeleteAccountPlanRow();
  const [dialog, setDialog] = useState<{ editing: TAccountPlanRow | null } | null>(null);
  const [deleting, setDeleting] = useState<TAccountPlanRow | null>(null);
  const [selected, setSelected] = useState<ReturnType<typeof toAccountPlanView> | null>(null);
  const [exporting, setExporting] = useState(false);

  const rows = useMemo(() => (list.data ?? []).map(toAccountPlanView), [list.data]);
  const columns = useMemo(
    () => accountPlanColumns({ onEdit: (row) => setDialog({ editing: row }), onDelete: setDeleting }),
    [],
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(ACCOUNT_PLAN_MESSAGES.deleted),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  async function handleExport() {
    setExporting(true);
    try {
      await downloadAccountPlan(rows, new Date());
      notify.success(ACCOUNT_PLAN_MESSAGES.exported);
    } catch (error) {
      notify.serverError(errorMessage(error, 'No se pudo crear el archivo de Excel'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="page page--wide">
      <PageTitle title="Plan de cuentas" videoKey="ACCOUNTANTACCOUNT_PLAN" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={list.isLoading}
        ariaLabel="Plan de cuentas"
        rowClassName={accountPlanRowClass}
        selection={{ mode: 'single', value: selected, onChange: setSelected }}
        toolbar={
          <>
            <Button
              type="button"
              label="Agregar"
              icon="pi pi-plus"
              onClick={() => setDialog({ editing: null })}
            />
            <Button
              type="button"
              label="Exportar"
              icon="pi pi-file-excel"
              severity="success"
              outlined
              loading={exporting}
              disabled={rows.length === 0}
              onClick={handleExport}
            />
          </>
        }
      />
      <AccountPlanDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        options={options.data}
        onHide={() => setDialog(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        message={ACCOUNT_PLAN_MESSAGES.deleteConfirm}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
