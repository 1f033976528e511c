import { JOB_MESSAGES, type TJob, ZJobRequest } from '@quincena/contracts/company';
import { useEffect, useState } from 'react';
import { textFieldsOf } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddJob } from '../api/employees.mutations.ts';
import { SaveDialog } from './save-dialog.tsx';

const EMPTY = { name: '', area: '', code: '' };

/** Agregar cargo from the contract form (spec 01 §2.14, ADMIN only); the job goes to Cargos. */
export function AddJobDialog({
  visible,
  onHide,
  onAdded,
}: {
  visible: boolean;
  onHide: () => void;
  onAdded: (job: TJob) => void;
}) {
  const add = useAddJob();
  const [values, setValues] = useState(EMPTY);

  useEffect(() => {
    if (visible) setValues(EMPTY);
  }, [visible]);

  function handleSave() {
    // Spec 01 §5: name first ('Agregar nombre del cargo'), then area ('Agregar Area').
    const parsed = ZJobRequest.safeParse(values);
    if (!parsed.success) {
      notify.warn(parsed.error.issues[0]?.message ?? JOB_MESSAGES.name);
      return;
    }
    add.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message, { life: 4000 });
        onAdded(answer.job);
        onHide();
      },
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  // No field is marked: the first problem is announced (spec 01 §5).
  const text = textFieldsOf(
    values,
    (field, value) => setValues((current) => ({ ...current, [field]: value })),
    () => undefined,
    { idOf: (field) => `job${field[0]?.toUpperCase()}${field.slice(1)}` },
  );

  return (
    <SaveDialog
      visible={visible}
      onHide={onHide}
      header="Agregar cargo"
      pending={add.isPending}
      onSave={handleSave}
    >
      {text('name', 'Nombre del cargo', 100)}
      {text('area', 'Área', 100)}
      {text('code', 'Código', 20, { required: false })}
    </SaveDialog>
  );
}
