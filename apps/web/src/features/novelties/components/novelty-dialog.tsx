import type { ReactNode } from 'react';
import { type CrudFormState, FormDialog } from '../../../components/crud-page/index.ts';
import { CalendarContractFields } from './novelty-fields.tsx';

/** What the dialog needs of a novelty form (useNoveltyForm's answer). */
interface NoveltyFormParts {
  values: { calendarId: number | null; contractId: number | null };
  errors: { calendarId?: string | undefined; contractId?: string | undefined };
  set: (key: 'calendarId' | 'contractId', value: number | null) => void;
  saving: boolean;
  handleSave: () => void;
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
  return (
    <FormDialog
      visible={state.visible}
      onHide={state.onHide}
      header={state.editing ? `Actualizar ${noun}` : `Agregar ${noun}`}
      formId={`${prefix}-form`}
      saving={form.saving || saving === true}
      {...(width ? { width } : {})}
      onSubmit={onSubmit ?? form.handleSave}
    >
      <CalendarContractFields
        prefix={prefix}
        calendarId={form.values.calendarId}
        contractId={form.values.contractId}
        onCalendar={(value) => form.set('calendarId', value)}
        onContract={onContract ?? ((value) => form.set('contractId', value))}
        errors={form.errors}
        contractDisabled={contractDisabled === true}
      />
      {children}
    </FormDialog>
  );
}
