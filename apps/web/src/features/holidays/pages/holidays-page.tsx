import './holidays.css';
import { HOLIDAY_MESSAGES, type TVacationSystem } from '@quincena/contracts/holidays';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useMemo, useState } from 'react';
import { FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ReferenceSelect } from '../../reference/components/reference-select.tsx';
import { useSaveHolidaySettings } from '../api/holidays.mutations.ts';
import { useHolidaySettings, useHolidays } from '../api/holidays.queries.ts';
import { HolidayCalendar } from '../components/holiday-calendar.tsx';
import {
  type HolidayFormValues,
  holidayFormErrors,
  initialViewDate,
  yearOptions,
} from '../components/holiday-calendar-logic.ts';
import { HolidayList } from '../components/holiday-list.tsx';

/** /Festivos (spec 01 §2.12; issue 4): the Colombian holidays of a year and the company's vacation system. */
export function HolidaysPage() {
  const today = useMemo(() => new Date(), []);
  const [values, setValues] = useState<HolidayFormValues>({
    vacationSystem: null,
    year: today.getFullYear(),
  });
  const [errors, setErrors] = useState<ReturnType<typeof holidayFormErrors>>({});
  const shownYear = values.year ?? today.getFullYear();
  const [viewDate, setViewDate] = useState(() => initialViewDate(shownYear, today));
  const settings = useHolidaySettings();
  const holidays = useHolidays(shownYear);
  const save = useSaveHolidaySettings();
  const years = useMemo(() => yearOptions(today.getFullYear()), [today]);

  // The stored vacation system fills the select once it arrives.
  const storedSystem = settings.data?.vacationSystem ?? null;
  useEffect(() => {
    if (storedSystem)
      setValues((current) => ({ ...current, vacationSystem: current.vacationSystem ?? storedSystem }));
  }, [storedSystem]);

  function chooseYear(year: number | null) {
    setValues((current) => ({ ...current, year }));
    setErrors((current) => ({ ...current, year: undefined }));
    if (year !== null) setViewDate(initialViewDate(year, today));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = holidayFormErrors(values);
    setErrors(found);
    const first = found.vacationSystem ?? found.year;
    if (first) {
      notify.warn(first, { title: 'Alerta' });
      return;
    }
    save.mutate(
      { vacationSystem: values.vacationSystem as TVacationSystem },
      {
        onSuccess: () => notify.success(HOLIDAY_MESSAGES.saved, { life: 4000 }),
        onError: (error) => notify.serverError(errorMessage(error), { title: 'Aviso' }),
      },
    );
  }

  const businessDays = holidays.data?.businessDays;
  return (
    <div className="page">
      <PageTitle title="Configuración festivos" videoKey="FESTIVOS" />
      <PageMessages page="Festivos" />
      <section className="holidays-settings surface-card border-round-xl shadow-1">
        <form className="holidays-settings__form" onSubmit={submit} noValidate>
          <FormField
            id="holidays-vacation-system"
            label="Sistema de vacaciones"
            required
            error={errors.vacationSystem}
          >
            <ReferenceSelect
              listKey="vacation-systems"
              inputId="holidays-vacation-system"
              things="sistemas de vacaciones"
              value={values.vacationSystem}
              onChange={(code) => {
                setValues((current) => ({ ...current, vacationSystem: code }));
                setErrors((current) => ({ ...current, vacationSystem: undefined }));
              }}
              invalid={Boolean(errors.vacationSystem)}
              aria-describedby={errors.vacationSystem ? 'holidays-vacation-system-error' : undefined}
            />
          </FormField>
          <FormField id="holidays-year" label="Fecha festivos" required error={errors.year}>
            <Dropdown
              inputId="holidays-year"
              value={values.year}
              options={years}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => chooseYear((event.value as number | null | undefined) ?? null)}
              placeholder="Seleccione"
              emptyMessage="No hay años disponibles"
              className={errors.year ? 'w-full p-invalid' : 'w-full'}
            />
          </FormField>
          <div className="holidays-settings__actions">
            <Button type="submit" label="Guardar" icon="pi pi-save" loading={save.isPending} />
          </div>
        </form>
        {businessDays && (
          <p className="holidays-settings__summary">
            Días hábiles en {shownYear}: {businessDays.MONDAY_TO_FRIDAY} de lunes a viernes ·{' '}
            {businessDays.MONDAY_TO_SATURDAY} de lunes a sábado (sin domingos ni festivos).
          </p>
        )}
      </section>
      <section className="holidays-view">
        <div className="holidays-view__calendar surface-card border-round-xl shadow-1">
          <h2 className="holidays-view__title">Calendario {shownYear}</h2>
          <HolidayCalendar
            year={shownYear}
            holidays={holidays.data?.holidays ?? []}
            viewDate={viewDate}
            onViewDateChange={setViewDate}
          />
          <div className="holidays-legend">
            <span className="holidays-legend__dot" aria-hidden="true" /> Día festivo
          </div>
        </div>
        <div className="holidays-view__list surface-card border-round-xl shadow-1">
          <h2 className="holidays-view__title">Festivos de Colombia {shownYear}</h2>
          <HolidayList holidays={holidays.data?.holidays ?? []} loading={holidays.isLoading} />
        </div>
      </section>
    </div>
  );
}
