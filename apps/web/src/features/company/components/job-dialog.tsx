import { zodResolver } from '@hookform/resolvers/zod';
import { JOB_LIMITS, type TJob, type TJobRequest, ZJobRequest } from '@quincena/contracts/company';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import {
  type CrudFormState,
  FormDialog,
  FormField,
  saveFeedback,
  warnFirst,
  withoutQuotes,
} from '../../../components/crud-page/index.ts';
import { useSaveJob } from '../api/company.mutations.ts';

const FORM_ID = 'job-form';
const EMPTY: TJobRequest = { name: '', area: '', code: '' };

/** Spec 01 §5: the name is checked first ('Agregar nombre del cargo'), then the area ('Agregar Area'). */
export function firstJobError(errors: FieldErrors<TJobRequest>): string | undefined {
  return errors.name?.message ?? errors.area?.message ?? errors.code?.message;
}

/** Add and edit dialog of Cargos (spec 01 §2.8). */
export function JobDialog({ visible, editing, onHide }: CrudFormState<TJob>) {
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

  const handleValid = (body: TJobRequest) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      saveFeedback({ success: (answer) => answer.message, onHide, serverMessage: withoutQuotes }),
    );

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
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar cargo' : 'Agregar cargo'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={handleSubmit(handleValid, (fieldErrors) => warnFirst(firstJobError(fieldErrors)))}
    >
      {input('name', 'Nombre del cargo', JOB_LIMITS.name, true)}
      {input('area', 'Área', JOB_LIMITS.area, true)}
      {input('code', 'Código', JOB_LIMITS.code, false)}
    </FormDialog>
  );
}
