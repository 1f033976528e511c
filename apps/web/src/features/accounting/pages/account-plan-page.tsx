import '../accounting.css';
import { ACCOUNT_PLAN_MESSAGES } from '@quincena/contracts/accounting';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { EXCEL_FAILED, useFileExport } from '../../../components/file-export.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteAccountPlanRow, useLoadDefaultAccountPlan } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useAccountPlan } from '../api/accounting.queries.ts';
import {
  type AccountPlanView,
  accountPlanColumns,
  accountPlanRowClass,
  toAccountPlanView,
} from '../components/account-plan.columns.tsx';
import { AccountPlanDialog } from '../components/account-plan-dialog.tsx';
import { downloadAccountPlan } from '../components/account-plan-export.ts';

const rowLabel = (row: AccountPlanView) => `cuenta ${row.account1} de ${row.source.concept.name}`;

/** /AccountantAccount_Plan (spec 03 §2.6): the payroll concepts mapped to PUC accounts. */
export function AccountPlanPage() {
  const options = useAccountingOptions();
  const list = useAccountPlan();
  const remove = useDeleteAccountPlanRow();
  const [selected, setSelected] = useState<AccountPlanView | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const defaults = useLoadDefaultAccountPlan();

  function handleDefaults() {
    setSuggesting(false);
    defaults.mutate(undefined, {
      onSuccess: (result) => notify.success(ACCOUNT_PLAN_MESSAGES.defaultsLoaded(result.created)),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }
  const rows = useMemo(() => (list.data ?? []).map(toAccountPlanView), [list.data]);

  const { exporting, exportFile } = useFileExport(async () => {
    await downloadAccountPlan(rows, new Date());
    notify.success(ACCOUNT_PLAN_MESSAGES.exported);
  }, EXCEL_FAILED);

  return (
    <>
      <CrudPage
        title="Plan de cuentas"
        videoKey="ACCOUNTANTACCOUNT_PLAN"
        wide
        rows={rows}
        columns={accountPlanColumns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={list.isLoading}
        rowClassName={accountPlanRowClass}
        selection={{ mode: 'single', value: selected, onChange: setSelected }}
        rowLabel={rowLabel}
        toolbar={
          <>
            <Button
              type="button"
              label="Cuentas sugeridas"
              icon="pi pi-list-check"
              outlined
              loading={defaults.isPending}
              onClick={() => setSuggesting(true)}
            />
            <Button
              type="button"
              label="Exportar"
              icon="pi pi-file-excel"
              severity="success"
              outlined
              loading={exporting}
              disabled={rows.length === 0}
              onClick={exportFile}
            />
          </>
        }
        renderForm={({ visible, editing, onHide }) => (
          <AccountPlanDialog
            visible={visible}
            editing={editing?.source ?? null}
            options={options.data}
            onHide={onHide}
          />
        )}
        remove={{
          message: ACCOUNT_PLAN_MESSAGES.deleteConfirm,
          run: (row) => remove.mutateAsync(row.id),
          success: ACCOUNT_PLAN_MESSAGES.deleted,
        }}
      />
      <ConfirmDialog
        visible={suggesting}
        message={ACCOUNT_PLAN_MESSAGES.defaultsConfirm}
        onAccept={handleDefaults}
        onHide={() => setSuggesting(false)}
      />
    </>
  );
}
