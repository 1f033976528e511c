import { describe, expect, it } from 'vitest';
import { ZChangePasswordRequest, ZLoginRequest, ZRegisterRequest } from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('access contracts', () => {
  it('normalizes the e-mail: trimmed and lower-cased', () => {
    const parsed = ZLoginRequest.parse({ email: '  Ana@Empresa.COM ', password: 'x', altcha: 'y' });
    expect(parsed.email).toBe('ana@empresa.com');
  });

  it('keeps the password exactly as typed', () => {
    const parsed = ZLoginRequest.parse({ email: 'ana@empresa.com', password: ' Clave 1 ', altcha: 'y' });
    expect(parsed.password).toBe(' Clave 1 ');
  });

  it('asks for the e-mail and the password when they are missing', () => {
    const result = ZLoginRequest.safeParse({ altcha: 'y' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Agregar correo',
      'Agregar contraseña',
    ]);
  });

  it('requires the terms on registration', () => {
    const result = ZRegisterRequest.safeParse({
      email: 'ana@empresa.com',
      password: 'Nomina.2026',
      passwordConfirmation: 'Nomina.2026',
      termsAccepted: false,
      altcha: 'y',
    });
    expect(firstMessage(result)).toBe('Debes aceptar los términos y condiciones');
  });

  it('checks the password change in the order of spec 03 §5', () => {
    expect(
      firstMessage(
        ZChangePasswordRequest.safeParse({
          currentPassword: '',
          newPassword: '',
          newPasswordConfirmation: '',
        }),
      ),
    ).toBe('Agregar contraseña actual');
    expect(
      firstMessage(
        ZChangePasswordRequest.safeParse({
          currentPassword: 'a',
          newPassword: 'Abcde1.x',
          newPasswordConfirmation: 'x',
        }),
      ),
    ).toBe('Las contraseñas no coinciden');
  });
});
