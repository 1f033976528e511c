import './crud-page.css';
import { Dialog } from 'primereact/dialog';
import type { FormEvent, ReactNode } from 'react';
import { DialogFooter } from '../row-actions.tsx';

export const REQUIRED_NOTE = 'Campos obligatorios (*)';

export interface FormDialogProps {
  visible: boolean;
  onHide: () => void;
  /** 'Agregar …' or 'Actualizar …': the caller names what the dialog does. */
  header: string;
  /** Ties the footer's Guardar to the form. */
  formId: string;
  /** Guardar spins and Cancelar is disabled while the save runs. */
  saving: boolean;
  /** Runs on Guardar or Enter; the page's default submit is always prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  width?: string;
  /** Extra class of the form (a screen's own layout); 'crud-form' is always there. */
  className?: string;
  /** The 'Campos obligatorios (*)' note under the fields (shown by default). */
  requiredNote?: boolean;
  /** Rendered after the form, inside the dialog (a nested dialog of its own). */
  after?: ReactNode;
  /**
   * Shown in the footer above Cancelar and Guardar, never scrolled away with the fields: what the
   * last save answered and the action it offers (a novelty refused in an accumulated period).
   */
  footerNotice?: ReactNode;
  children: ReactNode;
}

/** The add/edit dialog of every list screen: a form of fields, Cancelar and Guardar. */
export function FormDialog({
  visible,
  onHide,
  header,
  formId,
  saving,
  onSubmit,
  width = '30rem',
  className,
  requiredNote = true,
  after,
  footerNotice,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={header}
      style={{ width }}
      breakpoints={{ '732px': '92vw' }}
      footer={
        <>
          {footerNotice && <div className="crud-form__footer-notice">{footerNotice}</div>}
          <DialogFooter formId={formId} saving={saving} onCancel={onHide} />
        </>
      }
      modal
    >
      <form
        id={formId}
        className={className ? `crud-form ${className}` : 'crud-form'}
        onSubmit={(event) => {
          event.preventDefault();
          // A dialog opened from another dialog's form must not submit that form too.
          event.stopPropagation();
          onSubmit(event);
        }}
        noValidate
      >
        {children}
        {requiredNote && <small className="crud-form__note">{REQUIRED_NOTE}</small>}
      </form>
      {after}
    </Dialog>
  );
}
