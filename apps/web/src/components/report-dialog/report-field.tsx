import { REPORT_LIMITS } from '@quincena/contracts/reports';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { REPORT_DATE_RANGE, type ReportField, type ReportFieldValue } from './report-form.ts';
import { REPORT_DIALOG_TEXTS } from './report-texts.ts';

interface ReportFieldInputProps {
  field: ReportField;
  value: ReportFieldValue;
  error: string | undefined;
  onChange: (value: ReportFieldValue) => void;
}

/** One parameter: LIST a searchable dropdown, DATE a Spanish calendar, TEXT free text (spec 03 §2.3). */
export function ReportFieldInput({ field, value, error, onChange }: ReportFieldInputProps) {
  const inputId = `report-parameter-${field.tag}`;
  const errorId = `${inputId}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <div className="field">
      <label htmlFor={inputId} className="block mb-1">
        {field.label}
        {field.required && ' *'}
      </label>
      {field.type === 'LIST' && (
        <Dropdown
          inputId={inputId}
          value={value}
          options={field.options}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => onChange(event.value as string)}
          placeholder={REPORT_DIALOG_TEXTS.choose}
          filter
          emptyMessage={field.emptyMessage}
          emptyFilterMessage={REPORT_DIALOG_TEXTS.noResults}
          className={error ? 'w-full p-invalid' : 'w-full'}
          {...described}
        />
      )}
      {field.type === 'DATE' && (
        <Calendar
          inputId={inputId}
          value={value instanceof Date ? value : null}
          onChange={(event) => onChange(event.value ?? null)}
          dateFormat="dd-mm-yy"
          locale="es"
          minDate={REPORT_DATE_RANGE.min}
          maxDate={REPORT_DATE_RANGE.max}
          showIcon
          className={error ? 'w-full p-invalid' : 'w-full'}
          {...described}
        />
      )}
      {field.type === 'TEXT' && (
        <InputText
          id={inputId}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          maxLength={REPORT_LIMITS.parameterValue}
          className={error ? 'w-full p-invalid' : 'w-full'}
          {...described}
        />
      )}
      {error && (
        <small id={errorId} className="p-error block mt-1">
          {error}
        </small>
      )}
    </div>
  );
}
