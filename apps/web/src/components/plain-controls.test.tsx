import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, ToastHost } from './notify.tsx';
import { PlainButton, PlainPassword } from './plain-controls.tsx';

afterEach(cleanup);

describe('the first load without PrimeReact (decision 0325)', () => {
  it('PlainPassword shows and hides the password with its Spanish eye switch', () => {
    render(<PlainPassword inputId="clave" value="Secreta#1" onChange={() => {}} invalid />);
    const input = document.getElementById('clave') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.className).toContain('p-invalid');
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
    fireEvent.keyDown(screen.getByRole('switch', { name: 'Ocultar contraseña' }), { key: 'Enter' });
    expect(input.type).toBe('password');
  });

  it('PlainButton is disabled while loading and named by its label', () => {
    render(<PlainButton type="submit" label="Iniciar sesión" icon="pi pi-sign-in" loading />);
    const button = screen.getByRole('button', { name: 'Iniciar sesión' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.className).toContain('p-button-loading');
  });

  it('the toast host loads PrimeReact with the first message and shows it', async () => {
    render(<ToastHost />);
    act(() => notify.warn('Agregar correo'));
    expect(await screen.findByText('Agregar correo')).toBeTruthy();
    expect(screen.getByText('Aviso')).toBeTruthy();
  });
});
