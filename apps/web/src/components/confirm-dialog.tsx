import { ConfirmDialog as PrimeConfirmDialog } from 'primereact/confirmdialog';

interface ConfirmDialogProps {
  visible: boolean;
  message: string;
  header?: string;
  acceptLabel?: string;
  rejectLabel?: string;
  onAccept: () => void;
  onHide: () => void;
}

/** The Sí / No confirmation every screen uses (spec 01 §4: deletes and sign-out ask first). */
export function ConfirmDialog({
  visible,
  message,
  header = 'Confirmación',
  acceptLabel = 'Sí',
  rejectLabel = 'No',
  onAccept,
  onHide,
}: ConfirmDialogProps) {
  return (
    <PrimeConfirmDialog
      visible={visible}
      onHide={onHide}
      header={header}
      message={message}
      icon="pi pi-question-circle"
      acceptLabel={acceptLabel}
      rejectLabel={rejectLabel}
      accept={onAccept}
      reject={onHide}
      style={{ width: '26rem', maxWidth: '92vw' }}
    />
  );
}
