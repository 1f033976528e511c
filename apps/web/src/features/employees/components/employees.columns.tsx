import type { TEmployeeRow } from '@quincena/contracts/employees';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { TableColumn } from '../../../components/data-table/index.ts';
import { EmployeePhoto } from './employee-photo.tsx';

/** A /Employes row with every shown value as text ('' when empty) so filters and sorting read it. */
export interface EmployeeView {
  contractId: number;
  identification: string;
  fullName: string;
  jobName: string;
  contractTypeName: string;
  statusName: string;
  startDate: string;
  endDate: string;
  retirementDate: string;
  retirementReasonName: string;
  source: TEmployeeRow;
}

export const toEmployeeView = (row: TEmployeeRow): EmployeeView => ({
  contractId: row.contractId,
  identification: `${row.documentType} ${row.documentNumber}`,
  fullName: row.fullName,
  jobName: row.jobName ?? '',
  contractTypeName: row.contractTypeName,
  statusName: row.statusName,
  startDate: row.startDate,
  endDate: row.endDate ?? '',
  retirementDate: row.retirementDate ?? '',
  retirementReasonName: row.retirementReasonName ?? '',
  source: row,
});

const STATUS_SEVERITY: Record<string, 'success' | 'warning' | 'danger'> = {
  ACTIVO: 'success',
  SUSPENDIDO: 'warning',
  RETIRADO: 'danger',
  VENCIDO: 'danger',
  TERMINADO: 'warning',
};

/** The eleven columns of spec 01 §2.6, and the pencil that opens the person's form. */
export function employeeColumns(onEdit: (row: TEmployeeRow) => void): TableColumn<EmployeeView>[] {
  return [
    {
      id: 'photo',
      header: 'Foto',
      style: { width: '4.5rem' },
      body: (row) => (
        <EmployeePhoto contractId={row.contractId} hasPhoto={row.source.hasPhoto} fullName={row.fullName} />
      ),
    },
    { field: 'contractId', header: 'Contrato', kind: 'number', style: { width: '7rem' } },
    { field: 'identification', header: 'Identificación' },
    { field: 'fullName', header: 'Nombre' },
    { field: 'jobName', header: 'Cargo' },
    { field: 'contractTypeName', header: 'Tipo de contrato' },
    {
      field: 'statusName',
      header: 'Estado',
      body: (row) => (
        <Tag value={row.statusName} severity={STATUS_SEVERITY[row.source.statusCode] ?? 'info'} rounded />
      ),
    },
    { field: 'startDate', header: 'Fecha ingreso', kind: 'date' },
    { field: 'endDate', header: 'Fecha fin contrato', kind: 'date' },
    { field: 'retirementDate', header: 'Fecha retiro', kind: 'date' },
    { field: 'retirementReasonName', header: 'Motivo retiro' },
    {
      id: 'edit',
      header: '',
      style: { width: '4rem' },
      body: (row) => (
        <Button
          type="button"
          icon="pi pi-pencil"
          rounded
          text
          aria-label={`Editar ${row.fullName}`}
          tooltip="Editar"
          tooltipOptions={{ position: 'left' }}
          onClick={() => onEdit(row.source)}
        />
      ),
    },
  ];
}
