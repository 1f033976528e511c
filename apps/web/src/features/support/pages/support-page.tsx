import '../support.css';
import { SUPPORT_MESSAGES as M } from '@quincena/contracts/support';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField, TextField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendSupport } from '../api/support.mutations.ts';
import {
  attachmentProblem,
  canSend,
  emailIsValid,
  type SupportFormValues,
  toSupportRequest,
} from '../support-form.ts';

const EMPTY: SupportFormValues = { email: '', subject: '', description: '', file: null };
/** Spec 03 §9: toasts last 4 s and the success redirect waits as long. */
const TOAST_MS = 4_000;

/** Soporte (/Support, spec 03 §2.14): a request to the support team, with an optional PDF. */
export function SupportPage() {
  const navigate = useNavigate();
  const send = useSendSupport();
  const [values, setValues] = useState<SupportFormValues>(EMPTY);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => navigate('/Employes'), TOAST_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const set = <K extends keyof SupportFormValues>(key: K, value: SupportFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  function chooseFile(files: FileList | null) {
    // Only the first file is sent (spec 03 §5).
    const file = files?.[0] ?? null;
    if (file) {
      const problem = attachmentProblem(file);
      if (problem) {
        notify.warn(problem, { title: 'Alerta', life: TOAST_MS });
        if (fileInput.current) fileInput.current.value = '';
        set('file', null);
        return;
      }
    }
    set('file', file);
  }

  async function handleSend() {
    if (!emailIsValid(values.email)) {
      notify.warn(M.emailFormat, { title: 'Alerta', life: TOAST_MS });
      return;
    }
    try {
      const answer = await send.mutateAsync(await toSupportRequest(values));
      notify.success(answer.message, { life: TOAST_MS });
      setSent(true);
    } catch (error) {
      notify.serverError(errorMessage(error, 'No se pudo enviar la solicitud'));
    }
  }

  return (
    <div className="page">
      <PageTitle title="Soporte" videoKey="SUPPORT" />
      <div className="support-layout">
        <form
          className="support-form"
          aria-label="Solicitud de soporte"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend(values) && !send.isPending && !sent) void handleSend();
          }}
        >
          <TextField
            id="support-email"
            label="Correo"
            required
            type="email"
            value={values.email}
            maxLength={254}
            onChange={(value) => set('email', value)}
            inputClassName="w-full"
          />
          <TextField
            id="support-subject"
            label="Asunto"
            required
            value={values.subject}
            maxLength={200}
            onChange={(value) => set('subject', value)}
            inputClassName="w-full"
          />
          <FormField id="support-description" label="Descripción" required>
            <InputTextarea
              id="support-description"
              value={values.description}
              rows={6}
              maxLength={5_000}
              autoResize
              onChange={(event) => set('description', event.target.value)}
              className="w-full"
            />
          </FormField>
          <FormField id="support-file" label="Adjunto (PDF, máximo 2 MB)">
            <input
              id="support-file"
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => chooseFile(event.target.files)}
            />
          </FormField>
          <Button
            type="submit"
            label="Enviar"
            icon="pi pi-send"
            loading={send.isPending}
            disabled={!canSend(values) || sent}
          />
        </form>
        <div className="support-illustration" aria-hidden="true">
          <i className="pi pi-headphones" />
          <p>Nuestro equipo responde a su correo.</p>
        </div>
      </div>
    </div>
  );
}
