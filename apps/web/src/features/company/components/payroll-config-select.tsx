import type { PayrollConfigField } from '@quincena/contracts/payroll-config';
import { Dropdown } from 'primereact/dropdown';
import { noOptionsText } from '../../../components/data-table/index.ts';

interface PayrollConfigSelectProps {
  field: PayrollConfigField;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One required select of /Payroll with its label, legal note and the empty-field warning. */
export function PayrollConfigSelect({ field, value, onChange }: PayrollConfigSelectProps) {
  const id = `payroll-config-${field.key}`;
  return (
    <div className="field-group payroll-config__field">
      <label htmlFor={id} className="field-label">
        {field.label} <span className="payroll-config__required">*</span>
      </label>
      <Dropdown
        inputId={id}
        value={value}
        options={[...field.options]}
        optionLabel="label"
        optionValue="value"
        placeholder="Seleccione"
        emptyMessage={noOptionsText('opciones')}
        showClear
        invalid={value === null}
        onChange={(event) => onChange((event.value as string | undefined) ?? null)}
        className="w-full"
        aria-describedby={`${id}-help`}
      />
      {value === null ? (
        <small id={`${id}-help`} className="field-error">
          Seleccione una opción
        </small>
      ) : (
        <small id={`${id}-help`} className="payroll-config__help">
          {field.help}
        </small>
      )}
    </div>
  );
}
