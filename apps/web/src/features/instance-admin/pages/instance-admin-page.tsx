import '../instance-admin.css';
import type { TInstanceActionRequest } from '@quincena/contracts/instance-admin';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInstanceOptions, useRunInstanceAction } from '../api/instance-admin.queries.ts';
import { BillingPlanSection } from '../components/billing-plan-section.tsx';
import { IssuedInvoicesSection } from '../components/issued-invoices-section.tsx';
import { ReceivedPaymentsSection } from '../components/received-payments-section.tsx';

interface Option {
  code: string;
  name: string;
  description: string;
}

/** An option as the spec shows it: its name with its description under it. */
function optionTemplate(option: Option | null) {
  if (!option) return null;
  return (
    <div>
      <div>{option.name}</div>
      <small className="text-color-secondary">{option.description}</small>
    </div>
  );
}

/** What names a picker: its id, label and placeholder, and its options in the plural for the empty text. */
interface PickerTexts {
  id: string;
  label: string;
  placeholder: string;
  things: string;
}

const INSTANCE: PickerTexts = {
  id: 'ti-instance',
  label: 'Instancia',
  placeholder: 'Seleccione la instancia',
  things: 'instancias',
};
const ACTION: PickerTexts = {
  id: 'ti-action',
  label: 'Acción',
  placeholder: 'Seleccione la acción',
  things: 'acciones',
};

/** One of the page's two searchable pickers (instance, action), half the row wide. */
function OptionPicker({
  of: { id, label, placeholder, things },
  value,
  options,
  onChange,
}: {
  of: PickerTexts;
  value: string | null;
  options: Option[];
  onChange: (code: string | null) => void;
}) {
  return (
    <div className="field col-12 md:col-6">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionLabel="name"
        optionValue="code"
        itemTemplate={optionTemplate}
        filter
        placeholder={placeholder}
        emptyMessage={noOptionsText(things)}
        emptyFilterMessage="Sin resultados"
        onChange={(event) => onChange(event.value ?? null)}
        className="w-full"
      />
    </div>
  );
}

/**
 * Administración instancias (/TI, spec 03 §2.19): an operator's actions on this installation, and
 * the service's billing (issue 31): the price plan, every company's invoices and payments.
 */
export function InstanceAdminPage() {
  const options = useInstanceOptions();
  const run = useRunInstanceAction();
  const [instance, setInstance] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const instances = options.data?.instances ?? [];
  const actions = options.data?.actions ?? [];

  async function accept() {
    if (!instance || !action) return;
    try {
      const result = await run.mutateAsync({ instance, action } as TInstanceActionRequest);
      if (result.severity === 'success') notify.success(result.message, { life: 6_000 });
      else notify.warn(result.message, { title: 'Advertencia', sticky: true });
    } catch (error) {
      notify.serverError(errorMessage(error, 'No se pudo ejecutar la acción'));
    }
  }

  return (
    <div className="page">
      <PageTitle title="Administración instancias" videoKey="TI" />
      {options.isError && (
        <p role="alert">{errorMessage(options.error, 'No se pudieron cargar las opciones.')}</p>
      )}
      <div className="formgrid grid" style={{ maxWidth: '48rem' }}>
        <OptionPicker of={INSTANCE} value={instance} options={instances} onChange={setInstance} />
        <OptionPicker of={ACTION} value={action} options={actions} onChange={setAction} />
      </div>
      <Button
        type="button"
        label="Aceptar"
        icon="pi pi-check"
        loading={run.isPending}
        disabled={!instance || !action}
        onClick={() => void accept()}
      />
      <BillingPlanSection />
      <IssuedInvoicesSection />
      <ReceivedPaymentsSection />
    </div>
  );
}
