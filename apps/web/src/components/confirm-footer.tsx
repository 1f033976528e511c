import { Button } from 'primereact/button';

type Severity = 'danger' | 'success' | 'warning' | 'secondary' | 'help' | 'info' | 'contrast';

type Props = {
  onCancel: () => void;
  /** True while the confirmed action runs: the confirm button spins. */
  pending: boolean;
  confirmLabel?: string;
  confirmIcon?: string;
  severity?: Severity;
  /** Submits this form instead of calling onConfirm. */
  formId?: string;
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  cancelLabel?: string;
  /** Cancelar waits for the running action unless the dialog allows leaving mid-way. */
  cancelWhilePending?: boolean;
  autoFocus?: boolean;
};

/**
 * The footer of a dialog that asks to confirm something: Cancelar on the left, the action on the
 * right with its own label, icon and colour, spinning while it runs.
 */
export function ConfirmFooter({
  onCancel,
  pending,
  confirmLabel = 'Guardar',
  confirmIcon = 'pi pi-check',
  severity,
  formId,
  onConfirm,
  confirmDisabled,
  cancelLabel = 'Cancelar',
  cancelWhilePending = false,
  autoFocus,
}: Props) {
  return (
    <div className="flex justify-content-end gap-2">
      <Button
        type="button"
        label={cancelLabel}
        icon="pi pi-times"
        outlined
        onClick={onCancel}
        disabled={pending && !cancelWhilePending}
      />
      <Button
        type={formId ? 'submit' : 'button'}
        form={formId}
        label={confirmLabel}
        icon={confirmIcon}
        severity={severity}
        loading={pending}
        disabled={confirmDisabled}
        onClick={onConfirm}
        autoFocus={autoFocus}
      />
    </div>
  );
}
