import { InputNumber } from 'primereact/inputnumber';

/** Pesos (COP, es-CO) with up to two decimals; null when empty. */
export function MoneyInput({
  id,
  value,
  onChange,
  invalid = false,
}: {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
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
      min={0}
      maxFractionDigits={2}
      invalid={invalid}
      className="w-full"
      inputClassName="w-full"
    />
  );
}
