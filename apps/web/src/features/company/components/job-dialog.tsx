import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_LIMITS, type TJob, type TJobRequest, ZJobRequest } from '@quincena/contracts/company';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { notify } from '../../../components/notify.tsx';
import { DialogFooter } from '../../../components/row-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveJob } from '../api/company.mutations.ts';
import { FormField } from './form-field.tsx';

const FORM_ID = 'job-form';
const EMPTY: TJobRequest = { name: '', area: '', code: '' };

/** Spec 01 §5: the name is checked first ('Agregar nombre del cargo'), then the area ('Agregar Area'). */
export function firstJobError(errors: FieldErrors<TJobRequest>): string | undefined {
  return errors.name?.message ?? errors.area?.message ?? errors.code?.message;
}

/** Add and edit dialog of Cargos (spec 01 §2.8). */
export function JobDialog({
  visible,
  editing,
  onHide,
}: {
  visible: boolean;
  editing: TJob | null;
  onHide: () => void;
}) {
  const save = useSaveJob();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TJobRequest>({ resolver: zodResolver(ZJobRequest) as never, defaultValues: EMPTY });

  useEffect(() => {
    if (visible)
      reset(editing ? { name: editing.name, area: editing.area, code: editing.code ?? '' } : EMPTY);
  }, [visible, editing, reset]);

  function handleValid(body: TJobRequest) {
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      {
        onSuccess: (answer) => {
          notify.success(answer.message, { life: 4000 });
          onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error).split('"').join('')),
      },
    );
  }

  function handleInvalid(fieldErrors: FieldErrors<TJobRequest>) {
    const message = firstJobError(fieldErrors);
    if (message) notify.warn(message, { life: 4000 });
  }

  const input = (name: keyof TJobRequest, label: string, maxLength: number, required: boolean) => (
    <FormField id={`job-${name}`} label={label} required={required} error={errors[name]?.message}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <InputText
            id={`job-${name}`}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            maxLength={maxLength}
            invalid={Boolean(errors[name])}
            className="w-full"
          />
        )}
      />
    </FormField>
  );

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar cargo' : 'Agregar cargo'}
      style={{ width: '30rem' }}
      breakpoints={{ '732px': '92vw' }}
      footer={<DialogFooter formId={FORM_ID} saving={save.isPending} onCancel={onHide} />}
      modal
    >
      <form
        id={FORM_ID}
        className="company-dialog-form"
        onSubmit={handleSubmit(handleValid, handleInvalid)}
        noValidate
      >
        {input('name', 'Nombre del cargo', JOB_LIMITS.name, true)}
        {input('area', 'Área', JOB_LIMITS.area, true)}
        {input('code', 'Código', JOB_LIMITS.code, false)}
        <small className="company-form__hint">Campos obligatorios (*)</small>
      </form>
    </Dialog>
  );
}
