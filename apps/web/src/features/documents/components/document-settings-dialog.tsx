import type { TDocumentSettings } from '@quincena/contracts/documents';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentSettings, useSaveDocumentSettings } from '../api/document-settings.ts';

/** Configuración de comprobantes: the payslip's password and whether it lists the employer's contributions. */
export function DocumentSettingsDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const stored = useDocumentSettings(visible);
  const save = useSaveDocumentSettings();
  const [values, setValues] = useState<TDocumentSettings | null>(null);
  useEffect(() => {
    if (visible && stored.data) setValues(stored.data);
  }, [visible, stored.data]);

  const toggle = (key: keyof TDocumentSettings) => (checked: boolean) =>
    setValues((current) => (current ? { ...current, [key]: checked } : current));
  // One setting: its checkbox and, beside it, what it does.
  const setting = (key: keyof TDocumentSettings, inputId: string, label: string) =>
    values && (
      <div className="flex align-items-start gap-2">
        <Checkbox
          inputId={inputId}
          checked={values[key]}
          onChange={(event) => toggle(key)(Boolean(event.checked))}
        />
        <label htmlFor={inputId} className="line-height-3">
          {label}
        </label>
      </div>
    );

  return (
    <Dialog
      header="Configuración de comprobantes"
      visible={visible}
      onHide={onHide}
      style={{ width: '32rem' }}
      modal
    >
      {values && (
        <div className="flex flex-column gap-3">
          {setting(
            'protectPayslips',
            'protect-payslips',
            'Proteger los comprobantes con contraseña (el número de documento del empleado)',
          )}
          {setting(
            'showEmployerContributions',
            'show-employer-contributions',
            'Mostrar los aportes del empleador en el comprobante',
          )}
          <Button
            type="button"
            label="Guardar"
            icon="pi pi-save"
            loading={save.isPending}
            onClick={() =>
              save.mutate(values, {
                onSuccess: (answer) => {
                  notify.success(answer.message);
                  onHide();
                },
                onError: (error) => notify.serverError(errorMessage(error)),
              })
            }
          />
        </div>
      )}
    </Dialog>
  );
}
