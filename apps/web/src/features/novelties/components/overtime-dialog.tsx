import { conceptDisplayCode } from '@quincena/contracts/concepts';
import {
  type TCreateOvertimeRequest,
  type TOvertimeRow,
  ZOvertimeSaved,
} from '@quincena/contracts/novelties';
import { InputNumber } from 'primereact/inputnumber';
import { useMemo } from 'react';
import { type CrudFormState, FormField } from '../../../components/crud-page/index.ts';
import { useOvertimeConcepts } from '../api/novelties.queries.ts';
import { conceptPickerItems } from './concept-options.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';
import { CONCEPT_CHOICE, noveltyInputsOf } from './novelty-inputs.tsx';
import { checkOvertimeForm, emptyOvertimeForm, overtimeFormOf } from './overtime-form.ts';
import { useNoveltyForm } from './use-novelty-form.ts';

/** Agregar and Actualizar horas extra (spec 02 §2, §7): an update changes calendar, time and date. */
export function OvertimeDialog(state: CrudFormState<TOvertimeRow>) {
  const { editing } = state;
  const concepts = useOvertimeConcepts();
  const conceptItems = useMemo(
    () =>
      conceptPickerItems(
        (concepts.data ?? []).map((concept) => ({
          ...concept,
          displayCode: conceptDisplayCode(concept.code),
        })),
      ),
    [concepts.data],
  );
  const form = useNoveltyForm<ReturnType<typeof emptyOvertimeForm>, TCreateOvertimeRequest, TOvertimeRow>({
    kind: 'overtime',
    schema: ZOvertimeSaved,
    state,
    empty: emptyOvertimeForm,
    of: overtimeFormOf,
    check: checkOvertimeForm,
    // Spec 02 §7: the update carries the calendar, the time and the date only.
    toUpdate: ({ calendarId, hours, date }) => ({ calendarId, hours, date }),
  });
  const { values, set, errors } = form;
  const { select, date } = noveltyInputsOf(values, set, errors);

  return (
    <NoveltyDialog
      state={state}
      form={form}
      prefix="overtime"
      noun="horas extra"
      contractDisabled={editing !== null}
    >
      {select('conceptCode', 'overtime-concept', {
        ...CONCEPT_CHOICE,
        items: conceptItems,
        disabled: editing !== null,
      })}
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
        {date('date', 'overtime-date', 'Fecha')}
      </div>
    </NoveltyDialog>
  );
}
