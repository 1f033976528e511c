import { describe, expect, it } from 'vitest';
import { checkUserForm, emptyUserForm } from './user-form.ts';

const filled = {
  employeeNumberId: '1020304050',
  status: 'A',
  email: 'Ana@Empresa.com.co',
  password: 'Clave.Segura1',
  changePassword: false,
};

describe('checkUserForm (spec 01 §5 add-user order)', () => {
  it('announces the first missing field in the spec order', () => {
    expect(checkUserForm({ ...emptyUserForm(''), status: '' }, false)).toMatchObject({
      ok: false,
      first: 'Seleccionar código del empleado',
    });
    expect(checkUserForm({ ...emptyUserForm(''), employeeNumberId: '1' }, false)).toMatchObject({
      first: 'Agregar estado',
    });
    expect(
      checkUserForm({ ...emptyUserForm('A'), employeeNumberId: '1', email: 'ana' }, false),
    ).toMatchObject({
      first: 'Agregar correo valido',
    });
    expect(checkUserForm({ ...filled, password: '' }, false)).toMatchObject({ first: 'Agregar contraseña' });
  });

  it('preselects the first status and sends a lower-cased e-mail', () => {
    expect(emptyUserForm('A').status).toBe('A');
    expect(checkUserForm(filled, false)).toEqual({
      ok: true,
      body: {
        employeeNumberId: '1020304050',
        status: 'A',
        email: 'ana@empresa.com.co',
        password: 'Clave.Segura1',
      },
    });
  });

  it('leaves the password out of an update unless it is being changed, and then requires it', () => {
    expect(checkUserForm({ ...filled, password: 'ignored' }, true)).toEqual({
      ok: true,
      body: { employeeNumberId: '1020304050', status: 'A', email: 'ana@empresa.com.co' },
    });
    expect(checkUserForm({ ...filled, password: '', changePassword: true }, true)).toMatchObject({
      ok: false,
      first: 'Agregar contraseña',
    });
  });
});
