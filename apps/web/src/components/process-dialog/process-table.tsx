import type { TProcess } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { DataTable, WARNING_ROW_CLASS } from '../data-table/index.ts';
import { processColumns } from './process.columns.tsx';
import { useProcesses } from './process-api.ts';
import { ProcessErrorsDialog } from './process-errors-dialog.tsx';
import type { ProcessScope } from './process-state.ts';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

/** The process table of the settlement pattern: ERROR rows highlighted, live while a run advances. */
export function ProcessTable({
  scope,
  onSearchEarlier,
}: {
  scope: ProcessScope;
  onSearchEarlier: () => void;
}) {
  const processes = useProcesses(scope);
  const [withErrors, setWithErrors] = useState<TProcess | null>(null);
  const columns = useMemo(() => processColumns(setWithErrors), []);
  // Newest first: the run just started is the row the user looks for.
  const rows = useMemo(() => [...(processes.data ?? [])].sort((a, b) => b.id - a.id), [processes.data]);

  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="id"
        defaultRowsPerPage={10}
        loading={processes.isFetching && !processes.data}
        rowClassName={(row) => (row.status === 'ERROR' ? WARNING_ROW_CLASS : undefined)}
        emptyMessage={scope === null ? T.chooseToSeeProcesses : T.noProcesses}
        ariaLabel={T.processesTitle}
        toolbar={
          <>
            <Button
              type="button"
              icon="pi pi-search"
              label={T.searchEarlier}
              severity="secondary"
              onClick={onSearchEarlier}
            />
            <Button
              type="button"
              icon="pi pi-refresh"
              label={T.refresh}
              severity="secondary"
              outlined
              disabled={scope === null}
              onClick={() => void processes.refetch()}
            />
          </>
        }
      />
      <ProcessErrorsDialog process={withErrors} onHide={() => setWithErrors(null)} />
    </>
  );
}
