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
const ROWS_PER_PAGE = 5;

/** /InitialBalance (spec 03 §2.9): the balances each contract brings from the previous system. */
export function InitialBalancesPage() {
  const list = useInitialBalances(ROWS_PER_PAGE);
  const contracts = useInitialBalanceContracts();
  const remove = useDeleteInitialBalance();
  const [selected, setSelected] = useState<BalanceTableRow | null>(null);

  const rows = useMemo(() => list.rows.map(toBalanceTableRow), [list.rows]);

  return (
    <CrudPage
      title="Saldos iniciales"
      videoKey="INITIALBALANCE"
      rows={rows}
      columns={columns}
      dataKey="contractId"
      defaultRowsPerPage={ROWS_PER_PAGE}
      server={list.server}
      loading={list.loading}
      tableClassName="balances-table"
      selection={{ mode: 'single', value: selected, onChange: setSelected }}
      rowLabel={rowLabel}
      renderForm={({ visible, editing, onHide }) => (
        <InitialBalanceDialog
          visible={visible}
          editing={editing?.row ?? null}
          // The server offers only contracts without balances: one holding them is edited instead.
          contracts={contracts.data ?? []}
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
