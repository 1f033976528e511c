import { BILLING_MESSAGES } from '@quincena/contracts/billing';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect } from 'react';
import { FormField, TextField, useCheckedForm } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBillingPlan, useSaveBillingPlan } from '../api/billing-admin.queries.ts';
import {
  checkPlanForm,
  emptyPlanForm,
  numberingText,
  type PlanFormValues,
  planToForm,
} from '../billing-plan-form.ts';

type NumberField = {
  [K in keyof PlanFormValues]: PlanFormValues[K] extends string ? never : K;
}[keyof PlanFormValues];
type TextName = Exclude<keyof PlanFormValues, NumberField>;

/** Plan de precios (issue 31, decision 0334): what every company pays, the numbering and the seller. */
export function BillingPlanSection() {
  const plan = useBillingPlan();
  const save = useSaveBillingPlan();
  const { values, set, reset, errors, setErrors, markServer, submit } = useCheckedForm({
    visible: true,
    initial: emptyPlanForm,
    check: checkPlanForm,
    revalidate: true,
  });
  const stored = plan.data?.plan ?? null;

  useEffect(() => {
    if (stored) reset(planToForm(stored));
  }, [stored, reset]);

  function handleSave() {
    submit((body) =>
      save.mutate(body, {
        onSuccess: () => {
          setErrors({});
          notify.success(BILLING_MESSAGES.planSaved);
        },
        onError: (error) => {
          markServer(error);
          notify.serverError(errorMessage(error, 'No se pudo guardar el plan de precios'));
        },
      }),
    );
  }

  const number = (
    name: NumberField,
    label: string,
    options: { money?: boolean; suffix?: string; decimals?: number } = {},
  ) => (
    <FormField
      id={`plan-${name}`}
      label={label}
      required
      error={errors[name]}
      className="field col-12 md:col-3"
    >
      <InputNumber
        inputId={`plan-${name}`}
        value={values[name]}
        onValueChange={(event) => set(name, event.value ?? null)}
        locale="es-CO"
        {...(options.money ? { mode: 'currency' as const, currency: 'COP', maxFractionDigits: 0 } : {})}
        {...(options.decimals ? { maxFractionDigits: options.decimals } : {})}
        {...(options.suffix ? { suffix: options.suffix } : {})}
        useGrouping={name !== 'rangeFrom' && name !== 'rangeTo'}
        min={0}
        invalid={Boolean(errors[name])}
        className="w-full"
        inputClassName="w-full"
      />
    </FormField>
  );

  const text = (name: TextName, label: string, className: string, maxLength: number) => (
    <TextField
      id={`plan-${name}`}
      label={label}
      required
      error={errors[name]}
      className={className}
      value={values[name]}
      onChange={(value) => set(name, value)}
      maxLength={maxLength}
      inputClassName="w-full"
    />
  );

  return (
    <section className="ti-section" aria-labelledby="ti-plan-title">
      <h2 id="ti-plan-title" className="ti-section__title">
        Plan de precios
      </h2>
      {plan.isError && (
        <p role="alert">{errorMessage(plan.error, 'No se pudo cargar el plan de precios.')}</p>
      )}
      {plan.data && !stored && (
        <p className="text-color-secondary">
          Aún no hay un plan de precios: mientras no se guarde uno no se emiten facturas.
        </p>
      )}
      <form
        className="formgrid grid"
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
      >
        {number('baseFee', 'Tarifa básica mensual', { money: true })}
        {number('employeePrice', 'Precio por empleado liquidado', { money: true })}
        {number('vatRate', 'Tarifa de IVA', { suffix: ' %', decimals: 2 })}
        {number('billingDay', 'Día de facturación')}
        {number('dueDays', 'Días para pagar')}
        {text('prefix', 'Prefijo', 'field col-12 md:col-3', 4)}
        {number('rangeFrom', 'Número inicial del rango')}
        {number('rangeTo', 'Número final del rango')}
        {text('sellerName', 'Razón social del prestador', 'field col-12 md:col-6', 200)}
        {text('sellerNit', 'NIT del prestador', 'field col-8 md:col-2', 12)}
        {text('sellerCheckDigit', 'DV', 'field col-4 md:col-1', 1)}
        {text('sellerAddress', 'Dirección del prestador', 'field col-12 md:col-3', 200)}
        <div className="col-12 flex flex-wrap align-items-center gap-3">
          <Button type="submit" label="Guardar plan" icon="pi pi-save" loading={save.isPending} />
          {stored && (
            <span className="text-color-secondary" data-testid="plan-numbering">
              {numberingText(stored)}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
