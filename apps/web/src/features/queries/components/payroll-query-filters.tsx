import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { ErrorText, errorBinding } from '../../../components/field-error.tsx';
import {
  changeFilter,
  FILTER_LIMITS,
  type FilterErrors,
  filterLocks,
  type PayrollFilterValues,
  type PayrollQueryKind,
} from '../payroll-filters.ts';

export interface FilterOption<V> {
  value: V;
  label: string;
}

export interface PayrollFilterOptions {
  calendars: FilterOption<number>[];
  contracts: FilterOption<number>[];
  concepts: FilterOption<string>[];
}

interface Props {
  kind: PayrollQueryKind;
  values: PayrollFilterValues;
  errors: FilterErrors;
  options: PayrollFilterOptions;
  loadingOptions: boolean;
  searching: boolean;
  onChange: (values: PayrollFilterValues) => void;
  onSearch: () => void;
}

/** Calendario, Contrato, Concepto, Año, Mes and Consultar (spec 03 §2.7). */
export function PayrollQueryFilters({
  kind,
  values,
  errors,
  options,
  loadingOptions,
  searching,
  onChange,
  onSearch,
}: Props) {
  const id = useId();
  const locks = filterLocks(kind, values);
  const set = <K extends keyof PayrollFilterValues>(field: K, value: PayrollFilterValues[K]) =>
    onChange(changeFilter(kind, values, field, value));
  const mark = locks.periodRequired ? ' *' : '';

  return (
    <form
      className="payroll-filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className="payroll-filters__field">
        <label htmlFor={`${id}-calendar`}>Calendario</label>
        <Dropdown
          inputId={`${id}-calendar`}
          value={values.calendarId}
          options={options.calendars}
          onChange={(event) => set('calendarId', (event.value as number | null) ?? null)}
          placeholder="Seleccione un calendario"
          emptyMessage="No hay calendarios disponibles"
          emptyFilterMessage="No hay calendarios disponibles"
          filter
          showClear
          disabled={locks.calendarDisabled || loadingOptions}
        />
      </div>
      <div className="payroll-filters__field">
        <label htmlFor={`${id}-contract`}>Contrato</label>
        <Dropdown
          inputId={`${id}-contract`}
          value={values.contractId}
          options={options.contracts}
          onChange={(event) => set('contractId', (event.value as number | null) ?? null)}
          placeholder="Seleccione un contrato"
          emptyMessage="No hay contratos disponibles"
          emptyFilterMessage="No hay contratos disponibles"
          filter
          showClear
          disabled={loadingOptions}
        />
      </div>
      <div className="payroll-filters__field">
        <label htmlFor={`${id}-concept`}>Concepto</label>
        <Dropdown
          inputId={`${id}-concept`}
          value={values.conceptCode}
          options={options.concepts}
          onChange={(event) => set('conceptCode', (event.value as string | null) ?? null)}
          placeholder="Seleccione un concepto"
          emptyMessage="No hay conceptos disponibles"
          emptyFilterMessage="No hay conceptos disponibles"
          filter
          showClear
          disabled={loadingOptions}
        />
      </div>
      <div className="payroll-filters__field payroll-filters__field--short">
        <label htmlFor={`${id}-year`}>{`Año${mark}`}</label>
        <InputText
          id={`${id}-year`}
          value={values.year}
          onChange={(event) => set('year', event.target.value)}
          maxLength={FILTER_LIMITS.year}
          inputMode="numeric"
          disabled={locks.periodDisabled}
          {...errorBinding(`${id}-year`, errors.year)}
        />
        <ErrorText id={`${id}-year`} error={errors.year} />
      </div>
      <div className="payroll-filters__field payroll-filters__field--short">
        <label htmlFor={`${id}-month`}>{`Mes${mark}`}</label>
        <InputText
          id={`${id}-month`}
          value={values.month}
          onChange={(event) => set('month', event.target.value)}
          maxLength={FILTER_LIMITS.month}
          inputMode="numeric"
          disabled={locks.periodDisabled}
          {...errorBinding(`${id}-month`, errors.month)}
        />
        <ErrorText id={`${id}-month`} error={errors.month} />
      </div>
      <div className="payroll-filters__submit">
        <Button type="submit" label="Consultar" icon="pi pi-search" loading={searching} />
      </div>
      {locks.periodRequired && <p className="payroll-filters__legend">Campos obligatorios (*)</p>}
    </form>
  );
}
