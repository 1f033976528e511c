import '../company.css';
import { JOB_MESSAGES } from '@quincena/contracts/company';
import { useMemo } from 'react';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { useDeleteJob } from '../api/company.mutations.ts';
import { useJobs } from '../api/company.queries.ts';
import { JobDialog } from '../components/job-dialog.tsx';
import { type JobView, jobColumns, toJobView } from '../components/jobs.columns.tsx';

const rowLabel = (row: JobView) => `cargo ${row.name}`;
const rowActionStyle = { width: '8rem' };

/** Cargos (/Jobs; spec 01 §2.8): the company's job positions, 5 rows per page by default. */
export function JobsPage() {
  const jobs = useJobs();
  const remove = useDeleteJob();
  const rows = useMemo(() => (jobs.data ?? []).map(toJobView), [jobs.data]);

  return (
    <CrudPage
      title="Cargos"
      videoKey="JOBS"
      rows={rows}
      columns={jobColumns}
      dataKey="id"
      defaultRowsPerPage={5}
      loading={jobs.isLoading}
      emptyMessage="No hay cargos registrados"
      rowLabel={rowLabel}
      rowActionStyle={rowActionStyle}
      renderForm={({ visible, editing, onHide }) => (
        <JobDialog visible={visible} editing={editing?.source ?? null} onHide={onHide} />
      )}
      remove={{
        message: (row) => `¿Desea eliminar el cargo ${row.name}?`,
        run: (row) => remove.mutateAsync(row.id),
        success: JOB_MESSAGES.deleted,
      }}
    />
  );
}
