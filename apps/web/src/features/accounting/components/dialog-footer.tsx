import { Button } from 'primereact/button';

/** Cancelar and Guardar of every accounting dialog; Guardar spins while the save runs. */
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
