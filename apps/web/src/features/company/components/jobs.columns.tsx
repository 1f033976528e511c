import type { TJob } from '@quincena/contracts/company';
import type { TableColumn } from '../../../components/data-table/index.ts';

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

/** Columns of Cargos (spec 01 §3 JOBS: JOB_ID, NAME, AREA, CODE); the page adds the row actions. */
export const jobColumns: TableColumn<JobView>[] = [
  { field: 'id', header: 'ID', kind: 'number', style: { width: '6rem' } },
  { field: 'name', header: 'Nombre del cargo' },
  { field: 'area', header: 'Área' },
  { field: 'code', header: 'Código' },
];
