import { InputNumber } from 'primereact/inputnumber';
import type { BoundInputProps } from '../../../components/bound-input.ts';

/** Pesos in the es-CO format (ARCHITECTURE.md §6), up to two decimals. */
export function MoneyInput({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
}: BoundInputProps<number>) {
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
