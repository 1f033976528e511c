import '../accounting.css';
import { THIRD_PARTY_MESSAGES, type TThirdParty } from '@quincena/contracts/accounting';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteThirdParty } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useThirdParties } from '../api/accounting.queries.ts';
import { thirdPartyColumns, toThirdPartyView } from '../components/third-parties.columns.tsx';
import { ThirdPartyDialog } from '../components/third-party-dialog.tsx';

/**
 * /AccountantThird (spec 03 §2.5): the company's third parties. The source screen had a delete dialog and call
 * but no button; the delete is offered here and refused by the server while an account-plan row uses the third
 * party (ARCHITECTURE.md §6: build what was evidently intended).
 */
export function ThirdPartiesPage() {
  const { pathname } = useLocation();
  const options = useAccountingOptions();
  const list = useThirdParties();
  const remove = useDeleteThirdParty();
  const [dialog, setDialog] = useState<{ editing: TThirdParty | null } | null>(null);
  const [deleting, setDeleting] = useState<TThirdParty | null>(null);

  const rows = useMemo(() => (list.data ?? []).map(toThirdPartyView), [list.data]);
  const columns = useMemo(
    () => thirdPartyColumns({ onEdit: (row) => setDialog({ editing: row }), onDelete: setDeleting }),
    [],
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(THIRD_PARTY_MESSAGES.deleted),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Terceros" videoKey="ACCOUNTANTTHIRD" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={list.isLoading}
        ariaLabel="Terceros"
        toolbar={
          <Button
            type="button"
            label="Agregar"
            icon="pi pi-plus"
            onClick={() => setDialog({ editing: null })}
          />
        }
      />
      <ThirdPartyDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        documentTypes={options.data?.documentTypes ?? []}
        onHide={() => setDialog(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        message={THIRD_PARTY_MESSAGES.deleteConfirm}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
