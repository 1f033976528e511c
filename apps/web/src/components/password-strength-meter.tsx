import { passwordHints, strengthView } from './password-strength.ts';

const LEVEL_CLASS = { WEAK: 'is-weak', MEDIUM: 'is-medium', STRONG: 'is-strong' } as const;

/** Strength label (Débil / Media / Fuerte) and the four hints under a new-password field. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const view = strengthView(password);
  return (
    <div className="password-meter" id={id} aria-live="polite">
      <div className="password-meter__bar">
        <span
          className={`password-meter__fill ${view ? LEVEL_CLASS[view.level] : ''}`}
          style={{ width: `${view?.percent ?? 0}%` }}
        />
      </div>
      <div className="password-meter__label">
        Seguridad: <strong data-testid="password-strength">{view?.label ?? '—'}</strong>
      </div>
      <ul className="password-meter__hints">
        {passwordHints(password).map((hint) => (
          <li key={hint.text} className={hint.met ? 'is-met' : ''}>
            <i className={hint.met ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />
            {hint.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
