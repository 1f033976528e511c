import { Button } from 'primereact/button';

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
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        severity="info"
        aria-label={`Editar ${label}`}
        tooltip="Editar"
        tooltipOptions={{ position: 'top' }}
        onClick={onEdit}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={`Eliminar ${label}`}
        tooltip="Eliminar"
        tooltipOptions={{ position: 'top' }}
        onClick={onDelete}
      />
    </div>
  );
}

/** Cancelar and Guardar of a form dialog; Guardar spins while the save runs. */
export function DialogFooter({
  formId,
  saving,
  onCancel,
}: {
  formId: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        label="Cancelar"
        icon="pi pi-times"
        outlined
        onClick={onCancel}
        disabled={saving}
      />
      <Button type="submit" form={formId} label="Guardar" icon="pi pi-check" loading={saving} />
    </div>
  );
}
