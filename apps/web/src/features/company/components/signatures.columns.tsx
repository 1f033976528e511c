import type { TSignature } from '@quincena/contracts/company';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { RowActions } from '../../../components/row-actions.tsx';

export interface SignatureView {
  id: number;
  employee: string;
  job: string;
  averageMonths: number;
  footer: string;
  source: TSignature;
}

export const toSignatureView = (signature: TSignature): SignatureView => ({
  id: signature.id,
  employee: signature.employee,
  job: signature.job,
  averageMonths: signature.averageMonths,
  footer: signature.footer,
  source: signature,
});

/** Columns of Firma (spec 01 §3 signature config: NAME, JOB, AVG_PROM, FOOT_PAGE). */
export function signatureColumns(actions: {
  onEdit: (row: TSignature) => void;
  onDelete: (row: TSignature) => void;
}): TableColumn<SignatureView>[] {
  return [
    { field: 'employee', header: 'Empleado' },
    { field: 'job', header: 'Cargo' },
    { field: 'averageMonths', header: 'Meses a promediar', kind: 'number', style: { width: '11rem' } },
    { field: 'footer', header: 'Pie de página' },
    {
      id: 'actions',
      header: 'Acciones',
      style: { width: '8rem' },
      body: (row) => (
        <RowActions
          label={`firma de ${row.employee}`}
          onEdit={() => actions.onEdit(row.source)}
          onDelete={() => actions.onDelete(row.source)}
        />
      ),
    },
  ];
}
