import '../users.css';
import { USER_MESSAGES } from '@quincena/contracts/users';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { bulkLoadApi, UploadDialog } from '../../../components/upload-dialog/index.ts';
import { useDeleteUser, useRefreshUsersAfterLoad } from '../api/users.mutations.ts';
import { useSelfServiceUsers, useUserOptions } from '../api/users.queries.ts';
import { UserDialog } from '../components/user-dialog.tsx';
import { toUserRow, type UserRow, userColumns } from '../components/users.columns.tsx';

const usersBulkLoad = bulkLoadApi('users');
const rowLabel = (row: UserRow) => row.email;
const ROWS_PER_PAGE = 5;

/** /Users (spec 01 §2.15): the company's self-service accounts, one per employee. */
export function UsersPage() {
  const list = useSelfServiceUsers(ROWS_PER_PAGE);
  const options = useUserOptions();
  const remove = useDeleteUser();
  const refreshAfterLoad = useRefreshUsersAfterLoad();
  const [uploading, setUploading] = useState(false);
  const rows = useMemo(() => list.rows.map(toUserRow), [list.rows]);

  return (
    <CrudPage
      title="Usuarios autogestión"
      videoKey="USERS"
      ariaLabel="Usuarios de autogestión"
      rows={rows}
      columns={userColumns}
      dataKey="id"
      defaultRowsPerPage={ROWS_PER_PAGE}
      server={list.server}
      loading={list.loading}
      rowLabel={rowLabel}
      toolbar={
        <Button
          type="button"
          label="Cargar usuarios"
          icon="pi pi-upload"
          severity="secondary"
          onClick={() => setUploading(true)}
        />
      }
      renderForm={({ visible, editing, onHide }) => (
        <UserDialog
          visible={visible}
          editing={editing?.user ?? null}
          options={options.data}
          onHide={onHide}
        />
      )}
      remove={{
        message: USER_MESSAGES.deleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
      }}
    >
      <UploadDialog
        visible={uploading}
        onHide={() => setUploading(false)}
        header="Cargar usuarios"
        loadTemplate={usersBulkLoad.loadTemplate}
        upload={usersBulkLoad.upload}
        onLoaded={() => void refreshAfterLoad()}
      />
    </CrudPage>
  );
}
