import '../payroll-config.css';
import {
  PAYROLL_CONFIG_FIELDS,
  PAYROLL_CONFIG_MESSAGES,
  type PayrollConfigCard,
  type TPayrollConfig,
} from '@quincena/contracts/payroll-config';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { TABLE_TEXTS } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useUpdatePayrollConfig } from '../api/payroll-config.mutations.ts';
import { usePayrollConfig } from '../api/payroll-config.queries.ts';
import { PayrollConfigSelect } from '../components/payroll-config-select.tsx';
import { PayrollConfigTransport } from '../components/payroll-config-transport.tsx';
import { ReviewThresholdField } from '../components/review-threshold-field.tsx';
import {
  canSave,
  changedSelects,
  draftOf,
  type PayrollConfigDraft,
  toRequest,
} from '../payroll-config-form.ts';

const CARDS: readonly { card: PayrollConfigCard; title: string; icon: string }[] = [
  { card: 'absences', title: 'Ausentismos', icon: 'pi pi-calendar-minus' },
  { card: 'vacations', title: 'Vacaciones', icon: 'pi pi-sun' },
  { card: 'benefits', title: 'Prestaciones de ley', icon: 'pi pi-wallet' },
  { card: 'transport', title: 'Auxilio de transporte', icon: 'pi pi-car' },
  { card: 'contributions', title: 'Aportes y parámetros de liquidación', icon: 'pi pi-sliders-h' },
  { card: 'contracts', title: 'Contratos a término fijo', icon: 'pi pi-file-edit' },
  { card: 'retroactive', title: 'Pagos retroactivos', icon: 'pi pi-history' },
];

/** Configuración de nómina (/Payroll; spec 01 §2.10, §4, §5, §8). */
export function PayrollConfigPage() {
  const query = usePayrollConfig();
  const update = useUpdatePayrollConfig();
  const [draft, setDraft] = useState<PayrollConfigDraft | null>(null);
  const loaded = query.data?.config;

  useEffect(() => {
    if (loaded) setDraft(draftOf(loaded));
  }, [loaded]);

  useEffect(() => {
    if (query.error) notify.serverError(errorMessage(query.error));
  }, [query.error]);

  function handleChange(key: keyof TPayrollConfig, value: string | null) {
    setDraft((previous) => (previous ? ({ ...previous, [key]: value } as PayrollConfigDraft) : previous));
  }

  function handleSave() {
    if (!loaded || !draft) return;
    if (changedSelects(loaded, draft).length === 0) {
      notify.info(PAYROLL_CONFIG_MESSAGES.nothingToUpdate);
      return;
    }
    const body = toRequest(draft);
    if (!body) return;
    update.mutate(body, {
      onSuccess: (answer) =>
        answer.changed
          ? notify.success(answer.message)
          : notify.info(PAYROLL_CONFIG_MESSAGES.nothingToUpdate),
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  return (
    <div className="page payroll-config">
      <PageTitle title="Configuración de nómina" videoKey="PAYROLL" />
      <PageMessages page="Payroll" />
      {!draft || !query.data ? (
        <div className="payroll-config__loading">
          {query.isLoading ? (
            <>
              <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="4" />
              <span>{TABLE_TEXTS.loading}</span>
            </>
          ) : (
            <Message severity="warn" text="No se pudo cargar la configuración de nómina" />
          )}
        </div>
      ) : (
        <>
          <div className="payroll-config__grid">
            {CARDS.map(({ card, title, icon }) => (
              <section
                key={card}
                className={`payroll-config__card payroll-config__card--${card} surface-card border-round-xl shadow-1`}
                aria-labelledby={`payroll-config-card-${card}`}
              >
                <h2 id={`payroll-config-card-${card}`} className="payroll-config__card-title">
                  <i className={icon} aria-hidden="true" /> {title}
                </h2>
                <CardFields card={card} draft={draft} onChange={handleChange} />
                {card === 'benefits' && (
                  <div className="payroll-config__subgroup">
                    <h3>Nómina electrónica</h3>
                    <p className="payroll-config__help">
                      La prima, las cesantías y sus intereses se reportan a la DIAN en el documento del mes en
                      que se pagan (Resolución DIAN 000013 de 2021, anexo técnico: devengados pagados).
                    </p>
                  </div>
                )}
                {card === 'transport' && <PayrollConfigTransport transport={query.data.transport} />}
                {card === 'contributions' && (
                  <p className="payroll-config__help">
                    La exoneración de la Ley 1607 (E.T. art. 114-1), la frecuencia de pago y el número de
                    empleados se registran en Datos empresa; el sistema de vacaciones, en Festivos.
                  </p>
                )}
                {card === 'contributions' && <ReviewThresholdField />}
                {card === 'retroactive' && (
                  <p className="payroll-config__help">
                    La diferencia se paga en el período abierto que se elija. La retención en la fuente se
                    calcula al pagarla (E.T. art. 383); la nómina electrónica la reporta según la opción
                    elegida arriba.
                  </p>
                )}
              </section>
            ))}
          </div>
          <div className="payroll-config__actions">
            <small className="payroll-config__legend">Campos obligatorios (*)</small>
            <Button
              type="button"
              label="Guardar"
              icon="pi pi-save"
              loading={update.isPending}
              disabled={!canSave(draft)}
              onClick={handleSave}
            />
          </div>
        </>
      )}
    </div>
  );
}

function CardFields({
  card,
  draft,
  onChange,
}: {
  card: PayrollConfigCard;
  draft: PayrollConfigDraft;
  onChange: (key: keyof TPayrollConfig, value: string | null) => void;
}) {
  const fields = PAYROLL_CONFIG_FIELDS.filter((field) => field.card === card);
  const groups = [...new Set(fields.map((field) => field.group ?? ''))];
  return (
    <>
      {groups.map((group) => (
        <div key={group || card} className="payroll-config__subgroup">
          {group && <h3>{group}</h3>}
          <div className="payroll-config__fields">
            {fields
              .filter((field) => (field.group ?? '') === group)
              .map((field) => (
                <PayrollConfigSelect
                  key={field.key}
                  field={field}
                  value={draft[field.key]}
                  onChange={(value) => onChange(field.key, value)}
                />
              ))}
          </div>
        </div>
      ))}
    </>
  );
}
