import '../company.css';
import { JOB_MESSAGES, type TJob } from '@quincena/contracts/company';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useDeleteJob } from '../api/company.mutations.ts';
import { useJobs } from '../api/company.queries.ts';
import { JobDialog } from '../components/job-dialog.tsx';
import { jobColumns, toJobView } from '../components/jobs.columns.tsx';

/** Cargos (/Jobs; spec 01 §2.8): the company's job positions, 5 rows per page by default. */
export function JobsPage() {
  const { pathname } = useLocation();
  const jobs = useJobs();
  const remove = useDeleteJob();
  const [dialog, setDialog] = useState<{ editing: TJob | null } | null>(null);
  const [deleting, setDeleting] = useState<TJob | null>(null);
  const rows = useMemo(() => (jobs.data ?? []).map(toJobView), [jobs.data]);
  const columns = useMemo(
    () => jobColumns({ onEdit: (job) => setDialog({ editing: job }), onDelete: setDeleting }),
    [],
  );

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(JOB_MESSAGES.deleted),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
    setDeleting(null);
  }

  return (
    <div className="page">
      <PageTitle title="Cargos" videoKey="JOBS" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={5}
        loading={jobs.isLoading}
        ariaLabel="Cargos"
        emptyMessage="No hay cargos registrados"
        toolbar={
          <Button
            type="button"
            label="Agregar"
            icon="pi pi-plus"
            onClick={() => setDialog({ editing: null })}
          />
        }
      />
      <JobDialog visible={dialog !== null} editing={dialog?.editing ?? null} onHide={() => setDialog(null)} />
      <ConfirmDialog
        visible={deleting !== null}
        message={`¿Desea eliminar el cargo ${deleting?.name ?? ''}?`}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
    </div>
  );
}
