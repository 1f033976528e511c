import { Button } from 'primereact/button';
import { ConfirmFooter } from './confirm-footer.tsx';

/**
 * One icon button of a table row (PDF, edit, cancel…): the label names the action and the record,
 * so each button is reachable by name; the tooltip says the action on hover.
 */
export function RowIconButton({
  icon,
  severity,
  label,
  tooltip,
  onClick,
  disabled,
  loading,
}: {
  icon: string;
  /** The colour; the theme's primary when left out. */
  severity?: 'info' | 'danger' | 'success' | 'warning' | 'secondary' | 'help' | 'contrast';
  label: string;
  tooltip: string;
  onClick: () => void;
  disabled?: boolean;
  /** Spins while the button's action runs (an e-mail being sent). */
  loading?: boolean;
}) {
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={severity}
      aria-label={label}
      tooltip={tooltip}
      tooltipOptions={{ position: 'top' }}
      onClick={onClick}
      disabled={disabled}
      loading={loading}
    />
  );
}

/** How the row buttons every table shares look: icon, colour and, for edit and delete, the tooltip. */
const PDF_LOOK = { icon: 'pi pi-file-pdf', severity: 'danger' } as const;
const EDIT_LOOK = { icon: 'pi pi-pencil', severity: 'info', tooltip: 'Editar' } as const;
const DELETE_LOOK = { icon: 'pi pi-trash', severity: 'danger', tooltip: 'Eliminar' } as const;

/** The red PDF button of a table row (decision 0360): the label names the document, the tooltip the action. */
export function PdfRowButton({
  label,
  tooltip,
  onClick,
}: {
  label: string;
  tooltip: string;
  onClick: () => void;
}) {
  return <RowIconButton {...PDF_LOOK} label={label} tooltip={tooltip} onClick={onClick} />;
}

/** The pencil and bin of a table row; labels name the record so each button is reachable by name. */
export function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex gap-1">
      <RowIconButton {...EDIT_LOOK} label={`Editar ${label}`} onClick={onEdit} />
      <RowIconButton {...DELETE_LOOK} label={`Eliminar ${label}`} onClick={onDelete} />
    </div>
  );
}

/** Cancelar and Guardar of a form dialog; Guardar submits the form and spins while the save runs. */
export function DialogFooter({
  formId,
  saving,
  onCancel,
}: {
  formId: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return <ConfirmFooter formId={formId} pending={saving} onCancel={onCancel} />;
}
