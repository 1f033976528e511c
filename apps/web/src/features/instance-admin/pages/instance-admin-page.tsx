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

/**
 * Administración instancias (/TI, spec 03 §2.19): an operator's actions on this installation, and
 * the service's billing (issue 31): the price plan, every company's invoices and payments.
 */
export function InstanceAdminPage() {
  const options = useInstanceOptions();
  const run = useRunInstanceAction();
  const [instance, setInstance] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);

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
        <div className="field col-12 md:col-6">
          <label htmlFor="ti-instance" className="field-label">
            Instancia
          </label>
          <Dropdown
            inputId="ti-instance"
            value={instance}
            options={options.data?.instances ?? []}
            optionLabel="name"
            optionValue="code"
            itemTemplate={optionTemplate}
            filter
            placeholder="Seleccione la instancia"
            emptyMessage={noOptionsText('instancias')}
            emptyFilterMessage="Sin resultados"
            onChange={(event) => setInstance(event.value ?? null)}
            className="w-full"
          />
        </div>
        <div className="field col-12 md:col-6">
          <label htmlFor="ti-action" className="field-label">
            Acción
          </label>
          <Dropdown
            inputId="ti-action"
            value={action}
            options={options.data?.actions ?? []}
            optionLabel="name"
            optionValue="code"
            itemTemplate={optionTemplate}
            filter
            placeholder="Seleccione la acción"
            emptyMessage={noOptionsText('acciones')}
            emptyFilterMessage="Sin resultados"
            onChange={(event) => setAction(event.value ?? null)}
            className="w-full"
          />
        </div>
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
