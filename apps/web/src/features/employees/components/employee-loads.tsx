import { useQueryClient } from '@tanstack/react-query';
import { bulkLoadApi, UploadDialog } from '../../../components/upload-dialog/index.ts';
import { employeesKeys } from '../api/employees.queries.ts';

export type BulkLoadKind = 'employees' | 'salary-history';

const LOADS: Record<BulkLoadKind, { header: string; api: ReturnType<typeof bulkLoadApi> }> = {
  employees: { header: 'Cargar empleados', api: bulkLoadApi('employees') },
  'salary-history': { header: 'Cargue Histórico de Salarios', api: bulkLoadApi('salary-history') },
};

/**
 * The two loads of /Employes (spec 01 §2.6) in the shared three-step upload dialog (template,
 * fill, upload), served by the bulk-loads feature. After a load the employee list is read again.
 */
export function BulkEmployeeLoads({ open, onHide }: { open: BulkLoadKind | null; onHide: () => void }) {
  const queryClient = useQueryClient();
  if (open === null) return null;
  const load = LOADS[open];
  return (
    <UploadDialog
      visible
      onHide={onHide}
      header={load.header}
      loadTemplate={load.api.loadTemplate}
      upload={load.api.upload}
      onLoaded={() => void queryClient.invalidateQueries({ queryKey: employeesKeys.all })}
    />
  );
}
