import './crud-page.css';
import { Button } from 'primereact/button';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { PageMessages } from '../../features/help/components/page-messages.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { DataTable, type DataTableProps, type TableColumn } from '../data-table/index.ts';
import { notify } from '../notify.tsx';
import { PageTitle } from '../page-title.tsx';
import { RowActions } from '../row-actions.tsx';

/** What the add/edit dialog of a screen receives: open or not, and the row being edited (null: adding). */
export interface CrudFormState<Row> {
  visible: boolean;
  editing: Row | null;
  onHide: () => void;
}

/** The delete of a row: the question, the call, and what the user reads after it. */
export interface CrudDelete<Row, Answer = unknown> {
  /** The confirmation question, e.g. '¿Desea eliminar el ausentismo?'. */
  message: string | ((row: Row) => string);
  header?: string;
  acceptLabel?: string;
  rejectLabel?: string;
  /** The server call (a mutation's mutateAsync). */
  run: (row: Row) => Promise<Answer>;
  /** The text after a delete: fixed, or read from the server's answer. */
  success: string | ((answer: Answer) => string);
  /** Some screens confirm a delete as information rather than success (spec 02 §8, absences). */
  successSeverity?: 'success' | 'info';
  /** How a refusal shows; the sticky 'Aviso' warning with the server's message by default. */
  showError?: (message: string) => void;
}

export interface CrudPageProps<Row extends object, Answer = unknown>
  extends Pick<
    DataTableProps<Row>,
    | 'rows'
    | 'dataKey'
    | 'defaultRowsPerPage'
    | 'loading'
    | 'emptyMessage'
    | 'rowClassName'
    | 'selection'
    | 'server'
  > {
  title: string;
  videoKey?: string;
  /** Accessible name of the table (defaults to the title). */
  ariaLabel?: string;
  /** The data columns; the pencil-and-bin column is added by the page. */
  columns: readonly TableColumn<Row>[];
  /** Names the row on its edit and delete buttons ('Editar cargo Contador'). */
  rowLabel: (row: Row) => string;
  /** Width of the actions column. */
  rowActionStyle?: CSSProperties;
  /** More buttons of a row after the pencil and the bin (Liquidar, Plano). */
  rowExtra?: (row: Row) => ReactNode;
  /** The add button's label; false for a screen without one. */
  addLabel?: string | false;
  /** Buttons after Agregar (reports, uploads, exports). */
  toolbar?: ReactNode;
  /** Text or controls between the page messages and the table. */
  intro?: ReactNode;
  /** The screen's add/edit dialog. */
  renderForm: (state: CrudFormState<Row>) => ReactNode;
  remove: CrudDelete<Row, Answer>;
  /** Other dialogs of the screen (reports, uploads). */
  children?: ReactNode;
  /** A wide page for tables of many columns. */
  wide?: boolean;
  /** Wraps the table (a screen's own layout class). */
  tableClassName?: string;
}

/**
 * The list-with-dialog screen every CRUD page of Quincena is (spec 01 §2.16, spec 02 shared
 * section, spec 03 §2.2): title and help video, the page's messages, the table with Agregar and
 * the screen's other buttons, a pencil and a bin per row, the add/edit dialog, the Sí/No
 * confirmation before a delete, and the toasts. A screen is its columns, its form and its calls.
 */
export function CrudPage<Row extends object, Answer = unknown>({
  title,
  videoKey,
  ariaLabel,
  columns,
  rowLabel,
  rowActionStyle = { width: '7rem' },
  rowExtra,
  addLabel = 'Agregar',
  toolbar,
  intro,
  renderForm,
  remove,
  children,
  wide = false,
  tableClassName,
  ...table
}: CrudPageProps<Row, Answer>) {
  const { pathname } = useLocation();
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const allColumns = useMemo<TableColumn<Row>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'Acciones',
        style: rowActionStyle,
        body: (row) => {
          const actions = (
            <RowActions
              label={rowLabel(row)}
              onEdit={() => setDialog({ editing: row })}
              onDelete={() => setDeleting(row)}
            />
          );
          return rowExtra ? (
            <div className="flex gap-1 align-items-center">
              {actions}
              {rowExtra(row)}
            </div>
          ) : (
            actions
          );
        },
      },
    ],
    [columns, rowLabel, rowActionStyle, rowExtra],
  );

  function handleDelete() {
    if (!deleting) return;
    const row = deleting;
    setDeleting(null);
    remove.run(row).then(
      (answer) => {
        const text = typeof remove.success === 'function' ? remove.success(answer) : remove.success;
        if (remove.successSeverity === 'info') notify.info(text);
        else notify.success(text);
      },
      (error: unknown) => (remove.showError ?? notify.serverError)(errorMessage(error)),
    );
  }

  const question = deleting ? resolve(remove.message, deleting) : '';
  const dataTable = (
    <DataTable
      {...table}
      columns={allColumns}
      ariaLabel={ariaLabel ?? title}
      toolbar={
        addLabel === false && !toolbar ? undefined : (
          <>
            {addLabel !== false && (
              <Button
                type="button"
                label={addLabel}
                icon="pi pi-plus"
                onClick={() => setDialog({ editing: null })}
              />
            )}
            {toolbar}
          </>
        )
      }
    />
  );

  return (
    <div className={wide ? 'page page--wide' : 'page'}>
      <PageTitle title={title} videoKey={videoKey} />
      <PageMessages page={pathname.slice(1)} />
      {intro}
      {tableClassName ? <div className={tableClassName}>{dataTable}</div> : dataTable}
      {renderForm({
        visible: dialog !== null,
        editing: dialog?.editing ?? null,
        onHide: () => setDialog(null),
      })}
      <ConfirmDialog
        visible={deleting !== null}
        header={remove.header}
        message={question}
        acceptLabel={remove.acceptLabel ?? 'Sí'}
        rejectLabel={remove.rejectLabel ?? 'Cancelar'}
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
      {children}
    </div>
  );
}

function resolve<Row>(message: string | ((row: Row) => string), row: Row): string {
  return typeof message === 'function' ? message(row) : message;
}
