import {
  CERTIFICATE_MESSAGES,
  CERTIFICATE_TAGS,
  type TCertificateIssued,
} from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ReportFieldInput } from '../../../components/report-dialog/report-field.tsx';
import {
  buildReportForm,
  buildReportRequest,
  initialReportValues,
  type ReportForm,
  type ReportValues,
  validateReportValues,
} from '../../../components/report-dialog/report-form.ts';
import { REPORT_DIALOG_TEXTS } from '../../../components/report-dialog/report-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import {
  useCertificateDefinition,
  useDownloadCertificate,
  useEmailCertificate,
  useIssueCertificate,
} from '../api/certificates.ts';
import { DownloadDialog } from '../components/download-dialog.tsx';
import { EmailDialog } from '../components/email-dialog.tsx';
import { PersonSelect } from '../components/person-select.tsx';

const warn = (error: unknown) => notify.warn(errorMessage(error), { title: 'Aviso', life: 4000 });

/** The form without its person: that one is searched (ADMIN) or fixed to the account's own (CLIENT). */
function formWithoutPerson(form: ReportForm): ReportForm {
  return { ...form, fields: form.fields.filter((field) => field.tag !== CERTIFICATE_TAGS.person) };
}

/**
 * Certificados (/Certificate, spec 03 §2.10): the labour letter's parameters come from the server;
 * 'Generar Documento' issues it and offers the PDF, 'Enviar por correo' issues it and mails it (an
 * administrator names the address first). Every letter carries a verification code and a QR code.
 */
export function CertificatePage() {
  const session = useStoredSession()?.session;
  const isClient = session?.role === 'CLIENT';
  const definition = useCertificateDefinition();
  const issue = useIssueCertificate();
  const download = useDownloadCertificate();
  const email = useEmailCertificate();

  const form = useMemo(
    () => (definition.data ? formWithoutPerson(buildReportForm(definition.data, '')) : null),
    [definition.data],
  );
  const ownOption = definition.data?.parameters.find((p) => p.tag === CERTIFICATE_TAGS.person)?.options[0];
  const [values, setValues] = useState<ReportValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [personId, setPersonId] = useState<number | null>(null);
  const [issued, setIssued] = useState<TCertificateIssued | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const current = values ?? (form ? initialReportValues(form) : {});
  const person = isClient ? (ownOption?.code ?? null) : personId === null ? null : String(personId);

  /** The request of the form, or null with the Spanish messages shown. */
  function checkedRequest() {
    if (!form) return null;
    const found = validateReportValues(form, current);
    if (person === null) found[CERTIFICATE_TAGS.person] = CERTIFICATE_MESSAGES.personRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    const full = buildReportForm(definition.data ?? { sheets: [], parameters: [] }, '');
    return buildReportRequest(full, { ...current, [CERTIFICATE_TAGS.person]: person });
  }

  function generate() {
    const request = checkedRequest();
    if (!request) return;
    issue.mutate(request, {
      onSuccess: (certificate) => {
        notify.success(certificate.message);
        setIssued(certificate);
      },
      onError: warn,
    });
  }

  function send(address?: string) {
    const request = checkedRequest();
    if (!request) return;
    issue.mutate(request, {
      onSuccess: (certificate) =>
        email.mutate(
          { certificate, ...(address ? { email: address } : {}) },
          {
            onSuccess: (answer) => {
              notify.success(answer.message);
              setEmailOpen(false);
            },
            onError: warn,
          },
        ),
      onError: warn,
    });
  }

  return (
    <div className="page">
      <PageTitle title="Certificados" videoKey="CERTIFICATE" />
      {definition.isError && <Message severity="error" text={errorMessage(definition.error)} />}
      {form && (
        <form
          className="flex flex-column gap-3"
          style={{ maxWidth: '36rem' }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <div className="field">
            <label htmlFor="certificate-person" className="block mb-1">
              Empleado *
            </label>
            {isClient ? (
              <Dropdown
                inputId="certificate-person"
                value={ownOption?.code ?? null}
                options={ownOption ? [{ label: ownOption.name, value: ownOption.code }] : []}
                disabled
                placeholder={CERTIFICATE_MESSAGES.noContract}
                className="w-full"
              />
            ) : (
              <PersonSelect inputId="certificate-person" value={personId} onChange={setPersonId} />
            )}
            {errors[CERTIFICATE_TAGS.person] && (
              <small className="p-error block mt-1">{errors[CERTIFICATE_TAGS.person]}</small>
            )}
          </div>
          {form.fields.map((field) => (
            <ReportFieldInput
              key={field.tag}
              field={field}
              value={current[field.tag] ?? null}
              error={errors[field.tag]}
              onChange={(value) => setValues({ ...current, [field.tag]: value })}
            />
          ))}
          <small className="text-color-secondary">{REPORT_DIALOG_TEXTS.requiredLegend}</small>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              label="Generar Documento"
              icon="pi pi-file-pdf"
              loading={issue.isPending && !emailOpen && !email.isPending}
            />
            <Button
              type="button"
              label="Enviar por correo"
              icon="pi pi-envelope"
              outlined
              loading={email.isPending && !emailOpen}
              onClick={() => (isClient ? send() : setEmailOpen(true))}
            />
          </div>
        </form>
      )}
      <DownloadDialog
        visible={issued !== null}
        documentName="Certificado laboral"
        busy={download.isPending}
        onHide={() => setIssued(null)}
        onDownload={() => issued && download.mutate(issued, { onError: warn })}
      >
        {issued && (
          <p className="mt-3 mb-0 text-sm">
            Código de verificación: <strong>{issued.code}</strong>.{' '}
            <a href={`/ValidateCertificate/${issued.id}`} target="_blank" rel="noreferrer">
              Ver la validación pública
            </a>
          </p>
        )}
      </DownloadDialog>
      <EmailDialog
        visible={emailOpen}
        header="Enviar certificado por correo"
        busy={issue.isPending || email.isPending}
        onHide={() => setEmailOpen(false)}
        onSend={(address) => send(address)}
      />
    </div>
  );
}
