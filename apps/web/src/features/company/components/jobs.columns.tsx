import type { TJob } from '@quincena/contracts/company';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { RowActions } from '../../../components/row-actions.tsx';

export interface JobView {
  id: number;
  name: string;
  area: string;
  code: string;
  source: TJob;
}

export const toJobView = (job: TJob): JobView => ({
  id: job.id,
  name: job.name,
  area: job.area,
  code: job.code ?? '',
  source: job,
});

/** Columns of Cargos (spec 01 §3 JOBS: JOB_ID, NAME, AREA, CODE). */
export function jobColumns(actions: {
  onEdit: (job: TJob) => void;
  onDelete: (job: TJob) => void;
}): TableColumn<JobView>[] {
  return [
    { field: 'id', header: 'ID', kind: 'number', style: { width: '6rem' } },
    { field: 'name', header: 'Nombre del cargo' },
    { field: 'area', header: 'Área' },
    { field: 'code', header: 'Código' },
    {
      id: 'actions',
      header: 'Acciones',
      style: { width: '8rem' },
      body: (row) => (
        <RowActions
          label={`cargo ${row.name}`}
          onEdit={() => actions.onEdit(row.source)}
          onDelete={() => actions.onDelete(row.source)}
        />
      ),
    },
  ];
}
