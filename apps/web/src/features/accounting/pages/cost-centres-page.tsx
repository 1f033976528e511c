import { COST_CENTRE_MESSAGES } from '@quincena/contracts/accounting';
import { useMemo } from 'react';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { useDeleteCostCentre } from '../api/accounting.mutations.ts';
import { useAccountingOptions, useCostCentres } from '../api/accounting.queries.ts';
import { CostCentreDialog } from '../components/cost-centre-dialog.tsx';
import {
  type CostCentreView,
  costCentreColumns,
  toCostCentreView,
} from '../components/cost-centres.columns.tsx';

const rowLabel = (row: CostCentreView) => `centro de costos ${row.code}`;

/** /AccountantCost_center (spec 03 §2.4): the company's cost centres. */
export function CostCentresPage() {
  const options = useAccountingOptions();
  const list = useCostCentres();
  const remove = useDeleteCostCentre();
  const rows = useMemo(() => (list.data ?? []).map(toCostCentreView), [list.data]);

  return (
    <CrudPage
      title="Centro de costos"
      videoKey="ACCOUNTANTCOST_CENTER"
      ariaLabel="Centros de costos"
      rows={rows}
      columns={costCentreColumns}
      dataKey="id"
      defaultRowsPerPage={5}
      loading={list.isLoading}
      rowLabel={rowLabel}
      renderForm={({ visible, editing, onHide }) => (
        <CostCentreDialog
          visible={visible}
          editing={editing?.source ?? null}
          expenseTypes={options.data?.expenseTypes ?? []}
          onHide={onHide}
        />
      )}
      remove={{
        message: COST_CENTRE_MESSAGES.deleteConfirm,
        run: (row) => remove.mutateAsync(row.id),
        success: COST_CENTRE_MESSAGES.deleted,
      }}
    />
  );
}
