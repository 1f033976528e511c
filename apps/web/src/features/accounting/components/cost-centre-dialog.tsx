import {
  COST_CENTRE_LIMITS,
  COST_CENTRE_MESSAGES,
  type TCodeName,
  type TCostCentre,
  type TCostCentreRequest,
  ZCostCentreRequest,
} from '@quincena/contracts/accounting';
import { InputText } from 'primereact/inputtext';
import {
  type CrudFormState,
  checkBySchema,
  FormDialog,
  FormField,
  formFieldsOf,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { useSaveCostCentre } from '../api/accounting.mutations.ts';

/** Spec 03 §5: expense type, then name, then code; the optional Siigo Pyme mapping last. */
const CHECK_ORDER = ['expenseType', 'name', 'code', 'siigoCentre', 'siigoSubcentre'] as const;
type CostCentreValues = Required<TCostCentreRequest>;
const EMPTY: CostCentreValues = {
  expenseType: '',
  name: '',
  code: '',
  siigoCentre: '',
  siigoSubcentre: '',
};
const FORM_ID = 'cost-centre-form';
type SiigoName = 'siigoCentre' | 'siigoSubcentre';

/** The add and update dialogs of Centro de costos (spec 03 §2.4): one form, titled by what it does. */
export function CostCentreDialog({
  visible,
  editing,
  expenseTypes,
  onHide,
}: CrudFormState<TCostCentre> & { expenseTypes: readonly TCodeName[] }) {
  const save = useSaveCostCentre();
  // Every failing field is marked at once and follows the typing after a first Guardar.
  const { values, set, errors, markServer, submit } = useCheckedForm({
    visible,
    initial: (): CostCentreValues =>
      editing
        ? {
            expenseType: editing.expenseType.code,
            name: editing.name,
            code: editing.code,
            siigoCentre: editing.siigoCentre ?? '',
            siigoSubcentre: editing.siigoSubcentre ?? '',
          }
        : EMPTY,
    check: (form: CostCentreValues) =>
      checkBySchema<CostCentreValues, TCostCentreRequest>(ZCostCentreRequest, form, CHECK_ORDER),
    revalidate: true,
    focusOnError: [
      ['name', 'cost-centre-name'],
      ['code', 'cost-centre-code'],
    ],
  });

  const handleValid = (body: TCostCentreRequest) =>
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      saveFeedback({
        success: editing ? COST_CENTRE_MESSAGES.updated : COST_CENTRE_MESSAGES.created,
        onHide,
        onRefused: (error) => markServer(error, CHECK_ORDER),
      }),
    );

  const { choice, text } = formFieldsOf(values, set, (name) => errors[name], {
    idOf: (name) => `cost-centre-${name}`,
    named: true,
    inputClassName: 'w-full',
  });
  const siigo = (name: SiigoName, label: string, digits: number) => (
    <SiigoField
      name={name}
      label={label}
      digits={digits}
      value={values[name]}
      onChange={(value) => set(name, value)}
      error={errors[name]}
    />
  );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar centro de costos' : 'Agregar centro de costos'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={() => submit(handleValid)}
    >
      {choice('expenseType', 'Tipo de gasto', expenseTypes, 'tipos de gasto', {
        id: 'cost-centre-expense-type',
        placeholder: 'Seleccione el tipo de gasto',
      })}
      {text('name', 'Nombre', COST_CENTRE_LIMITS.name)}
      {text('code', 'Código', COST_CENTRE_LIMITS.code)}
      {siigo('siigoCentre', 'Centro de costo Siigo', 4)}
      {siigo('siigoSubcentre', 'Subcentro Siigo', 3)}
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
  value,
  onChange,
  error,
}: {
  name: SiigoName;
  label: string;
  digits: number;
  value: string;
  onChange: (value: string) => void;
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
      <InputText
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        maxLength={digits}
        keyfilter="int"
        invalid={Boolean(error)}
        className="w-full"
      />
    </FormField>
  );
}
