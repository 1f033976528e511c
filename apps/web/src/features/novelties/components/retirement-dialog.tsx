import {
  NOVELTY_MESSAGES as M,
  type TRetirementRow,
  type TRetirementSaved,
  ZRetirementSaved,
} from '@quincena/contracts/novelties';
import {
  type CrudFormState,
  DateField,
  FormDialog,
  FormField,
  saveFeedback,
  useCheckedForm,
  withoutQuotes,
} from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { useSaveNovelty } from '../api/novelties.mutations.ts';
import { useNoveltyContracts, usePayrollCalendars, useRetirementReasons } from '../api/novelties.queries.ts';
import { CalendarSelect, CodeNameSelect, ContractSelect } from './novelty-fields.tsx';
import { checkRetirementForm, emptyRetirementForm, retirementFormOf } from './retirement-form.ts';

const FORM_ID = 'retirement-form';

/** Spec 02 §8: retirement refusals are a sticky warning titled Alerta, without the server's quotes. */
export const showRetirementError = (message: string) =>
  notify.serverError(withoutQuotes(message), { title: 'Alerta' });

/** Agregar and Actualizar retiro (spec 02 §7): calendar, employee, reason and withdrawal date. */
export function RetirementDialog({ visible, editing, onHide }: CrudFormState<TRetirementRow>) {
  const save = useSaveNovelty<unknown, TRetirementSaved>('retirements', ZRetirementSaved);
  const contracts = useNoveltyContracts();
  const calendars = usePayrollCalendars();
  const reasons = useRetirementReasons();
  const { values, set, errors, submit } = useCheckedForm({
    visible,
    initial: () => (editing ? retirementFormOf(editing) : emptyRetirementForm()),
    check: checkRetirementForm,
  });

  const handleSave = () =>
    submit((body) =>
      save.mutate(
        editing ? { id: editing.id, body } : { body },
        saveFeedback<TRetirementSaved>({
          success: (answer) => answer.message,
          onHide,
          showError: showRetirementError,
        }),
      ),
    );

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar retiro' : 'Agregar retiro'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={handleSave}
    >
      <CalendarSelect
        id="retirement-calendar"
        value={values.calendarId}
        calendars={calendars.data ?? []}
        onChange={(value) => set('calendarId', value)}
        error={errors.calendarId}
      />
      <ContractSelect
        id="retirement-contract"
        value={values.contractId}
        contracts={contracts.data ?? []}
        onChange={(value) => set('contractId', value)}
        error={errors.contractId}
      />
      <CodeNameSelect
        id="retirement-reason"
        label="Motivo de retiro"
        value={values.reasonCode}
        items={reasons.data ?? []}
        onChange={(value) => set('reasonCode', value)}
        error={errors.reasonCode}
        things="motivos de retiro"
        emptyMessage={M.retirementReasonsEmpty}
        placeholder="Seleccione el motivo"
      />
      <FormField id="retirement-date" label="Fecha de retiro" required error={errors.date}>
        <DateField
          id="retirement-date"
          value={values.date}
          onChange={(value) => set('date', value)}
          invalid={Boolean(errors.date)}
        />
      </FormField>
    </FormDialog>
  );
}
