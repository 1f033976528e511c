import '../employees.css';
import { EMPLOYEE_MESSAGES } from '@quincena/contracts/employees';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/index.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { CompanyReportDialog } from '../../../components/report-dialog/index.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { headCountApi, useEmployees } from '../api/employees.queries.ts';
import { BulkEmployeeLoads, type BulkLoadKind } from '../components/employee-loads.tsx';
import { employeeColumns, toEmployeeView } from '../components/employees.columns.tsx';
import { personFormPath } from '../employee-paths.ts';

/** Empleados (/Employes; spec 01 §2.6): the company's contracts, the loads and the head count. */
export function EmployeesPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = useEmployees(5);
  const [headCountOpen, setHeadCountOpen] = useState(false);
  const [bulkLoad, setBulkLoad] = useState<BulkLoadKind | null>(null);

  const rows = useMemo(() => list.rows.map(toEmployeeView), [list.rows]);
  const columns = useMemo(
    () => employeeColumns((row) => navigate(personFormPath(row.personId, row.contractId))),
    [navigate],
  );

  return (
    <div className="page">
      <PageTitle title="Empleados" videoKey="EMPLOYES" />
      <PageMessages page={pathname.slice(1)} />
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="contractId"
        defaultRowsPerPage={5}
        loading={list.loading}
        server={list.server}
        ariaLabel="Empleados"
        toolbar={
          <>
            <Button
              type="button"
              label="Agregar"
              icon="pi pi-plus"
              onClick={() => navigate(personFormPath(null, null))}
            />
            <Button
              type="button"
              label="Cargue Histórico de Salarios"
              icon="pi pi-history"
              severity="secondary"
              onClick={() => setBulkLoad('salary-history')}
            />
            <Button
              type="button"
              label="Cargar empleados"
              icon="pi pi-upload"
              severity="secondary"
              onClick={() => setBulkLoad('employees')}
            />
            <Button
              type="button"
              label="Liquidar Nómina"
              icon="pi pi-calculator"
              severity="secondary"
              onClick={() => navigate('/Social_benefits')}
            />
            <Button
              type="button"
              label="Head count"
              icon="pi pi-file-excel"
              severity="success"
              onClick={() => setHeadCountOpen(true)}
            />
          </>
        }
      />
      <BulkEmployeeLoads open={bulkLoad} onHide={() => setBulkLoad(null)} />
      <CompanyReportDialog
        visible={headCountOpen}
        onHide={() => setHeadCountOpen(false)}
        header="Parámetros reporte head count"
        loadDefinitions={headCountApi.loadDefinitions}
        generate={headCountApi.generate}
        fileBaseName="reporteHeadCount"
        successMessage={EMPLOYEE_MESSAGES.headCountGenerated}
      />
    </div>
  );
}
