import { InputNumber } from 'primereact/inputnumber';
import { PersonSelect } from './person-select.tsx';

/** The required mark of the documents screens, left out of the field's spoken name. */
const REQUIRED = <span aria-hidden="true">*</span>;

/** Año of the documents screens' searches: a plain four-digit year. */
export function YearField({
  id,
  value,
  onChange,
  required = false,
}: {
  id: string;
  value: number | null;
  onChange: (year: number | null) => void;
  required?: boolean;
}) {
  return (
    <div className="field-group">
      <label htmlFor={id} className="field-label">
        Año{required && <> {REQUIRED}</>}
      </label>
      <InputNumber
        inputId={id}
        value={value}
        useGrouping={false}
        min={2000}
        max={2100}
        onValueChange={(event) => onChange(event.value ?? null)}
      />
    </div>
  );
}

/** The administrator's required Identificación of the voucher searches. */
export function PersonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null;
  onChange: (personId: number | null) => void;
}) {
  return (
    <div className="field-group" style={{ minWidth: '20rem' }}>
      <label htmlFor={id} className="field-label">
        Identificación {REQUIRED}
      </label>
      <PersonSelect inputId={id} value={value} onChange={onChange} />
    </div>
  );
}
