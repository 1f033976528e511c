import type { TSessionResponse } from '@quincena/contracts/access';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useAuthorizedImage } from '../../lib/use-authorized-image.ts';

interface TopBarProps {
  session: TSessionResponse;
  /** An administrator not yet verified sees only the user and the exit (spec 01 §2.2). */
  limited: boolean;
  hasMenu: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Top bar: menu toggle, logo linking by role, user name and SALIR with a Sí/No confirmation. */
export function TopBar({ session, limited, hasMenu, menuOpen, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const [confirmExit, setConfirmExit] = useState(false);
  const home = session.role === 'CLIENT' ? '/Certificate' : '/Home';
  // The logo sits behind the sign-in: fetched with the token, shown through an object URL.
  const logoUrl = useAuthorizedImage(session.company?.logoUrl);

  function handleExit() {
    setConfirmExit(false);
    navigate('/Logout');
  }

  return (
    <header className="top-bar">
      <div className="top-bar__start">
        {hasMenu && (
          <Button
            type="button"
            icon={menuOpen ? 'pi pi-times' : 'pi pi-bars'}
            rounded
            text
            className="top-bar__toggle"
            aria-label={menuOpen ? 'Ocultar menú' : 'Mostrar menú'}
            aria-expanded={menuOpen}
            onClick={onToggleMenu}
          />
        )}
        {!limited && (
          <Link to={home} className="top-bar__logo" aria-label="Ir al inicio">
            {logoUrl ? (
              <img
                src={logoUrl}
                alt={session.company?.name ?? 'Logo de la empresa'}
                className="top-bar__company-logo"
              />
            ) : (
              <BrandMark />
            )}
          </Link>
        )}
        {!limited && session.company && <span className="top-bar__company">{session.company.name}</span>}
      </div>
      <div className="top-bar__end">
        <span className="top-bar__user" title={session.email}>
          <i className="pi pi-user" aria-hidden="true" />
          <span data-testid="top-bar-user">{session.userName}</span>
        </span>
        <Button
          type="button"
          label="SALIR"
          icon="pi pi-sign-out"
          severity="secondary"
          outlined
          size="small"
          onClick={() => setConfirmExit(true)}
        />
      </div>
      <ConfirmDialog
        visible={confirmExit}
        header="Cerrar sesión"
        message="¿Desea cerrar la sesión?"
        onAccept={handleExit}
        onHide={() => setConfirmExit(false)}
      />
    </header>
  );
}
