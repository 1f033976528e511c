import {
  SIGNATURE_LIMITS,
  SIGNATURE_MESSAGES,
  type TFileUpload,
  type TSignature,
  type TSignatureEmployee,
} from '@quincena/contracts/company';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { DialogFooter } from '../../../components/row-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveSignature } from '../api/company.mutations.ts';
import { FileField } from './file-field.tsx';
import { FormField } from './form-field.tsx';

const FORM_ID = 'signature-form';

interface Draft {
  contractId: number | null;
  averageMonths: number | null;
  footer: string;
  image: TFileUpload | undefined;
}

/** The first failing check of the signature form, in the order of the fields (spec 01 §5). */
export function signatureDraftError(draft: Draft, creating: boolean): string | null {
  if (creating && draft.contractId === null) return SIGNATURE_MESSAGES.employee;
  if (draft.averageMonths === null || draft.averageMonths < SIGNATURE_LIMITS.minAverageMonths) {
    return SIGNATURE_MESSAGES.averageMonths;
  }
  if (draft.footer.length > SIGNATURE_LIMITS.footer) return SIGNATURE_MESSAGES.footer;
  if (creating && !draft.image) return SIGNATURE_MESSAGES.imageRequired;
  return null;
}

/** Add and update dialog of Firma (spec 01 §2.9): employee, derived job, months, footer and image. */
export function SignatureDialog({
  visible,
  editing,
  employees,
  onHide,
}: {
  visible: boolean;
  editing: TSignature | null;
  /** Employees without a signature yet (for a new one). */
  employees: readonly TSignatureEmployee[];
  onHide: () => void;
}) {
  const save = useSaveSignature();
  const [draft, setDraft] = useState<Draft>({
    contractId: null,
    averageMonths: 1,
    footer: '',
    image: undefined,
  });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!visible) return;
    setError(null);
    setDraft(
      editing
        ? {
            contractId: editing.contractId,
            averageMonths: editing.averageMonths,
            footer: editing.footer,
            image: undefined,
          }
        : { contractId: null, averageMonths: 1, footer: '', image: undefined },
    );
  }, [visible, editing]);

  const job = editing
    ? editing.job
    : (employees.find((item) => item.contractId === draft.contractId)?.job ?? '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = signatureDraftError(draft, !editing);
    setError(problem);
    if (problem) {
      notify.warn(problem, { life: 4000 });
      return;
    }
    const averageMonths = draft.averageMonths ?? 1;
    const input =
      editing !== null
        ? {
            id: editing.id,
            body: { averageMonths, footer: draft.footer, ...(draft.image ? { image: draft.image } : {}) },
          }
        : {
            body: {
              contractId: draft.contractId ?? 0,
              averageMonths,
              footer: draft.footer,
              image: draft.image as TFileUpload,
            },
          };
    save.mutate(input, {
      onSuccess: (answer) => {
        notify.success(answer.message, { life: 4000 });
        onHide();
      },
      onError: (failure) => notify.error(errorMessage(failure), { sticky: true }),
    });
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar firma' : 'Agregar firma'}
      style={{ width: '34rem' }}
      breakpoints={{ '732px': '94vw' }}
      footer={<DialogFooter formId={FORM_ID} saving={save.isPending} onCancel={onHide} />}
      modal
    >
      <form id={FORM_ID} className="company-dialog-form" onSubmit={handleSubmit} noValidate>
        <FormField id="signature-employee" label="Empleado" required>
          {editing ? (
            <InputText id="signature-employee" value={editing.employee} disabled className="w-full" />
          ) : (
            <Dropdown
              inputId="signature-employee"
              value={draft.contractId}
              options={employees.map((item) => ({ label: item.label, value: item.contractId }))}
              onChange={(event) => setDraft({ ...draft, contractId: (event.value as number | null) ?? null })}
              placeholder="Seleccione el empleado"
              emptyMessage={SIGNATURE_MESSAGES.noEmployees}
              filter
              className="w-full"
            />
          )}
        </FormField>
        <FormField id="signature-job" label="Cargo">
          <InputText id="signature-job" value={job} disabled className="w-full" />
        </FormField>
        <FormField
          id="signature-months"
          label="Meses a promediar"
          required
          hint="Meses de salario variable que se promedian en la certificación (mínimo 1)"
        >
          <InputNumber
            inputId="signature-months"
            value={draft.averageMonths}
            onValueChange={(event) => setDraft({ ...draft, averageMonths: event.value ?? null })}
            min={SIGNATURE_LIMITS.minAverageMonths}
            max={SIGNATURE_LIMITS.maxAverageMonths}
            showButtons
            className="w-full"
          />
        </FormField>
        <FormField id="signature-footer" label="Pie de página">
          <InputTextarea
            id="signature-footer"
            value={draft.footer}
            onChange={(event) => setDraft({ ...draft, footer: event.target.value })}
            maxLength={SIGNATURE_LIMITS.footer}
            rows={3}
            autoResize
            className="w-full"
          />
        </FormField>
        <FileField
          id="signature-image"
          label="Imagen de la firma"
          accept="image/png,image/jpeg,image/gif,image/webp"
          required={!editing}
          value={draft.image}
          stored={editing !== null}
          onChange={(image) => setDraft({ ...draft, image })}
          hint="Imagen PNG, JPEG, GIF o WebP de máximo 1.000.000 bytes"
        />
        {error && <small className="field-error">{error}</small>}
        <small className="company-form__hint">Campos obligatorios (*)</small>
      </form>
    </Dialog>
  );
}
