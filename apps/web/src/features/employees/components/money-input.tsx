import { InputNumber } from 'primereact/inputnumber';

/** Pesos in the es-CO format (ARCHITECTURE.md §6), up to two decimals. */
export function MoneyInput({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <InputNumber
      inputId={id}
      value={value}
      onValueChange={(event) => onChange(event.value ?? null)}
      mode="currency"
      currency="COP"
      locale="es-CO"
      minFractionDigits={0}
      maxFractionDigits={2}
      min={0}
      disabled={disabled}
      invalid={invalid}
      className="w-full"
      inputClassName="w-full"
    />
  );
}
