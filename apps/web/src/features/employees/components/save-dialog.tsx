import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';

/**
 * The small dialogs the contract form opens to save one thing at once (a new job, a new salary;
 * decision 0360): its fields in a column, Cancelar and Guardar, which spins while it saves.
 */
export function SaveDialog({
  visible,
  onHide,
  header,
  pending,
  onSave,
  children,
}: {
  visible: boolean;
  onHide: () => void;
  header: string;
  pending: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={header}
      style={{ width: '30rem', maxWidth: '94vw' }}
      footer={
        <ConfirmFooter
          confirmIcon="pi pi-save"
          pending={pending}
          cancelWhilePending
          onCancel={onHide}
          onConfirm={onSave}
        />
      }
    >
      <div className="flex flex-column gap-3">{children}</div>
    </Dialog>
  );
}
