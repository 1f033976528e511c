import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useParams } from 'react-router';
import { PublicPage } from '../../../components/public-page.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCertificateValidation } from '../api/certificates.ts';

/**
 * Validación carta laboral (/ValidateCertificate/{id}, spec 03 §2.20): public, no sign-in. Lists what
 * the letter certified, as label and text, so a bank or a landlord can check it; nothing else.
 */
export function ValidateCertificatePage() {
  const { id = '' } = useParams();
  const validation = useCertificateValidation(id);
  return (
    <PublicPage title="Validación carta laboral" mainStyle={{ maxWidth: '40rem' }}>
      {validation.isPending && <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} />}
      {validation.isError && <Message severity="warn" text={errorMessage(validation.error)} />}
      {validation.data && (
        <>
          <Message
            severity="success"
            className="mb-3 w-full justify-content-start"
            text={`Certificado auténtico · código de verificación ${validation.data.code}`}
          />
          <dl className="certificate-facts" aria-label="Datos certificados">
            {validation.data.entries.map((entry) => (
              <div key={entry.label} className="flex flex-wrap gap-2 py-2 border-bottom-1 surface-border">
                <dt className="font-semibold" style={{ flex: '0 0 16rem' }}>
                  {entry.label}
                </dt>
                <dd className="m-0">{entry.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </PublicPage>
  );
}
