import { PASSWORD_STRENGTH_LABELS, passwordStrength, type TPasswordStrength } from '@quincena/contracts';

export interface PasswordHint {
  text: string;
  met: boolean;
}

/** The suggestions of spec 01 §2.4 and spec 03 §5, each ticked when the password meets it. */
export function passwordHints(password: string): PasswordHint[] {
  return [
    { text: 'Al menos una mayúscula', met: /\p{Lu}/u.test(password) },
    { text: 'Al menos un número', met: /\p{Nd}/u.test(password) },
    { text: 'Al menos un carácter especial (* . ! $ _)', met: /[^\p{L}\p{N}\s]/u.test(password) },
    { text: 'Mínimo 8 caracteres', met: password.length >= 8 },
  ];
}

export interface StrengthView {
  level: TPasswordStrength;
  label: string;
  /** Share of the meter filled, 0–100. */
  percent: number;
}

/** The label the meter shows (Débil, Media, Fuerte) for the shared rule of the contracts. */
export function strengthView(password: string): StrengthView | null {
  if (!password) return null;
  const level = passwordStrength(password);
  const percent = level === 'STRONG' ? 100 : level === 'MEDIUM' ? 66 : 33;
  return { level, label: PASSWORD_STRENGTH_LABELS[level], percent };
}
