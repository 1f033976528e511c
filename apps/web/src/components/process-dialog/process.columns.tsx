import { PROCESS_ACTION_NAMES, type TProcess } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { TableColumn } from '../data-table/index.ts';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

/** How many of the units were settled, and how many failed. */
function processedText(process: TProcess): string {
  const base = `${process.processed} de ${process.total}`;
  const failed = process.failed > 0 ? ` (${process.failed} con error)` : '';
  // Issue 27: those the run left out are not among the total; say how many there are.
  const excluded = process.excluded > 0 ? ` · ${process.excluded} excluidos` : '';
  return `${base}${failed}${excluded}`;
}

/** The process table of spec 02 (ID, Estado, Porcentaje, Proceso, Hilo, Registro, dates, Procesados, Error). */
export function processColumns(onSeeErrors: (process: TProcess) => void): TableColumn<TProcess>[] {
  return [
    { field: 'id', header: 'ID', kind: 'number', style: { width: '5rem' } },
    { field: 'calendarDetail', header: 'Calendario' },
    { field: 'status', header: 'Estado' },
    {
      field: 'percentage',
      header: 'Porcentaje',
      kind: 'number',
      text: (process) => `${process.percentage} %`,
      body: (process) => (
        <ProgressBar
          value={process.percentage}
          displayValueTemplate={(value) => `${value} %`}
          aria-label={`Porcentaje del proceso ${process.id}`}
          style={{ minWidth: '7rem', height: '1.25rem' }}
        />
      ),
    },
    { field: 'action', header: 'Proceso', text: (process) => PROCESS_ACTION_NAMES[process.action] },
    { field: 'thread', header: 'Hilo', text: (process) => process.thread ?? '' },
    { field: 'job', header: 'Registro', text: (process) => process.job ?? '' },
    { field: 'startedAt', header: 'Fecha inicio', kind: 'datetime' },
    { field: 'finishedAt', header: 'Fecha fin', kind: 'datetime' },
    { field: 'processed', header: 'Procesados', text: processedText },
    {
      field: 'error',
      header: 'Error',
      text: (process) => process.error ?? '',
      body: (process) => (
        <div className="flex flex-column gap-1">
          {process.error && <span>{process.error}</span>}
          {process.failed > 0 && (
            <Button
              type="button"
              link
              size="small"
              className="p-0"
              label={`${T.seeErrors} (${process.failed})`}
              onClick={() => onSeeErrors(process)}
            />
          )}
        </div>
      ),
    },
  ];
}
