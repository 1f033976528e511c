import {
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TReportedRow,
  type TReportedSaved,
  ZReportedSaved,
} from '@quincena/contracts/novelties';
import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import {
  type CrudFormState,
  FormDialog,
  FormField,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { useConcepts } from '../../concepts/index.ts';
import { useSaveNovelty } from '../api/novelties.mutations.ts';
import { useNoveltyContracts, usePayrollCalendars } from '../api/novelties.queries.ts';
import { MoneyInput } from './money-input.tsx';
import { CalendarSelect, CodeNameSelect, ContractSelect } from './novelty-fields.tsx';
import { checkReportedForm, emptyReportedForm, reportedFormOf } from './reported-form.ts';

const FORM_ID = 'reported-form';

/** Agregar and Editar novedad reportada (spec 02 §2, §7): a one-off OCA concept in a payroll period. */
export function ReportedDialog({ visible, editing, onHide }: CrudFormState<TReportedRow>) {
  const save = useSaveNovelty<unknown, TReportedSaved>('reported', ZReportedSaved);
  const contracts = useNoveltyContracts();
  const calendars = usePayrollCalendars();
  const concepts = useConcepts({ module: 'OCA' });
  const conceptItems = useMemo(
    () => (concepts.data ?? []).map((concept) => ({ code: concept.code, name: concept.name })),
    [concepts.data],
  );
  const { values, set, errors, submit } = useCheckedForm({
    visible,
    initial: () => (editing ? reportedFormOf(editing) : emptyReportedForm()),
    check: checkReportedForm,
  });

  const handleSave = () =>
    submit((body) =>
      save.mutate(
        editing ? { id: editing.id, body } : { body },
        saveFeedback<TReportedSaved>({ success: (answer) => answer.message, onHide }),
      ),
    );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar novedad reportada' : 'Agregar novedad reportada'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={handleSave}
    >
      <CalendarSelect
        id="reported-calendar"
        value={values.calendarId}
        calendars={calendars.data ?? []}
        onChange={(value) => set('calendarId', value)}
        error={errors.calendarId}
      />
      <ContractSelect
        id="reported-contract"
        value={values.contractId}
        contracts={contracts.data ?? []}
        onChange={(value) => set('contractId', value)}
        error={errors.contractId}
      />
      <CodeNameSelect
        id="reported-concept"
        label="Concepto"
        value={values.conceptCode}
        items={conceptItems}
        onChange={(value) => set('conceptCode', value)}
        error={errors.conceptCode}
        things="conceptos"
        emptyMessage={M.conceptsEmpty}
        placeholder="Seleccione un concepto"
        showCode
        filter
      />
      <FormField id="reported-value" label="Valor" required error={errors.value}>
        <MoneyInput
          id="reported-value"
          value={values.value}
          onChange={(value) => set('value', value)}
          invalid={Boolean(errors.value)}
        />
      </FormField>
      <FormField
        id="reported-observations"
        label="Observaciones"
        error={errors.observations}
        hint={`${values.observations.length}/${NOVELTY_LIMITS.observationsMax}`}
      >
        <InputText
          id="reported-observations"
          value={values.observations}
          maxLength={NOVELTY_LIMITS.observationsMax}
          onChange={(event) => set('observations', event.target.value)}
          invalid={Boolean(errors.observations)}
          className="w-full"
        />
      </FormField>
    </FormDialog>
  );
}
