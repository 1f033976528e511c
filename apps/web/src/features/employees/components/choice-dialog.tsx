import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** A question with two explicit answers, each with its own action (Sí goes on, No goes back). */
export function ChoiceDialog({
  visible,
  message,
  yesLabel = 'Sí',
  noLabel = 'No',
  onYes,
  onNo,
}: {
  visible: boolean;
  message: string;
  yesLabel?: string;
  noLabel?: string;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Dialog
      visible={visible}
      onHide={onNo}
      header="Confirmación"
      style={{ width: '28rem', maxWidth: '92vw' }}
      footer={
        <>
          <Button type="button" label={noLabel} severity="secondary" outlined onClick={onNo} />
          <Button type="button" label={yesLabel} onClick={onYes} autoFocus />
        </>
      }
    >
      <p className="m-0 flex align-items-center gap-2">
        <i className="pi pi-question-circle text-2xl text-primary" aria-hidden="true" />
        {message}
      </p>
    </Dialog>
  );
}
