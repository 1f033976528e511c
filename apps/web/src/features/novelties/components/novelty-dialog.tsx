import { NOVELTY_MESSAGES } from '@quincena/contracts/novelties';
import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { type CrudFormState, FormDialog } from '../../../components/crud-page/index.ts';
import { RetroactiveImpactDialog } from '../../retroactive/index.ts';
import { CalendarContractFields } from './novelty-fields.tsx';
import type { RetroactiveOffer } from './use-novelty-form.ts';

/** What the dialog needs of a novelty form (useNoveltyForm's answer). */
interface NoveltyFormParts {
  values: { calendarId: number | null; contractId: number | null };
  errors: { calendarId?: string | undefined; contractId?: string | undefined };
  set: (key: 'calendarId' | 'contractId', value: number | null) => void;
  saving: boolean;
  handleSave: () => void;
  /** Overtime and reported novelties: the refusal in an accumulated period and its retroactive save. */
  offer?: RetroactiveOffer | null;
  impact?: { impact: TRetroactiveImpact; contractId: number } | null;
  closeImpact?: () => void;
}

/**
 * The add/edit dialog of a novelty: 'Agregar …' or 'Actualizar …', the calendar and the employee
 * first, then the kind's own fields.
 */
export function NoveltyDialog({
  state,
  form,
  prefix,
  noun,
  width,
  saving,
  onSubmit,
  onContract,
  contractDisabled,
  children,
}: {
  state: CrudFormState<unknown>;
  form: NoveltyFormParts;
  /** The ids' prefix: '<prefix>-form', '<prefix>-calendar', '<prefix>-contract'. */
  prefix: string;
  /** 'horas extra', 'retiro' … */
  noun: string;
  width?: string;
  /** More than the save's own wait (asking the server for an end date first). */
  saving?: boolean;
  /** A save with steps of its own; the plain check-and-send by default. */
  onSubmit?: () => void;
  /** A contract change that resets dependent fields. */
  onContract?: (contractId: number | null) => void;
  contractDisabled?: boolean;
  children: ReactNode;
}) {
  const { offer, impact, closeImpact } = form;
  return (
    <>
      {impact !== undefined && closeImpact && (
        <RetroactiveImpactDialog
          impact={impact?.impact ?? null}
          contractId={impact?.contractId ?? 0}
          source="NOVELTY"
          onHide={closeImpact}
        />
      )}
      <FormDialog
        visible={state.visible && !impact}
        onHide={state.onHide}
        header={state.editing ? `Actualizar ${noun}` : `Agregar ${noun}`}
        formId={`${prefix}-form`}
        saving={form.saving || saving === true}
        {...(width ? { width } : {})}
        onSubmit={onSubmit ?? form.handleSave}
        // In the footer, above Cancelar and Guardar: at 1366×768 the end of the fields is under the
        // footer until scrolled, and the way out must be seen right where Guardar was pressed.
        footerNotice={
          offer && (
            <div className="flex flex-column align-items-start gap-2" role="alert">
              <p className="m-0">{offer.message}</p>
              <Button
                type="button"
                label={NOVELTY_MESSAGES.retroactiveAction}
                icon="pi pi-history"
                severity="warning"
                onClick={offer.retry}
                loading={form.saving}
              />
            </div>
          )
        }
      >
        <CalendarContractFields
          prefix={prefix}
          calendarId={form.values.calendarId}
          contractId={form.values.contractId}
          onCalendar={(value) => form.set('calendarId', value)}
          onContract={onContract ?? ((value) => form.set('contractId', value))}
          errors={form.errors}
          contractDisabled={contractDisabled === true}
          accumulatedToo={closeImpact !== undefined}
        />
        {children}
      </FormDialog>
    </>
  );
}
