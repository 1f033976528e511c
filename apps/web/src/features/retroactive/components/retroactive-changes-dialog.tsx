import { periodLabel, type TRetroactiveChange } from '@quincena/contracts/retroactive';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { formatTableDate, formatTableDateTime } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRemoveRetroactiveChange, useRetroactiveChanges } from '../api/changes.queries.ts';

/** The payroll period whose changes are listed (the process dialog's chosen calendar). */
export interface CarryingCalendar {
  id: number;
  year: number;
  month: number;
  fortnight: number | null;
  state: string;
}

export const RETROACTIVE_CHANGES_TEXTS = {
  button: 'Cambios retroactivos',
  header: (label: string) => `Cambios retroactivos de ${label}`,
  open: 'Al procesar este período, Quincena liquida las diferencias de estos cambios en los períodos acumulados que alcanzan.',
  accumulated: 'Este período ya está acumulado: sus cambios retroactivos no se pueden quitar.',
  empty:
    'Este período no lleva cambios retroactivos. Se registran al guardar un salario, una condición del contrato, una novedad o un valor legal con fecha dentro de períodos acumulados, eligiendo este período para pagar las diferencias.',
  person: 'Persona',
  what: 'Qué cambió',
  from: 'Desde',
  reaches: 'Períodos que alcanza',
  registered: 'Registrado',
  status: 'Estado',
  remove: 'Quitar',
  removeHeader: 'Quitar cambio retroactivo',
  close: 'Cerrar',
  unknownUser: 'Usuario no disponible',
} as const;
const T = RETROACTIVE_CHANGES_TEXTS;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "la segunda quincena de febrero de 2026", or "marzo de 2026" for a monthly period. */
const withArticle = (period: { year: number; month: number; fortnight: number | null }) =>
  `${period.fortnight === null ? '' : 'la '}${periodLabel(period)}`;

/** "Primera quincena de enero de 2026", or "3 períodos: primera quincena de enero … a …". */
export function reachText(change: TRetroactiveChange): string {
  const { reaches } = change;
  const first = reaches[0];
  const last = reaches[reaches.length - 1];
  if (!first || !last) return 'Ninguno';
  if (first === last) return capitalized(first.label);
  return `${reaches.length} períodos: ${first.label} a ${last.label}`;
}

/** The question before Quitar: whom, what and from when, and what the period will no longer pay. */
export function removeQuestion(change: TRetroactiveChange): string {
  return `¿Quitar el cambio retroactivo de ${change.employeeName} (${change.documentNumber}): ${change.sourceName.toLowerCase()} desde el ${formatTableDate(change.from)}? Sus diferencias no se liquidarán en ${withArticle(change.carrying)}.`;
}

const STATUS_SEVERITY: Record<TRetroactiveChange['status'], 'info' | 'success' | 'warning' | 'danger'> = {
  PENDING: 'info',
  SETTLED: 'success',
  PAID: 'success',
  NO_DIFFERENCE: 'info',
  NOT_PAID: 'danger',
};

/**
 * "Cambios retroactivos" beside Revisar prenómina in Liquidar nómina (decision 0359): the count of
 * changes the chosen period carries, and the list with Quitar.
 */
export function RetroactiveChangesButton({
  calendar,
  onChanged,
}: {
  calendar: CarryingCalendar | null;
  /** After a change was removed (the period may need a new Procesar). */
  onChanged?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const changes = useRetroactiveChanges(calendar?.id ?? null);
  const count = changes.data?.changes.length ?? 0;
  return (
    <>
      <Button
        type="button"
        label={T.button}
        icon="pi pi-history"
        outlined
        disabled={calendar === null}
        {...(count > 0 ? { badge: String(count), badgeClassName: 'p-badge-warning' } : {})}
        aria-label={count > 0 ? `${T.button} (${count})` : T.button}
        onClick={() => setOpen(true)}
      />
      {open && calendar && (
        <RetroactiveChangesDialog
          calendar={calendar}
          onHide={() => setOpen(false)}
          {...(onChanged ? { onChanged } : {})}
        />
      )}
    </>
  );
}

/** The changes a payroll period carries: who, what changed, from when, what it reaches, who registered it. */
export function RetroactiveChangesDialog({
  calendar,
  onHide,
  onChanged,
}: {
  calendar: CarryingCalendar;
  onHide: () => void;
  onChanged?: () => void;
}) {
  const changes = useRetroactiveChanges(calendar.id);
  const [removing, setRemoving] = useState<TRetroactiveChange | null>(null);
  const list = changes.data?.changes ?? [];
  const accumulated = calendar.state === 'ACCUMULATED';

  return (
    <Dialog
      visible
      onHide={onHide}
      header={T.header(periodLabel(calendar))}
      style={{ width: '72rem', maxWidth: '96vw' }}
      footer={<Button type="button" label={T.close} icon="pi pi-times" outlined onClick={onHide} />}
    >
      <div className="flex flex-column gap-3">
        {changes.isError ? (
          <p className="m-0 p-error" role="alert">
            {errorMessage(changes.error)}
          </p>
        ) : (
          <p className="m-0">
            {changes.isPending
              ? 'Cargando…'
              : list.length === 0
                ? T.empty
                : accumulated
                  ? T.accumulated
                  : T.open}
          </p>
        )}
        {list.length > 0 && (
          <DataTable value={list} dataKey="id" size="small" stripedRows scrollable scrollHeight="flex">
            <Column
              header={T.person}
              body={(row: TRetroactiveChange) => (
                <div className="flex flex-column">
                  <span>{row.employeeName}</span>
                  <small>{row.documentNumber}</small>
                </div>
              )}
            />
            <Column
              header={T.what}
              body={(row: TRetroactiveChange) => (
                <div className="flex flex-column">
                  <span>{row.sourceName}</span>
                  {row.description && <small>{row.description}</small>}
                </div>
              )}
            />
            <Column header={T.from} body={(row: TRetroactiveChange) => formatTableDate(row.from)} />
            <Column header={T.reaches} body={reachText} style={{ minWidth: '14rem' }} />
            <Column
              header={T.registered}
              body={(row: TRetroactiveChange) => (
                <div className="flex flex-column">
                  <span>{row.registeredBy ?? T.unknownUser}</span>
                  <small>{formatTableDateTime(row.createdAt)}</small>
                </div>
              )}
            />
            <Column
              header={T.status}
              body={(row: TRetroactiveChange) => (
                <Tag value={row.statusName} severity={STATUS_SEVERITY[row.status]} />
              )}
            />
            <Column
              body={(row: TRetroactiveChange) => (
                <Button
                  type="button"
                  label={T.remove}
                  icon="pi pi-trash"
                  severity="danger"
                  text
                  size="small"
                  aria-label={`${T.remove} el cambio de ${row.employeeName}`}
                  onClick={() => setRemoving(row)}
                />
              )}
            />
          </DataTable>
        )}
      </div>
      <RemoveDialog
        change={removing}
        onHide={() => setRemoving(null)}
        {...(onChanged ? { onRemoved: onChanged } : {})}
      />
    </Dialog>
  );
}

/** Quitar asks first; the server decides (refused once the carrying period is accumulated). */
function RemoveDialog({
  change,
  onHide,
  onRemoved,
}: {
  change: TRetroactiveChange | null;
  onHide: () => void;
  onRemoved?: () => void;
}) {
  const remove = useRemoveRetroactiveChange();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onHide();
  };

  function handleConfirm() {
    if (!change) return;
    setError(null);
    remove.mutate(change.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onRemoved?.();
        close();
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  }

  return (
    <Dialog
      visible={change !== null}
      onHide={close}
      header={T.removeHeader}
      style={{ width: '32rem', maxWidth: '94vw' }}
      footer={
        <ConfirmFooter
          onCancel={close}
          pending={remove.isPending}
          confirmLabel={T.remove}
          confirmIcon="pi pi-trash"
          severity="danger"
          confirmDisabled={error !== null}
          onConfirm={handleConfirm}
        />
      }
    >
      {change && (
        <div className="flex flex-column gap-2">
          <p className="m-0">{removeQuestion(change)}</p>
          {error && (
            <p role="alert" className="m-0 p-error">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
