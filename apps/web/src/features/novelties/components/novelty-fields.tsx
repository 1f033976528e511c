import { CONTRACT_TERM_STATUS_NAMES } from '@quincena/contracts/employees';
import {
  NOVELTY_MESSAGES as M,
  NOVELTY_LIMITS,
  type TNoveltyContractOption,
} from '@quincena/contracts/novelties';
import type { TCalendar } from '@quincena/contracts/settlement';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { FormField, TextField } from '../../../components/crud-page/index.ts';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { useNoveltyContracts, usePayrollCalendars } from '../api/novelties.queries.ts';
import { bogotaToday, periodChoices } from './period-choices.ts';

/**
 * "contract - document - name": the spec's employee text, with the contract for people with two; a
 * fixed-term contract past its end date says so ("Vencido sin decisión", decision 0311).
 */
export const contractLabel = (contract: TNoveltyContractOption): string => {
  const term = CONTRACT_TERM_STATUS_NAMES[contract.statusCode];
  const label = `${contract.contractId} - ${contract.documentNumber} - ${contract.employeeName}`;
  return term ? `${label} (${term})` : label;
};

/** What a searchable drop-down of numeric ids (contract, calendar) gets from its form. */
interface IdField {
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

/** A required field around a searchable drop-down of numeric ids with labels; `children` go below it. */
function IdSelectField({
  field: { id, value, onChange, error },
  label,
  options,
  texts,
  disabled = false,
  children,
}: {
  field: IdField;
  label: string;
  options: { value: number; label: string }[];
  texts: { placeholder: string; emptyMessage: string };
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} required error={error}>
      <Dropdown
        inputId={id}
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        filter
        placeholder={texts.placeholder}
        emptyMessage={texts.emptyMessage}
        emptyFilterMessage="Sin resultados"
        onChange={(event) => onChange((event.value as number | null) ?? null)}
        invalid={Boolean(error)}
        disabled={disabled}
        className="w-full"
      />
      {children}
    </FormField>
  );
}

const CONTRACT_TEXTS = { placeholder: 'Seleccione un empleado', emptyMessage: M.employeesEmpty };
const CALENDAR_TEXTS = { placeholder: 'Seleccione un calendario', emptyMessage: M.calendarEmpty };

/** The employee (contract) dropdown of every novelty dialog, searchable. */
export function ContractSelect({
  contracts,
  disabled = false,
  label = 'Empleado',
  ...field
}: IdField & {
  contracts: readonly TNoveltyContractOption[];
  disabled?: boolean;
  label?: string;
}) {
  const options = useMemo(
    () => contracts.map((contract) => ({ value: contract.contractId, label: contractLabel(contract) })),
    [contracts],
  );
  return (
    <IdSelectField field={field} label={label} options={options} texts={CONTRACT_TEXTS} disabled={disabled} />
  );
}

/**
 * The payroll calendar dropdown (spec: ID_CALENDAR and DETAIL, with the period's state). Newest first;
 * a new novelty starts in the current period; accumulated periods and open ones older than the last
 * accumulated one are not offered unless the clerk asks (decision 0315). An edited novelty keeps
 * showing its own calendar.
 */
export function CalendarSelect({
  calendars,
  today = bogotaToday(),
  accumulatedToo = false,
  ...field
}: IdField & {
  calendars: readonly TCalendar[];
  /** Overtime and reported items: accumulated periods are offered too, to record a retroactive novelty. */
  accumulatedToo?: boolean;
  /** aaaa-mm-dd; Bogotá's today unless a test fixes it. */
  today?: string;
}) {
  const { id, value, onChange } = field;
  const [showOlder, setShowOlder] = useState(false);
  const { options, defaultId, hiddenOlder } = useMemo(
    () => periodChoices(calendars, { today, keepId: value, showOlder, accumulatedToo }),
    [calendars, today, value, showOlder, accumulatedToo],
  );
  // A new novelty goes to the current period unless the clerk picks another.
  useEffect(() => {
    if (value === null && defaultId !== null) onChange(defaultId);
  }, [value, defaultId, onChange]);
  return (
    <IdSelectField field={field} label="Calendario" options={options} texts={CALENDAR_TEXTS}>
      {(hiddenOlder > 0 || showOlder) && (
        <div className="flex align-items-center gap-2 mt-2">
          <Checkbox
            inputId={`${id}-older`}
            checked={showOlder}
            onChange={(event) => setShowOlder(event.checked === true)}
          />
          <label htmlFor={`${id}-older`}>
            {accumulatedToo ? 'Mostrar períodos anteriores y acumulados' : 'Mostrar períodos anteriores'}
          </label>
        </div>
      )}
    </IdSelectField>
  );
}

/** A dropdown of codes and names (concepts, reasons, statuses, periods). */
export function CodeNameSelect({
  id,
  label,
  value,
  items,
  onChange,
  error,
  things,
  emptyMessage,
  placeholder,
  required = true,
  disabled = false,
  showCode = false,
  filter = false,
}: {
  id: string;
  label: string;
  value: string;
  items: readonly { code: string; name: string }[];
  onChange: (code: string) => void;
  error?: string | undefined;
  /** The plural for "No hay {things} disponibles". */
  things: string;
  emptyMessage?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  showCode?: boolean;
  filter?: boolean;
}) {
  const options = useMemo(
    () =>
      items.map((item) => ({
        value: item.code,
        label: showCode ? `${item.code} - ${item.name}` : item.name,
      })),
    [items, showCode],
  );
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <Dropdown
        inputId={id}
        value={value || null}
        options={options}
        optionLabel="label"
        optionValue="value"
        filter={filter}
        placeholder={placeholder ?? 'Seleccione'}
        emptyMessage={emptyMessage ?? noOptionsText(things)}
        emptyFilterMessage="Sin resultados"
        onChange={(event) => onChange((event.value as string | null) ?? '')}
        invalid={Boolean(error)}
        disabled={disabled}
        showClear={!required}
        className="w-full"
      />
    </FormField>
  );
}

/** The calendar and employee pair every novelty dialog starts with. */
export function CalendarContractFields({
  prefix,
  calendarId,
  contractId,
  onCalendar,
  onContract,
  errors,
  contractDisabled = false,
  accumulatedToo = false,
}: {
  /** The dialog's id prefix: '<prefix>-calendar', '<prefix>-contract'. */
  prefix: string;
  calendarId: number | null;
  contractId: number | null;
  onCalendar: (calendarId: number | null) => void;
  onContract: (contractId: number | null) => void;
  errors: { calendarId?: string | undefined; contractId?: string | undefined };
  /** An update keeps the employee of the novelty. */
  contractDisabled?: boolean;
  /** The kind may be recorded in an accumulated period as retroactive. */
  accumulatedToo?: boolean;
}) {
  const contracts = useNoveltyContracts();
  const calendars = usePayrollCalendars();
  return (
    <>
      <CalendarSelect
        id={`${prefix}-calendar`}
        value={calendarId}
        calendars={calendars.data ?? []}
        onChange={onCalendar}
        error={errors.calendarId}
        accumulatedToo={accumulatedToo}
      />
      <ContractSelect
        id={`${prefix}-contract`}
        value={contractId}
        contracts={contracts.data ?? []}
        onChange={onContract}
        error={errors.contractId}
        disabled={contractDisabled}
      />
    </>
  );
}

/** Observaciones: at most 70 characters, with the count as the user types (spec 02 §5). */
export function ObservationsField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      id={id}
      label="Observaciones"
      error={error}
      hint={`${value.length}/${NOVELTY_LIMITS.observationsMax}`}
      value={value}
      maxLength={NOVELTY_LIMITS.observationsMax}
      onChange={(value) => onChange(value)}
      inputClassName="w-full"
    />
  );
}
