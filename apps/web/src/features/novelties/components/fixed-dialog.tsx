import {
  NOVELTY_MESSAGES as M,
  type TFixedRequest,
  type TFixedRow,
  ZFixedSaved,
} from '@quincena/contracts/novelties';
import { useEffect, useMemo, useRef } from 'react';
import { type CrudFormState, FormDialog } from '../../../components/crud-page/index.ts';
import { useConcepts } from '../../concepts/index.ts';
import { useFixedOptions, useNoveltyContracts } from '../api/novelties.queries.ts';
import { conceptPickerItems } from './concept-options.ts';
import { checkFixedForm, emptyFixedForm, type FixedFormValues, fixedFormOf } from './fixed-form.ts';
import { ContractSelect } from './novelty-fields.tsx';
import { CONCEPT_CHOICE, noveltyInputsOf } from './novelty-inputs.tsx';
import { useNoveltyForm } from './use-novelty-form.ts';

const FORM_ID = 'fixed-form';

/**
 * Agregar and Editar novedad fija (spec 02 §2–§5): a recurring STA concept from a start date. The
 * period list depends on the contract; the entity list (AFC or voluntary pension) appears only when
 * the concept calls for one; the status starts on the first of the module states.
 */
export function FixedDialog({ visible, editing, onHide }: CrudFormState<TFixedRow>) {
  const contracts = useNoveltyContracts();
  const concepts = useConcepts({ module: 'STA' });
  const conceptItems = useMemo(() => conceptPickerItems(concepts.data ?? []), [concepts.data]);
  // The check reads the latest answer of the options call, which depends on the form's own values.
  const needsEntityRef = useRef(false);
  const form = useNoveltyForm<FixedFormValues, TFixedRequest, TFixedRow>({
    kind: 'fixed',
    schema: ZFixedSaved,
    state: { visible, editing, onHide },
    empty: () => emptyFixedForm(),
    of: fixedFormOf,
    check: (current) => checkFixedForm(current, { conceptNeedsEntity: needsEntityRef.current }),
  });
  const { values, set, patch, errors } = form;
  const { select, date, money } = noveltyInputsOf(values, set, errors);
  const options = useFixedOptions(values.contractId, values.conceptCode, visible);
  const statuses = options.data?.statuses ?? [];
  const periods = options.data?.periods ?? [];
  const entities = useMemo(
    () =>
      (options.data?.entities ?? []).map((entity) => ({
        code: entity.code,
        name: `${entity.type} - ${entity.code} - ${entity.name}`,
      })),
    [options.data],
  );
  const needsEntity = options.data?.conceptNeedsEntity ?? false;
  needsEntityRef.current = needsEntity;

  // The first module state is the default of a new item (spec 02 §4).
  const firstStatus = statuses[0]?.code ?? '';
  useEffect(() => {
    if (visible && !editing && values.status === '' && firstStatus) patch({ status: firstStatus });
  }, [visible, editing, values.status, firstStatus, patch]);
  // A single period (a company paid monthly) is chosen for the user; a stale one is dropped.
  useEffect(() => {
    if (!options.data) return;
    if (values.periodicity && !periods.some((period) => period.code === values.periodicity)) {
      patch({ periodicity: '' });
    } else if (!values.periodicity && periods.length === 1 && periods[0]) {
      patch({ periodicity: periods[0].code });
    }
  }, [options.data, periods, values.periodicity, patch]);

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar novedad fija' : 'Agregar novedad fija'}
      formId={FORM_ID}
      saving={form.saving}
      width="40rem"
      onSubmit={form.handleSave}
    >
      <ContractSelect
        id="fixed-contract"
        value={values.contractId}
        contracts={contracts.data ?? []}
        onChange={(value) => patch({ contractId: value, periodicity: '', entityCode: '' })}
        error={errors.contractId}
      />
      {select('conceptCode', 'fixed-concept', {
        ...CONCEPT_CHOICE,
        items: conceptItems,
        // A new concept may need another entity, or none: the chosen one is cleared.
        onChange: (value) => patch({ conceptCode: value, entityCode: '' }),
        emptyMessage: M.conceptsEmpty,
        filter: true,
      })}
      {select('entityCode', 'fixed-entity', {
        label: 'Entidad',
        items: needsEntity ? entities : [],
        things: 'entidades',
        emptyMessage: M.fixedNoEntities,
        placeholder: 'Seleccione la entidad',
        required: needsEntity,
        disabled: !needsEntity,
      })}
      <div className="crud-form__row">
        {money('value', 'fixed-value', 'Valor')}
        {money('balance', 'fixed-balance', 'Saldo inicial', { required: false })}
      </div>
      <div className="crud-form__row">
        {date('startDate', 'fixed-start', 'Fecha inicio')}
        {date('endDate', 'fixed-end', 'Fecha fin', { required: false })}
      </div>
      <div className="crud-form__row">
        {select('periodicity', 'fixed-period', {
          label: 'Período',
          items: periods,
          things: 'períodos',
          emptyMessage: M.fixedNoPeriods,
          placeholder: 'Seleccione el período',
        })}
        {select('status', 'fixed-status', {
          label: 'Estado',
          items: statuses,
          things: 'estados',
          placeholder: 'Seleccione el estado',
        })}
      </div>
    </FormDialog>
  );
}
