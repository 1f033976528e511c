import '../users.css';
import { type TSelfServiceUser, USER_MESSAGES } from '@quincena/contracts/users';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { bulkLoadApi, UploadDialog } from '../../../components/upload-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteUser, useRefreshUsersAfterLoad } from '../api/users.mutations.ts';
import { useSelfServiceUsers, useUserOptions } from '../api/users.queries.ts';
import { UserDialog } from '../components/user-dialog.tsx';
import { toUserRow, userColumns } from '../components/users.columns.tsx';

const usersBulkLoad = bulkLoadApi('users');

/** /Users (spec 01 §2.15): the company's self-service accounts, one per employee. */
export function UsersPage() {
  const { pathname } = useLocation();
  const list = useSelfServiceUsers();
  const options = useUserOptions();
  const remove = useDeleteUser();
  const refreshAfterLoad = useRefreshUsersAfterLoad();
  const [dialog, setDialog] = useState<{ editing: TSelfServiceUser | null } | null>(null);
  const [deleting, setDeleting] = useState<TSelfServiceUser | null>(null);
  const [uploading, setUploading] = useState(false);

  const rows = useMemo(() => (list.data ?? []).map(toUserRow), [list.data]);
  const columns = useMemo(
    () => userColumns({ onEdit: (user) => setDialog({ editing: user }), onDelete: setDeleting }),
    [],
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Usuarios autogestión" videoKey="USERS" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={list.isLoading}
        ariaLabel="Usuarios de autogestión"
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
              label="Cargar usuarios"
              icon="pi pi-upload"
              severity="secondary"
              onClick={() => setUploading(true)}
            />
          </>
        }
      />
      <UserDialog
        visible={dialog !== null}
        editing={dialog?.editing ?? null}
        options={options.data}
        onHide={() => setDialog(null)}
      />
      <UploadDialog
        visible={uploading}
        onHide={() => setUploading(false)}
        header="Cargar usuarios"
        loadTemplate={usersBulkLoad.loadTemplate}
        upload={usersBulkLoad.upload}
        onLoaded={() => void refreshAfterLoad()}
      />
      <ConfirmDialog
        visible={deleting !== null}
        message={USER_MESSAGES.deleteQuestion}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
