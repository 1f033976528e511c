import { EMAIL_PATTERN } from '@quincena/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';

/** The administrator's e-mail dialog of a document (spec 03 §2.10: a required e-mail and 'Enviar'). */
export function EmailDialog({
  visible,
  header,
  busy,
  onSend,
  onHide,
}: {
  visible: boolean;
  header: string;
  busy: boolean;
  onSend: (email: string) => void;
  onHide: () => void;
}) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    if (visible) setEmail('');
  }, [visible]);
  const valid = EMAIL_PATTERN.test(email.trim());
  return (
    <Dialog header={header} visible={visible} onHide={onHide} style={{ width: '28rem' }} modal>
      <form
        className="flex flex-column gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSend(email.trim());
        }}
      >
        <div className="field-group">
          <label htmlFor="document-email" className="field-label">
            Correo electrónico <span aria-hidden="true">*</span>
          </label>
          <InputText
            id="document-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            invalid={email.length > 0 && !valid}
            className="w-full"
          />
          {email.length > 0 && !valid && (
            <small className="field-error">Agregar un correo electrónico válido</small>
          )}
        </div>
        <Button type="submit" label="Enviar" icon="pi pi-send" disabled={!valid} loading={busy} />
      </form>
    </Dialog>
  );
}
