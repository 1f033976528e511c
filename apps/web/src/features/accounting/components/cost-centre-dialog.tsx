import { zodResolver } from '@hookform/resolvers/zod';
import {
  COST_CENTRE_LIMITS,
  COST_CENTRE_MESSAGES,
  type TCodeName,
  type TCostCentre,
  type TCostCentreRequest,
  ZCostCentreRequest,
} from '@quincena/contracts/accounting';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveCostCentre } from '../api/accounting.mutations.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { firstErrorMessage, markServerFields } from './form-feedback.ts';

/** Spec 03 §5: expense type, then name, then code. */
const CHECK_ORDER = ['expenseType', 'name', 'code'] as const;
const EMPTY: TCostCentreRequest = { expenseType: '', name: '', code: '' };
const FORM_ID = 'cost-centre-form';

/** The add and update dialogs of Centro de costos (spec 03 §2.4): one form, titled by what it does. */
export function CostCentreDialog({
  visible,
  editing,
  expenseTypes,
  onHide,
}: {
  visible: boolean;
  /** The cost centre being updated, or null to add one. */
  editing: TCostCentre | null;
  expenseTypes: readonly TCodeName[];
  onHide: () => void;
}) {
  const save = useSaveCostCentre();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TCostCentreRequest>({ resolver: zodResolver(ZCostCentreRequest), defaultValues: EMPTY });

  useEffect(() => {
    if (!visible) return;
    reset(
      editing ? { expenseType: editing.expenseType.code, name: editing.name, code: editing.code } : EMPTY,
    );
  }, [visible, editing, reset]);

  function handleValid(body: TCostCentreRequest) {
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      {
        onSuccess: () => {
          notify.success(editing ? COST_CENTRE_MESSAGES.updated : COST_CENTRE_MESSAGES.created);
          onHide();
        },
        onError: (error) => {
          markServerFields(error, setError, CHECK_ORDER);
          notify.serverError(errorMessage(error));
        },
      },
    );
  }

  function handleInvalid(fieldErrors: FieldErrors<TCostCentreRequest>) {
    const message = firstErrorMessage(fieldErrors, CHECK_ORDER);
    if (message) notify.warn(message, { life: 4000 });
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar centro de costos' : 'Agregar centro de costos'}
      style={{ width: '30rem' }}
      breakpoints={{ '732px': '92vw' }}
      footer={<DialogFooter formId={FORM_ID} saving={save.isPending} onCancel={onHide} />}
      modal
    >
      <form
        id={FORM_ID}
        className="accounting-form"
        onSubmit={handleSubmit(handleValid, handleInvalid)}
        noValidate
      >
        <div className="field-group">
          <label htmlFor="cost-centre-expense-type" className="field-label">
            Tipo de gasto *
          </label>
          <Controller
            name="expenseType"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId="cost-centre-expense-type"
                value={field.value || null}
                options={[...expenseTypes]}
                optionLabel="name"
                optionValue="code"
                placeholder="Seleccione el tipo de gasto"
                emptyMessage={noOptionsText('tipos de gasto')}
                onChange={(event) => field.onChange(event.value ?? '')}
                invalid={Boolean(errors.expenseType)}
                className="w-full"
              />
            )}
          />
          {errors.expenseType && <small className="field-error">{errors.expenseType.message}</small>}
        </div>
        <div className="field-group">
          <label htmlFor="cost-centre-name" className="field-label">
            Nombre *
          </label>
          <Controller
            name="name"
            control={control}
            render={({ field }) => (
              <InputText
                id="cost-centre-name"
                {...field}
                maxLength={COST_CENTRE_LIMITS.name}
                invalid={Boolean(errors.name)}
                className="w-full"
              />
            )}
          />
          {errors.name && <small className="field-error">{errors.name.message}</small>}
        </div>
        <div className="field-group">
          <label htmlFor="cost-centre-code" className="field-label">
            Código *
          </label>
          <Controller
            name="code"
            control={control}
            render={({ field }) => (
              <InputText
                id="cost-centre-code"
                {...field}
                maxLength={COST_CENTRE_LIMITS.code}
                invalid={Boolean(errors.code)}
                className="w-full"
              />
            )}
          />
          {errors.code && <small className="field-error">{errors.code.message}</small>}
        </div>
        <small className="accounting-form__note">Campos obligatorios (*)</small>
      </form>
    </Dialog>
  );
}
