import {
  ACCOUNT_PLAN_MESSAGES,
  MANAGES_COST_CENTRE_OPTIONS,
  PUC_ACCOUNT_MAX_LENGTH,
  pucClassOf,
  type TAccountingOptions,
  type TAccountPlanRequest,
  type TAccountPlanRow,
  THIRD_PARTY_MESSAGES,
  THIRD_PARTY_TYPE,
  ZAccountPlanRequest,
} from '@quincena/contracts/accounting';
import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useCallback, useMemo, useState } from 'react';
import {
  checkBySchema,
  FormDialog,
  FormField,
  saveFeedback,
  useCheckedForm,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { useSaveAccountPlanRow } from '../api/accounting.mutations.ts';
import { accountingKeys } from '../api/accounting.queries.ts';
import {
  ACCOUNT_PLAN_CHECK_ORDER,
  type AccountPlanFormValues,
  accountPlanPayload,
  EMPTY_ACCOUNT_PLAN_FORM,
  formValuesOf,
} from './account-plan-form.ts';
import { type NitCheck, NitLookupField } from './nit-lookup-field.tsx';
import { ThirdPartyDialog } from './third-party-dialog.tsx';

const FORM_ID = 'account-plan-form';

/** The contract checks what would be sent, so a hidden field's stale value never blocks a save. */
const checkAccountPlan = (values: AccountPlanFormValues) =>
  checkBySchema<AccountPlanFormValues, TAccountPlanRequest>(
    ZAccountPlanRequest,
    accountPlanPayload(values),
    ACCOUNT_PLAN_CHECK_ORDER,
  );

function AccountHint({ account }: { account: string }) {
  const pucClass = pucClassOf(account);
  if (!account) return null;
  if (account.includes('*')) {
    return <small className="crud-form__hint">Cuenta por completar (*)</small>;
  }
  return pucClass ? (
    <small className="crud-form__hint">{`Clase ${pucClass.code}: ${pucClass.name}`}</small>
  ) : null;
}

/**
 * 'Agregar Plan de cuentas contables' and 'Actualizar Plan de cuentas contables' (spec 03 §2.6, §5): the concept's
 * accounts, nature, voucher type and third-party rule; 14630 shows the NIT with its look-up and 'Crear Tercero',
 * 14631 the entity type.
 */
export function AccountPlanDialog({
  visible,
  editing,
  options,
  onHide,
}: {
  visible: boolean;
  editing: TAccountPlanRow | null;
  options: TAccountingOptions | undefined;
  onHide: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveAccountPlanRow();
  const [nitCheck, setNitCheck] = useState<NitCheck>('idle');
  const [creatingThird, setCreatingThird] = useState(false);
  // Every failing field is marked at once and follows the typing after a first Guardar.
  const { values, set, patch, errors, setErrors, markServer, submit } = useCheckedForm({
    visible,
    initial: () => (editing ? formValuesOf(editing) : EMPTY_ACCOUNT_PLAN_FORM),
    check: checkAccountPlan,
    revalidate: true,
    focusOnError: [
      ['account1', 'account-plan-account1'],
      ['account2', 'account-plan-account2'],
    ],
  });
  const { thirdPartyType, thirdPartyNit, account1, account2 } = values;
  /** The NIT comes from its look-up or from Crear Tercero: its message goes, it is not re-checked. */
  const setNit = (nit: string) => {
    patch({ thirdPartyNit: nit });
    setErrors((previous) => ({ ...previous, thirdPartyNit: undefined }));
  };
  // "001 - Salario básico": the display code, never the engine's identifier (decision 0314).
  const conceptItems = useMemo(
    () =>
      (options?.concepts ?? []).map((item) => ({
        code: item.code,
        name: `${conceptDisplayCode(item.code)} - ${item.name}`,
      })),
    [options?.concepts],
  );

  const handleNitCheck = useCallback((state: NitCheck) => setNitCheck(state), []);

  function handleValid(body: TAccountPlanRequest) {
    if (body.thirdPartyType === THIRD_PARTY_TYPE.specific && nitCheck !== 'valid') {
      const message =
        nitCheck === 'checking' ? 'Espere mientras se valida el NIT' : THIRD_PARTY_MESSAGES.unknownNit;
      setErrors((previous) => ({ ...previous, thirdPartyNit: message }));
      warnFirst(message);
      return;
    }
    save.mutate(
      // The checked body goes through the payload rule again, as it always did (it is idempotent).
      { ...(editing ? { id: editing.id } : {}), body: accountPlanPayload(body as AccountPlanFormValues) },
      saveFeedback({
        // Spec 03 §8: the same words after an add and after an update.
        success: ACCOUNT_PLAN_MESSAGES.created,
        onHide,
        onRefused: (error) => markServer(error, ACCOUNT_PLAN_CHECK_ORDER),
      }),
    );
  }

  const select = (
    name: 'concept' | 'nature' | 'voucherType' | 'thirdPartyType' | 'entityType' | 'expenseType',
    label: string,
    items: readonly { code: string; name: string }[],
    things: string,
    extra: { required?: boolean; filter?: boolean; showCode?: boolean } = {},
  ) => (
    <FormField
      id={`account-plan-${name}`}
      label={label}
      required={extra.required !== false}
      error={errors[name]}
    >
      <Dropdown
        inputId={`account-plan-${name}`}
        value={values[name] || null}
        options={items.map((item) => ({
          code: item.code,
          label: extra.showCode ? `${item.code} - ${item.name}` : item.name,
        }))}
        optionLabel="label"
        optionValue="code"
        placeholder="Seleccione"
        emptyMessage={noOptionsText(things)}
        emptyFilterMessage={noOptionsText(things)}
        filter={extra.filter}
        showClear={extra.required === false}
        onChange={(event) => {
          set(name, event.value ?? '');
          if (name === 'thirdPartyType')
            setErrors((previous) => ({ ...previous, thirdPartyNit: undefined, entityType: undefined }));
        }}
        invalid={Boolean(errors[name])}
        className="w-full"
      />
    </FormField>
  );

  const account = (name: 'account1' | 'account2', label: string, value: string, required: boolean) => (
    <div className="field-group">
      <label htmlFor={`account-plan-${name}`} className="field-label">
        {label}
        {required && ' *'}
      </label>
      <InputText
        id={`account-plan-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        maxLength={PUC_ACCOUNT_MAX_LENGTH}
        inputMode="numeric"
        placeholder="Ej. 510506"
        invalid={Boolean(errors[name])}
        className="w-full"
      />
      {errors[name] ? <small className="field-error">{errors[name]}</small> : <AccountHint account={value} />}
    </div>
  );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar Plan de cuentas contables' : 'Agregar Plan de cuentas contables'}
      formId={FORM_ID}
      saving={save.isPending}
      width="44rem"
      onSubmit={() => submit(handleValid)}
      after={
        <ThirdPartyDialog
          visible={creatingThird}
          editing={null}
          initialNit={thirdPartyNit.trim()}
          documentTypes={options?.documentTypes ?? []}
          formId="nested-third-party-form"
          onHide={() => setCreatingThird(false)}
          onSaved={(saved) => {
            queryClient.setQueryData(accountingKeys.thirdPartyByNit(saved.nit), saved);
            setNit(saved.nit);
          }}
        />
      }
    >
      {select('concept', 'Concepto', conceptItems, 'conceptos', { filter: true })}
      <div className="crud-form__row">
        {account('account1', 'Cuenta 1', account1, true)}
        {account('account2', 'Cuenta 2', account2, false)}
      </div>
      <div className="crud-form__row">
        {select('nature', 'Naturaleza', options?.natures ?? [], 'naturalezas')}
        {select('voucherType', 'Tipo comprobante', options?.voucherTypes ?? [], 'tipos de comprobante')}
      </div>
      {select('thirdPartyType', 'Tipo tercero', options?.thirdPartyTypes ?? [], 'tipos de tercero')}
      {thirdPartyType === THIRD_PARTY_TYPE.specific && (
        <NitLookupField
          value={thirdPartyNit}
          onChange={setNit}
          onCheck={handleNitCheck}
          onCreate={() => setCreatingThird(true)}
          {...(errors.thirdPartyNit ? { error: errors.thirdPartyNit } : {})}
        />
      )}
      {thirdPartyType === THIRD_PARTY_TYPE.entity &&
        select('entityType', 'Tipo entidad', options?.entityTypes ?? [], 'tipos de entidad')}
      <div className="crud-form__row">
        {select('expenseType', 'Tipo de gasto', options?.expenseTypes ?? [], 'tipos de gasto', {
          required: false,
        })}
        <FormField id="account-plan-managesCostCentre" label="Maneja centro costo" required>
          <Dropdown
            inputId="account-plan-managesCostCentre"
            value={values.managesCostCentre}
            options={[...MANAGES_COST_CENTRE_OPTIONS]}
            optionLabel="name"
            optionValue="value"
            onChange={(event) => set('managesCostCentre', event.value)}
            invalid={Boolean(errors.managesCostCentre)}
            className="w-full"
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
