import {
  INITIAL_BALANCE_LABELS,
  INITIAL_BALANCE_MESSAGES as M,
  type TBalanceContractOption,
  type TCreateInitialBalanceRequest,
  type TInitialBalanceConcept,
  type TInitialBalanceRow,
} from '@quincena/contracts/initial-balances';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useMemo, useState } from 'react';
import {
  type CrudFormState,
  FormDialog,
  FormField,
  saveFeedback,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { type SaveBalanceInput, useSaveInitialBalance } from '../api/initial-balances.mutations.ts';
import { type BalanceFormValues, balanceFormOf, checkBalanceForm, emptyBalanceForm } from './balance-form.ts';

const SOCIAL_SECURITY: readonly TInitialBalanceConcept[] = ['EPS', 'ARL'];
const BENEFITS: readonly TInitialBalanceConcept[] = ['SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION', 'PRIMA'];

const FORM_ID = 'initial-balance-form';

/** 'Crear saldo inicial' and 'Editar saldo inicial' (spec 03 §2.9): the contract only on create. */
export function InitialBalanceDialog({
  visible,
  editing,
  contracts,
  onHide,
}: CrudFormState<TInitialBalanceRow> & { contracts: readonly TBalanceContractOption[] }) {
  const save = useSaveInitialBalance();
  const [values, setValues] = useState<BalanceFormValues>(emptyBalanceForm);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!visible) return;
    setValues(editing ? balanceFormOf(editing) : emptyBalanceForm());
    setFields({});
  }, [visible, editing]);

  const contractOptions = useMemo(
    () =>
      contracts.map((contract) => ({
        value: contract.contractId,
        label: `${contract.contractId} - ${contract.numberId} - ${contract.name}`,
      })),
    [contracts],
  );

  const setPair = (concept: TInitialBalanceConcept, part: 'days' | 'amount', value: number | null) =>
    setValues((previous) => ({
      ...previous,
      balances: { ...previous.balances, [concept]: { ...previous.balances[concept], [part]: value } },
    }));

  function handleSave() {
    const verdict = checkBalanceForm(values, editing !== null);
    if (!verdict.ok) {
      setFields(verdict.fields);
      warnFirst(verdict.first);
      return;
    }
    const input: SaveBalanceInput = editing
      ? { contractId: editing.contractId, body: verdict.body }
      : { body: verdict.body as TCreateInitialBalanceRequest };
    save.mutate(input, saveFeedback({ success: (answer) => answer.message, onHide }));
  }

  const pairInputs = (concept: TInitialBalanceConcept) => (
    <div className="balance-pair" key={concept}>
      <FormField id={`balance-${concept}-days`} label={INITIAL_BALANCE_LABELS[concept].days}>
        <InputNumber
          inputId={`balance-${concept}-days`}
          value={values.balances[concept].days}
          onValueChange={(event) => setPair(concept, 'days', event.value ?? null)}
          min={0}
          max={360}
          maxFractionDigits={2}
          locale="es-CO"
          invalid={Boolean(fields[`balances.${concept}.days`])}
          className="w-full"
          inputClassName="w-full"
        />
      </FormField>
      <FormField id={`balance-${concept}-amount`} label={INITIAL_BALANCE_LABELS[concept].amount}>
        <InputNumber
          inputId={`balance-${concept}-amount`}
          value={values.balances[concept].amount}
          onValueChange={(event) => setPair(concept, 'amount', event.value ?? null)}
          mode="currency"
          currency="COP"
          locale="es-CO"
          min={0}
          maxFractionDigits={2}
          invalid={Boolean(fields[`balances.${concept}.amount`])}
          className="w-full"
          inputClassName="w-full"
        />
      </FormField>
    </div>
  );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Editar saldo inicial' : 'Crear saldo inicial'}
      formId={FORM_ID}
      saving={save.isPending}
      width="40rem"
      className="balance-form"
      requiredNote={false}
      onSubmit={handleSave}
    >
      {editing ? (
        <p className="balance-form__employee">
          <i className="pi pi-user" aria-hidden="true" /> {editing.contractId} - {editing.numberId} -{' '}
          {editing.name}
        </p>
      ) : (
        <FormField id="balance-contract" label="Empleado" required>
          <Dropdown
            inputId="balance-contract"
            value={values.contractId}
            options={contractOptions}
            optionLabel="label"
            optionValue="value"
            filter
            placeholder="Seleccione el empleado"
            emptyMessage={M.noContracts}
            emptyFilterMessage="Sin resultados"
            onChange={(event) => setValues((previous) => ({ ...previous, contractId: event.value ?? null }))}
            invalid={Boolean(fields.contractId)}
            className="w-full"
          />
        </FormField>
      )}
      <FormField id="balance-cut-off" label="Fecha de corte" required>
        <Calendar
          inputId="balance-cut-off"
          value={values.cutOffDate}
          onChange={(event) =>
            setValues((previous) => ({ ...previous, cutOffDate: (event.value as Date) ?? null }))
          }
          dateFormat="dd-mm-yy"
          showIcon
          yearNavigator
          yearRange="2010:2030"
          invalid={Boolean(fields.cutOffDate)}
          className="w-full"
        />
      </FormField>
      <fieldset className="balance-form__section">
        <legend>Seguridad social</legend>
        {SOCIAL_SECURITY.map(pairInputs)}
      </fieldset>
      <fieldset className="balance-form__section">
        <legend>Consolidado de prestaciones sociales</legend>
        {BENEFITS.map(pairInputs)}
      </fieldset>
    </FormDialog>
  );
}
