import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark.tsx';

/**
 * The narrow card of the sign-up screens (/Register, /CompleteRegister): the brand on top, then the
 * screen's title and form. `outside` holds what lives beside the card, such as its dialogs.
 */
export function AuthCard({ children, outside }: { children: ReactNode; outside?: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="auth-card auth-card--narrow auth-card__form">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        {children}
      </section>
      {outside}
    </div>
  );
}
