import { zodResolver } from '@hookform/resolvers/zod';
import {
  COST_CENTRE_LIMITS,
  COST_CENTRE_MESSAGES,
  type TCodeName,
  type TCostCentre,
  type TCostCentreRequest,
  ZCostCentreRequest,
} from '@quincena/contracts/accounting';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import {
  type CrudFormState,
  FormDialog,
  FormField,
  firstErrorMessage,
  markServerFields,
  saveFeedback,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { useSaveCostCentre } from '../api/accounting.mutations.ts';

/** Spec 03 §5: expense type, then name, then code; the optional Siigo Pyme mapping last. */
const CHECK_ORDER = ['expenseType', 'name', 'code', 'siigoCentre', 'siigoSubcentre'] as const;
const EMPTY: TCostCentreRequest = {
  expenseType: '',
  name: '',
  code: '',
  siigoCentre: '',
  siigoSubcentre: '',
};
const FORM_ID = 'cost-centre-form';

/** The add and update dialogs of Centro de costos (spec 03 §2.4): one form, titled by what it does. */
export function CostCentreDialog({
  visible,
  editing,
  expenseTypes,
  onHide,
}: CrudFormState<TCostCentre> & { expenseTypes: readonly TCodeName[] }) {
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
      editing
        ? {
            expenseType: editing.expenseType.code,
            name: editing.name,
            code: editing.code,
            siigoCentre: editing.siigoCentre ?? '',
            siigoSubcentre: editing.siigoSubcentre ?? '',
          }
        : EMPTY,
    );
  }, [visible, editing, reset]);

  const handleValid = (body: TCostCentreRequest) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      saveFeedback({
        success: editing ? COST_CENTRE_MESSAGES.updated : COST_CENTRE_MESSAGES.created,
        onHide,
        onRefused: (error) => markServerFields(error, setError, CHECK_ORDER),
      }),
    );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar centro de costos' : 'Agregar centro de costos'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={handleSubmit(handleValid, (fieldErrors) =>
        warnFirst(firstErrorMessage(fieldErrors, CHECK_ORDER)),
      )}
    >
      <FormField
        id="cost-centre-expense-type"
        label="Tipo de gasto"
        required
        error={errors.expenseType?.message}
      >
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
      </FormField>
      <FormField id="cost-centre-name" label="Nombre" required error={errors.name?.message}>
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
      </FormField>
      <FormField id="cost-centre-code" label="Código" required error={errors.code?.message}>
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
      </FormField>
      <SiigoField
        name="siigoCentre"
        label="Centro de costo Siigo"
        digits={4}
        control={control}
        error={errors.siigoCentre?.message}
      />
      <SiigoField
        name="siigoSubcentre"
        label="Subcentro Siigo"
        digits={3}
        control={control}
        error={errors.siigoSubcentre?.message}
      />
    </FormDialog>
  );
}

/**
 * Siigo Pyme's own centre or sub-centre for this cost centre (decision 0315): optional here, needed
 * only by the Siigo Pyme accounting file, which Siigo refuses with the company's code.
 */
function SiigoField({
  name,
  label,
  digits,
  control,
  error,
}: {
  name: 'siigoCentre' | 'siigoSubcentre';
  label: string;
  digits: number;
  control: Control<TCostCentreRequest>;
  error: string | undefined;
}) {
  const id = name === 'siigoCentre' ? 'cost-centre-siigo-centre' : 'cost-centre-siigo-subcentre';
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={`${digits} dígitos; solo para el plano de Siigo Pyme`}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <InputText
            id={id}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputMode="numeric"
            maxLength={digits}
            keyfilter="int"
            invalid={Boolean(error)}
            className="w-full"
          />
        )}
      />
    </FormField>
  );
}
