import { JOB_MESSAGES, type TJob, ZJobRequest } from '@quincena/contracts/company';
import { useEffect, useState } from 'react';
import { TextField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddJob } from '../api/employees.mutations.ts';
import { SaveDialog } from './save-dialog.tsx';

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
  const [name, setName] = useState('');
  const [area, setArea] = useState('');
  const [code, setCode] = useState('');

  useEffect(() => {
    if (visible) {
      setName('');
      setArea('');
      setCode('');
    }
  }, [visible]);

  function handleSave() {
    // Spec 01 §5: name first ('Agregar nombre del cargo'), then area ('Agregar Area').
    const parsed = ZJobRequest.safeParse({ name, area, code });
    if (!parsed.success) {
      notify.warn(parsed.error.issues[0]?.message ?? JOB_MESSAGES.name);
      return;
    }
    add.mutate(
      { name, area, code },
      {
        onSuccess: (answer) => {
          notify.success(answer.message, { life: 4000 });
          onAdded(answer.job);
          onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  return (
    <SaveDialog
      visible={visible}
      onHide={onHide}
      header="Agregar cargo"
      pending={add.isPending}
      onSave={handleSave}
    >
      <TextField
        id="jobName"
        label="Nombre del cargo"
        required
        value={name}
        maxLength={100}
        onChange={(value) => setName(value)}
      />
      <TextField
        id="jobArea"
        label="Área"
        required
        value={area}
        maxLength={100}
        onChange={(value) => setArea(value)}
      />
      <TextField
        id="jobCode"
        label="Código"
        value={code}
        maxLength={20}
        onChange={(value) => setCode(value)}
      />
    </SaveDialog>
  );
}
