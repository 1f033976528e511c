/** What a form's own input takes: its id, the bound value and its change, and whether it is off or marked invalid. */
export interface BoundInputProps<Value> {
  id: string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}
