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
