import { type TVacationRequest, type TVacationRow, ZVacationSaved } from '@quincena/contracts/novelties';
import { InputNumber } from 'primereact/inputnumber';
import { useCallback, useState } from 'react';
import { type CrudFormState, DateField, FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkVacationStartDate, fetchVacationEndDate } from '../api/novelties.queries.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';
import { noveltyInputsOf } from './novelty-inputs.tsx';
import { useServerEndDate } from './use-end-date.ts';
import { useNoveltyForm } from './use-novelty-form.ts';
import {
  canAskVacationEndDate,
  checkVacationForm,
  emptyVacationForm,
  type VacationFormValues,
  vacationFormOf,
} from './vacation-form.ts';

/**
 * Agregar and Editar vacaciones (spec 02 §4, §5): days in time or in money, never both. For days in
 * time the server computes the end date (business days, the company's vacation system, /Festivos)
 * and checks the start date before the save; when either refuses, the dates are cleared.
 */
export function VacationDialog({ visible, editing, onHide }: CrudFormState<TVacationRow>) {
  const [checking, setChecking] = useState(false);
  const form = useNoveltyForm<VacationFormValues, TVacationRequest, TVacationRow>({
    kind: 'vacations',
    schema: ZVacationSaved,
    state: { visible, editing, onHide },
    empty: emptyVacationForm,
    of: vacationFormOf,
    check: checkVacationForm,
  });
  const { values, set, patch, errors, submit } = form;
  const { date } = noveltyInputsOf(values, set, errors);

  const clearDates = useCallback(
    (message: string) => {
      notify.serverError(message);
      patch({ startDate: '', endDate: '' });
    },
    [patch],
  );
  const endDate = useServerEndDate(
    visible && canAskVacationEndDate(values)
      ? { contractId: values.contractId ?? 0, startDate: values.startDate, days: values.daysInTime ?? 0 }
      : null,
    fetchVacationEndDate,
    clearDates,
  );

  async function handleValid(request: TVacationRequest, typed: VacationFormValues) {
    const body = { ...request };
    const days = typed.daysInTime ?? 0;
    if (days > 0 && typed.contractId !== null && typed.startDate) {
      setChecking(true);
      try {
        const params = { contractId: typed.contractId, startDate: typed.startDate };
        await checkVacationStartDate({ ...params, excludeId: editing?.id ?? null });
        body.endDate = await fetchVacationEndDate({ ...params, days });
      } catch (error) {
        clearDates(errorMessage(error));
        return;
      } finally {
        setChecking(false);
      }
    }
    form.send(body);
  }

  const daysInput = (field: 'daysInTime' | 'daysInMoney', label: string, decimals: number) => (
    <FormField id={`vacation-${field}`} label={label} error={errors[field]}>
      <InputNumber
        inputId={`vacation-${field}`}
        value={values[field]}
        onValueChange={(event) => {
          const value = event.value ?? null;
          // Days paid in money carry no dates (spec 02 §5).
          if (field === 'daysInMoney' && value !== null && value > 0) patch({ startDate: '', endDate: '' });
          set(field, value);
        }}
        min={0}
        maxFractionDigits={decimals}
        locale="es-CO"
        invalid={Boolean(errors[field])}
        className="w-full"
        inputClassName="w-full"
      />
    </FormField>
  );

  const inMoney = (values.daysInMoney ?? 0) > 0;
  return (
    <NoveltyDialog
      state={{ visible, editing, onHide }}
      form={form}
      prefix="vacation"
      noun="vacaciones"
      saving={checking}
      onSubmit={() => submit((body, typed) => void handleValid(body, typed))}
    >
      <div className="crud-form__row">
        {daysInput('daysInTime', 'Días en tiempo', 0)}
        {daysInput('daysInMoney', 'Días en dinero', 2)}
      </div>
      <div className="crud-form__row">
        {date('startDate', 'vacation-start', 'Fecha inicio', { required: false, disabled: inMoney })}
        <FormField
          id="vacation-end"
          label="Fecha fin"
          hint={endDate.pending ? 'Calculando…' : 'La calcula Quincena con los días hábiles y los festivos'}
        >
          <DateField id="vacation-end" value={endDate.endDate} readOnly />
        </FormField>
      </div>
    </NoveltyDialog>
  );
}
