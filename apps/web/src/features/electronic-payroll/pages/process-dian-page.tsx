import '../process-dian.css';
import '../../company/company.css';
import {
  ENABLEMENT_MESSAGES,
  enablementEditable,
  enablementVisibility,
  opensInstructions,
  type TEnablement,
} from '@quincena/contracts/electronic-payroll';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TextField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { FileField } from '../../company/components/file-field.tsx';
import { FormField } from '../../company/components/form-field.tsx';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ReferenceSelect } from '../../reference/index.ts';
import { useEnablement, useSaveEnablement, useSendTestSet } from '../api/enablement.queries.ts';
import { InstructionsDialog } from '../components/instructions-dialog.tsx';
import { SecretField } from '../components/secret-field.tsx';
import { draftOf, type EnablementDraft, savedNotice, toEnablementRequest } from '../enablement-form.ts';

const storedHint = (hint: string | null | boolean) =>
  hint ? `Guardado${typeof hint === 'string' ? ` (${hint})` : ''}: déjelo vacío para conservarlo` : undefined;

/** Proceso habilitación DIAN (/ProcessDIAN; spec 03 §2.16, §4). */
/** The test set goes out with what is saved: the Test Set ID, the software, its PIN and the certificate. */
function readyForTestSet(enablement: TEnablement | undefined): boolean {
  return Boolean(
    enablement?.exists &&
      enablement.testSetIdHint &&
      enablement.softwareIdHint &&
      enablement.pinStored &&
      enablement.certificateFileName &&
      enablement.certificatePasswordStored,
  );
}

export function ProcessDianPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const enablement = useEnablement();
  const save = useSaveEnablement();
  const testSet = useSendTestSet();
  const [draft, setDraft] = useState<EnablementDraft>(() => draftOf(undefined));
  const [instructionsOpen, setInstructionsOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  // The stored configuration fills the form until the administrator types: a later read of it
  // (a refetch while the DIAN validates the test set) never wipes what he entered.
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (enablement.data && !edited) setDraft(draftOf(enablement.data));
  }, [enablement.data, edited]);

  const current = enablement.data;
  const status = current?.status ?? null;
  const view = enablementVisibility({
    enabledAnswer: draft.enabledAnswer,
    providerAnswer: draft.providerAnswer,
    status,
  });
  const editable = enablementEditable(status);
  const change = (patch: Partial<EnablementDraft>) => {
    setEdited(true);
    setDraft((previous) => ({ ...previous, ...patch }));
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.enabledAnswer) {
      notify.warn(ENABLEMENT_MESSAGES.enabledAnswer, { life: 4000 });
      return;
    }
    save.mutate(toEnablementRequest(draft, view), {
      onSuccess: (answer) => {
        setDraft(draftOf(answer.enablement));
        setEdited(false);
        setSaved(true);
        const notice = savedNotice(answer);
        if (notice.severity === 'success') notify.success(notice.text, { life: 4000 });
        else notify.warn(notice.text, { sticky: true });
      },
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  if (enablement.isLoading) {
    return (
      <div className="page">
        <PageTitle title="Proceso habilitación DIAN" videoKey="PROCESSDIAN" />
        <p className="text-color-secondary">Cargando información...</p>
      </div>
    );
  }

  return (
    <div className="page">
      <PageTitle title="Proceso habilitación DIAN" videoKey="PROCESSDIAN">
        <Button
          type="button"
          label="Instructivo"
          icon="pi pi-book"
          text
          onClick={() => setInstructionsOpen(true)}
        />
      </PageTitle>
      <PageMessages page={pathname.slice(1)} />
      <form className="dian-card" onSubmit={handleSubmit} noValidate aria-label="Habilitación DIAN">
        <div className="dian-grid">
          <FormField id="dian-enabled" label="¿Está habilitado en la DIAN?" required>
            <ReferenceSelect
              inputId="dian-enabled"
              listKey="dian-enablement-options"
              filter={(item) => item.question === 'ENABLED_DIAN'}
              value={draft.enabledAnswer}
              onChange={(code) => {
                change({ enabledAnswer: code, providerAnswer: null });
                if (opensInstructions('enabled', code)) setInstructionsOpen(true);
              }}
              things="opciones"
              disabled={!editable}
            />
          </FormField>
          {view.status && (
            <FormField id="dian-status" label="Estado">
              <InputText
                id="dian-status"
                value={current?.statusText ?? ''}
                readOnly
                disabled
                className="w-full"
              />
            </FormField>
          )}
          {view.providerQuestion && (
            <FormField id="dian-provider" label="¿Usa el proveedor de facturación?" required>
              <ReferenceSelect
                inputId="dian-provider"
                listKey="dian-enablement-options"
                filter={(item) => item.question === 'USE_FT'}
                value={draft.providerAnswer}
                onChange={(code) => {
                  change({ providerAnswer: code });
                  if (opensInstructions('provider', code)) setInstructionsOpen(true);
                }}
                things="opciones"
                disabled={!editable}
              />
            </FormField>
          )}

          {view.testSet && (
            <>
              <h2 className="dian-section-title">Software y set de pruebas</h2>
              <TextField
                id="dian-test-set"
                label="Test Set ID"
                required
                hint={storedHint(current?.testSetIdHint ?? null)}
                value={draft.testSetId}
                onChange={(value) => change({ testSetId: value })}
                placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
                maxLength={36}
                disabled={!editable}
                inputClassName="w-full"
              />
              <TextField
                id="dian-software"
                label="Identificador del software"
                required
                hint={storedHint(current?.softwareIdHint ?? null)}
                value={draft.softwareId}
                onChange={(value) => change({ softwareId: value })}
                placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
                maxLength={36}
                disabled={!editable}
                inputClassName="w-full"
              />
              <SecretField
                id="dian-pin"
                label="PIN del software"
                hint={storedHint(current?.pinStored ?? false)}
                value={draft.pin}
                onChange={(value) => change({ pin: value })}
                maxLength={20}
                disabled={!editable}
              />
              <SecretField
                id="dian-certificate-password"
                label="Contraseña del certificado"
                hint={storedHint(current?.certificatePasswordStored ?? false)}
                value={draft.certificatePassword}
                onChange={(value) => change({ certificatePassword: value })}
                maxLength={100}
                disabled={!editable}
              />
              <FileField
                id="dian-certificate"
                label="Certificado de firma digital"
                accept=".p12,.pfx,application/x-pkcs12"
                required
                value={draft.certificate}
                stored={Boolean(current?.certificateFileName)}
                onChange={(certificate) => change({ certificate })}
                hint={
                  current?.certificateFileName
                    ? `Guardado: ${current.certificateFileName}`
                    : 'Archivo .p12 o .pfx de máximo 1.000.000 bytes'
                }
              />
            </>
          )}

          {view.providerCredentials && (
            <>
              <h2 className="dian-section-title">Proveedor de facturación</h2>
              <TextField
                id="dian-user"
                label="Usuario"
                required
                value={draft.providerUser}
                onChange={(value) => change({ providerUser: value })}
                maxLength={100}
                disabled={!editable}
                inputClassName="w-full"
              />
              <SecretField
                id="dian-password"
                label="Clave"
                hint={storedHint(current?.providerPasswordStored ?? false)}
                value={draft.providerPassword}
                onChange={(value) => change({ providerPassword: value })}
                maxLength={100}
                disabled={!editable}
              />
            </>
          )}

          {view.numbering && (
            <>
              <h2 className="dian-section-title">Numeración disponible</h2>
              <FormField id="dian-start" label="Inicio" required>
                <InputNumber
                  inputId="dian-start"
                  value={draft.numberingStart}
                  onValueChange={(event) => change({ numberingStart: event.value ?? null })}
                  min={1}
                  useGrouping={false}
                  disabled={!editable}
                  className="w-full"
                />
              </FormField>
              <FormField id="dian-end" label="Fin" required>
                <InputNumber
                  inputId="dian-end"
                  value={draft.numberingEnd}
                  onValueChange={(event) => change({ numberingEnd: event.value ?? null })}
                  min={1}
                  useGrouping={false}
                  disabled={!editable}
                  className="w-full"
                />
              </FormField>
            </>
          )}
        </div>
        <p className="dian-hint mb-0">
          Campos obligatorios (*). Los datos del software, el PIN y las contraseñas se guardan cifrados.
        </p>
        <div className="dian-actions">
          {editable && <Button type="submit" label="Guardar" icon="pi pi-save" loading={save.isPending} />}
          {editable && view.testSet && readyForTestSet(current) && (
            <Button
              type="button"
              label="Enviar set de pruebas"
              icon="pi pi-send"
              severity="secondary"
              loading={testSet.isPending}
              onClick={() =>
                testSet.mutate(undefined, {
                  onSuccess: (answer) => notify.success(answer.message, { life: 4000 }),
                  onError: (error) => notify.serverError(errorMessage(error)),
                })
              }
            />
          )}
          {(saved || (current?.exists ?? false)) && (
            <Button
              type="button"
              label="Continuar"
              icon="pi pi-arrow-right"
              iconPos="right"
              severity="success"
              onClick={() => navigate('/Employes')}
            />
          )}
        </div>
      </form>
      <InstructionsDialog visible={instructionsOpen} onHide={() => setInstructionsOpen(false)} />
    </div>
  );
}
