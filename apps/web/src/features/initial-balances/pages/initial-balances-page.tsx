import '../initial-balances.css';
import { INITIAL_BALANCE_MESSAGES as M } from '@quincena/contracts/initial-balances';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../../components/crud-page/index.ts';
import { useDeleteInitialBalance } from '../api/initial-balances.mutations.ts';
import { useInitialBalanceContracts, useInitialBalances } from '../api/initial-balances.queries.ts';
import { InitialBalanceDialog } from '../components/initial-balance-dialog.tsx';
import {
  type BalanceTableRow,
  initialBalanceColumns,
  toBalanceTableRow,
} from '../components/initial-balances.columns.tsx';

const columns = initialBalanceColumns();
const rowLabel = (row: BalanceTableRow) => `saldo de ${row.name}`;

/** /InitialBalance (spec 03 §2.9): the balances each contract brings from the previous system. */
export function InitialBalancesPage() {
  const list = useInitialBalances();
  const contracts = useInitialBalanceContracts();
  const remove = useDeleteInitialBalance();
  const [selected, setSelected] = useState<BalanceTableRow | null>(null);

  const rows = useMemo(() => (list.data ?? []).map(toBalanceTableRow), [list.data]);
  // A contract already holding balances is edited, not created again.
  const withoutBalances = useMemo(() => {
    const taken = new Set((list.data ?? []).map((row) => row.contractId));
    return (contracts.data ?? []).filter((contract) => !taken.has(contract.contractId));
  }, [contracts.data, list.data]);

  return (
    <CrudPage
      title="Saldos iniciales"
      videoKey="INITIALBALANCE"
      rows={rows}
      columns={columns}
      dataKey="contractId"
      defaultRowsPerPage={5}
      loading={list.isLoading}
      tableClassName="balances-table"
      selection={{ mode: 'single', value: selected, onChange: setSelected }}
      rowLabel={rowLabel}
      renderForm={({ visible, editing, onHide }) => (
        <InitialBalanceDialog
          visible={visible}
          editing={editing?.row ?? null}
          contracts={withoutBalances}
          onHide={onHide}
        />
      )}
      remove={{
        header: 'Eliminar saldo inicial',
        message: M.deleteQuestion,
        acceptLabel: 'Eliminar',
        run: (row) => remove.mutateAsync(row.contractId),
        success: (answer) => answer.message,
        successSeverity: 'info',
      }}
    />
  );
}
