import { type TOvertimeRow, type TOvertimeSaved, ZOvertimeSaved } from '@quincena/contracts/novelties';
import { InputNumber } from 'primereact/inputnumber';
import {
  type CrudFormState,
  DateField,
  FormDialog,
  FormField,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { useSaveNovelty } from '../api/novelties.mutations.ts';
import { useNoveltyContracts, useOvertimeConcepts, usePayrollCalendars } from '../api/novelties.queries.ts';
import { CalendarSelect, CodeNameSelect, ContractSelect } from './novelty-fields.tsx';
import { checkOvertimeForm, emptyOvertimeForm, overtimeFormOf } from './overtime-form.ts';

const FORM_ID = 'overtime-form';

/** Agregar and Actualizar horas extra (spec 02 §2, §7): an update changes calendar, time and date. */
export function OvertimeDialog({ visible, editing, onHide }: CrudFormState<TOvertimeRow>) {
  const save = useSaveNovelty<unknown, TOvertimeSaved>('overtime', ZOvertimeSaved);
  const contracts = useNoveltyContracts();
  const calendars = usePayrollCalendars();
  const concepts = useOvertimeConcepts();
  const { values, set, errors, submit } = useCheckedForm({
    visible,
    initial: () => (editing ? overtimeFormOf(editing) : emptyOvertimeForm()),
    check: checkOvertimeForm,
  });

  const handleSave = () =>
    submit((body) => {
      const { calendarId, hours, date } = body;
      save.mutate(
        editing ? { id: editing.id, body: { calendarId, hours, date } } : { body },
        saveFeedback<TOvertimeSaved>({ success: (answer) => answer.message, onHide }),
      );
    });

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar horas extra' : 'Agregar horas extra'}
      formId={FORM_ID}
      saving={save.isPending}
      onSubmit={handleSave}
    >
      <CalendarSelect
        id="overtime-calendar"
        value={values.calendarId}
        calendars={calendars.data ?? []}
        onChange={(value) => set('calendarId', value)}
        error={errors.calendarId}
      />
      <ContractSelect
        id="overtime-contract"
        value={values.contractId}
        contracts={contracts.data ?? []}
        onChange={(value) => set('contractId', value)}
        error={errors.contractId}
        disabled={editing !== null}
      />
      <CodeNameSelect
        id="overtime-concept"
        label="Concepto"
        value={values.conceptCode}
        items={concepts.data ?? []}
        onChange={(value) => set('conceptCode', value)}
        error={errors.conceptCode}
        things="conceptos"
        placeholder="Seleccione un concepto"
        showCode
        disabled={editing !== null}
      />
      <div className="crud-form__row">
        <FormField id="overtime-hours" label="Tiempo (horas)" required error={errors.hours}>
          <InputNumber
            inputId="overtime-hours"
            value={values.hours}
            onValueChange={(event) => set('hours', event.value ?? null)}
            min={0}
            maxFractionDigits={2}
            locale="es-CO"
            invalid={Boolean(errors.hours)}
            className="w-full"
            inputClassName="w-full"
          />
        </FormField>
        <FormField id="overtime-date" label="Fecha" required error={errors.date}>
          <DateField
            id="overtime-date"
            value={values.date}
            onChange={(value) => set('date', value)}
            invalid={Boolean(errors.date)}
          />
        </FormField>
      </div>
    </FormDialog>
  );
}
