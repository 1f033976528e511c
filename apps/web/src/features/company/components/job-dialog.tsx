import { JOB_LIMITS, type TJob, type TJobRequest, ZJobRequest } from '@quincena/contracts/company';
import {
  type CrudFormState,
  checkBySchema,
  FormDialog,
  saveFeedback,
  textFieldsOf,
  useCheckedForm,
  withoutQuotes,
} from '../../../components/crud-page/index.ts';
import { useSaveJob } from '../api/company.mutations.ts';

const FORM_ID = 'job-form';
const EMPTY: TJobRequest = { name: '', area: '', code: '' };
type JobValues = Required<TJobRequest>;
const CHECK_ORDER = ['name', 'area', 'code'] as const;

/** Spec 01 §5: the name is checked first ('Agregar nombre del cargo'), then the area ('Agregar Area'). */
export function firstJobError(
  errors: Partial<Record<keyof TJobRequest, { type?: string; message?: string | undefined } | undefined>>,
): string | undefined {
  return errors.name?.message ?? errors.area?.message ?? errors.code?.message;
}

/** Add and edit dialog of Cargos (spec 01 §2.8). */
export function JobDialog({ visible, editing, onHide }: CrudFormState<TJob>) {
  const save = useSaveJob();
  // Every failing field is marked at once and follows the typing after a first Guardar.
  const { values, set, errors, submit } = useCheckedForm({
    visible,
    initial: (): JobValues =>
      editing ? { name: editing.name, area: editing.area, code: editing.code ?? '' } : { ...EMPTY, code: '' },
    check: (form: JobValues) => checkBySchema<JobValues, TJobRequest>(ZJobRequest, form, CHECK_ORDER),
    revalidate: true,
  });

  const handleValid = (body: TJobRequest) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      saveFeedback({ success: (answer) => answer.message, onHide, serverMessage: withoutQuotes }),
    );

  const input = textFieldsOf(values, set, (name) => errors[name], {
    idOf: (name) => `job-${name}`,
    inputClassName: 'w-full',
  });

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar cargo' : 'Agregar cargo'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={() => submit(handleValid)}
    >
      {input('name', 'Nombre del cargo', JOB_LIMITS.name)}
      {input('area', 'Área', JOB_LIMITS.area)}
      {input('code', 'Código', JOB_LIMITS.code, { required: false })}
    </FormDialog>
  );
}
