import { API_KEY_ACCESS, API_KEY_AREAS, type TApiKeyCreated } from '@quincena/contracts/api-keys';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState } from 'react';
import {
  FormDialog,
  saveFeedback,
  textFieldsOf,
  useFieldErrors,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { useCreateApiKey } from '../api/api-keys.api.ts';
import {
  type ApiKeyField,
  type ApiKeyFormValues,
  checkApiKeyForm,
  emptyApiKeyForm,
  toggleArea,
} from './api-key-form.ts';

const FORM_ID = 'api-key-form';

/** Crear clave API: name, access level and areas; the answer's secret goes to the one-time dialog. */
export function CreateApiKeyDialog({
  visible,
  onHide,
  onCreated,
}: {
  visible: boolean;
  onHide: () => void;
  onCreated: (created: TApiKeyCreated) => void;
}) {
  const create = useCreateApiKey();
  const [values, setValues] = useState<ApiKeyFormValues>(emptyApiKeyForm);
  const { errors, setErrors, clear, markServer } = useFieldErrors<ApiKeyField>();

  useEffect(() => {
    if (!visible) return;
    setValues(emptyApiKeyForm());
    setErrors({});
  }, [visible, setErrors]);

  const set = <K extends keyof ApiKeyFormValues>(key: K, value: ApiKeyFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    if (key in errors) clear(key);
  };

  function handleSave() {
    const verdict = checkApiKeyForm(values);
    if (!verdict.ok) {
      setErrors(verdict.errors);
      warnFirst(verdict.first);
      return;
    }
    create.mutate(
      verdict.body,
      saveFeedback({
        success: (answer: TApiKeyCreated) => answer.message,
        onHide,
        onSaved: onCreated,
        onRefused: (error) => markServer(error),
      }),
    );
  }

  const text = textFieldsOf(values, set, (name) => errors[name as ApiKeyField], {
    idOf: (name) => `api-key-${name}`,
    inputClassName: 'w-full',
  });

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header="Crear clave API"
      formId={FORM_ID}
      saving={create.isPending}
      className="api-keys-form"
      width="34rem"
      onSubmit={handleSave}
    >
      {text('name', 'Nombre', 60, { autoComplete: 'off', placeholder: 'Ej.: Reloj de planta, ERP contable' })}
      <fieldset className="api-keys-form__group">
        <legend className="field-label">Nivel de acceso *</legend>
        {API_KEY_ACCESS.map((access) => (
          <div key={access.code} className="api-keys-form__option">
            <RadioButton
              inputId={`api-key-access-${access.code}`}
              name="api-key-access"
              value={access.code}
              checked={values.access === access.code}
              onChange={() => set('access', access.code)}
            />
            <label htmlFor={`api-key-access-${access.code}`}>{access.name}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="api-keys-form__group">
        <legend className="field-label">Áreas *</legend>
        <div className="api-keys-form__areas">
          {API_KEY_AREAS.map((area) => (
            <div key={area.code} className="api-keys-form__option">
              <Checkbox
                inputId={`api-key-area-${area.code}`}
                checked={values.areas.includes(area.code)}
                onChange={(event) =>
                  set('areas', toggleArea(values.areas, area.code, Boolean(event.checked)))
                }
                invalid={Boolean(errors.areas)}
              />
              <label htmlFor={`api-key-area-${area.code}`}>{area.name}</label>
            </div>
          ))}
        </div>
        {errors.areas && <small className="p-error">{errors.areas}</small>}
      </fieldset>
    </FormDialog>
  );
}
