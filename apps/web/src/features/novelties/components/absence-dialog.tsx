import {
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TAbsenceRequest,
  type TAbsenceRow,
  ZAbsenceSaved,
} from '@quincena/contracts/novelties';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useCallback, useMemo, useState } from 'react';
import { type CrudFormState, DateField, FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  fetchAbsenceEndDate,
  useAbsenceExtensions,
  useContingencies,
  useDiagnoses,
} from '../api/novelties.queries.ts';
import {
  type AbsenceFormValues,
  absenceDays,
  absenceFormOf,
  allowsExtension,
  checkAbsenceForm,
  emptyAbsenceForm,
} from './absence-form.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';
import { CodeNameSelect, ObservationsField } from './novelty-fields.tsx';
import { noveltyInputsOf } from './novelty-inputs.tsx';
import { useServerEndDate } from './use-end-date.ts';
import { useNoveltyForm } from './use-novelty-form.ts';

/**
 * Agregar and Actualizar ausentismo (spec 02 §2–§5): the contingency decides whether a Prórroga
 * (1053, 1061) and a CIE-10 diagnosis (incapacities) apply; the end date comes from the server
 * before every create and update, and an overlap with another absence or a vacation is refused there.
 */
export function AbsenceDialog({ visible, editing, onHide }: CrudFormState<TAbsenceRow>) {
  const contingencies = useContingencies();
  const [diagnosisSearch, setDiagnosisSearch] = useState('');
  const [askingEndDate, setAskingEndDate] = useState(false);

  const contingencyOf = useCallback(
    (code: string) => (contingencies.data ?? []).find((item) => item.code === code),
    [contingencies.data],
  );
  const form = useNoveltyForm<AbsenceFormValues, TAbsenceRequest, TAbsenceRow>({
    kind: 'absences',
    schema: ZAbsenceSaved,
    state: { visible, editing, onHide },
    empty: emptyAbsenceForm,
    of: absenceFormOf,
    check: (current) =>
      checkAbsenceForm(current, { incapacity: contingencyOf(current.contingencyCode)?.incapacity ?? false }),
  });
  const { values, set, patch, errors, submit } = form;
  const { date } = noveltyInputsOf(values, set, errors);
  const contingency = contingencyOf(values.contingencyCode);
  const incapacity = contingency?.incapacity ?? false;
  const extensible = allowsExtension(values.contingencyCode);

  const extensions = useAbsenceExtensions(
    values.contractId,
    values.contingencyCode,
    editing?.id ?? null,
    visible && extensible,
  );
  const diagnoses = useDiagnoses(diagnosisSearch, visible && incapacity);
  const diagnosisOptions = useMemo(() => {
    const found = (diagnoses.data ?? []).map((item) => ({
      value: item.code,
      label: `${item.code} - ${item.name}`,
    }));
    // The edited absence's diagnosis stays choosable whatever the search shows.
    if (editing?.diagnosisCode && !found.some((item) => item.value === editing.diagnosisCode)) {
      found.unshift({
        value: editing.diagnosisCode,
        label: `${editing.diagnosisCode} - ${editing.diagnosisName ?? ''}`,
      });
    }
    return found;
  }, [diagnoses.data, editing]);

  const days = absenceDays(values.days);
  const endDate = useServerEndDate(
    visible && values.contractId !== null && values.startDate !== '' && 'days' in days
      ? { contractId: values.contractId, startDate: values.startDate, days: days.days }
      : null,
    fetchAbsenceEndDate,
    () => undefined, // the save asks again and shows the refusal then
  );

  async function handleValid(request: TAbsenceRequest, typed: AbsenceFormValues) {
    const parsed = absenceDays(typed.days);
    if (typed.contractId === null || !('days' in parsed)) return;
    setAskingEndDate(true);
    let end: string;
    try {
      // Spec 02 §4: the end date is obtained from the server before both create and update.
      end = await fetchAbsenceEndDate({
        contractId: typed.contractId,
        startDate: typed.startDate,
        days: parsed.days,
      });
    } catch (error) {
      notify.serverError(errorMessage(error));
      return;
    } finally {
      setAskingEndDate(false);
    }
    form.send({ ...request, endDate: end });
  }

  return (
    <NoveltyDialog
      state={{ visible, editing, onHide }}
      form={form}
      prefix="absence"
      noun="ausentismo"
      width="42rem"
      saving={askingEndDate}
      onSubmit={() => submit((body, typed) => void handleValid(body, typed))}
      onContract={(value) => patch({ contractId: value, extensionOfId: null })}
    >
      <CodeNameSelect
        id="absence-contingency"
        label="Contingencia"
        value={values.contingencyCode}
        items={contingencies.data ?? []}
        onChange={(value) => {
          const next = contingencyOf(value);
          patch({
            contingencyCode: value,
            extensionOfId: null,
            ...(next?.incapacity ? {} : { diagnosisCode: '' }),
          });
        }}
        error={errors.contingencyCode}
        things="contingencias"
        emptyMessage={M.absenceContingenciesEmpty}
        placeholder="Seleccione la contingencia"
        showCode
        filter
      />
      {extensible && (
        <FormField id="absence-extension" label="Prórroga" error={errors.extensionOfId}>
          <Dropdown
            inputId="absence-extension"
            value={values.extensionOfId}
            options={(extensions.data ?? []).map((item) => ({ value: item.id, label: item.label }))}
            optionLabel="label"
            optionValue="value"
            placeholder="Seleccione la incapacidad que prorroga"
            emptyMessage={M.absenceExtensionsEmpty}
            showClear
            onChange={(event) => set('extensionOfId', (event.value as number | null) ?? null)}
            className="w-full"
          />
        </FormField>
      )}
      <div className="crud-form__row">
        {date('startDate', 'absence-start', 'Fecha inicio')}
        <FormField id="absence-days" label="Tiempo (días)" required error={errors.days}>
          <InputText
            id="absence-days"
            value={values.days}
            inputMode="numeric"
            keyfilter="pint"
            maxLength={NOVELTY_LIMITS.absenceTimeChars}
            onChange={(event) => set('days', event.target.value)}
            invalid={Boolean(errors.days)}
            className="w-full"
          />
        </FormField>
      </div>
      <FormField id="absence-end" label="Fecha fin" hint={endDate.pending ? 'Calculando…' : undefined}>
        <DateField id="absence-end" value={endDate.endDate} readOnly />
      </FormField>
      <FormField
        id="absence-diagnosis"
        label={M.absenceDiagnosisLabel}
        required={incapacity}
        error={errors.diagnosisCode}
      >
        <Dropdown
          inputId="absence-diagnosis"
          value={values.diagnosisCode || null}
          options={diagnosisOptions}
          optionLabel="label"
          optionValue="value"
          filter
          filterPlaceholder="Buscar por código o nombre"
          onFilter={(event) => setDiagnosisSearch(event.filter)}
          placeholder={incapacity ? 'Seleccione el diagnóstico' : 'No aplica'}
          emptyMessage={M.absenceDiagnosesEmpty}
          emptyFilterMessage={M.absenceDiagnosesEmpty}
          disabled={!incapacity}
          showClear
          onChange={(event) => set('diagnosisCode', (event.value as string | null) ?? '')}
          invalid={Boolean(errors.diagnosisCode)}
          className="w-full"
        />
      </FormField>
      <ObservationsField
        id="absence-observations"
        value={values.observations}
        onChange={(value) => set('observations', value)}
        error={errors.observations}
      />
    </NoveltyDialog>
  );
}
