import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

/** The keyword search of a list: magnifier, the placeholder also its accessible name, 100 characters at most. */
export function SearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
}) {
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-search" />
      <InputText
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={100}
      />
    </IconField>
  );
}
