import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CheckResult, checkBySchema, useCheckedForm } from './checked-form.ts';

interface Values {
  email: string;
  password: string;
}

const check = (values: Values): CheckResult<Values, Values> => {
  const fields: Partial<Record<keyof Values, string>> = {};
  if (!values.email) fields.email = 'Agregar correo';
  if (!values.password) fields.password = 'Agregar contraseña';
  if (fields.email) return { ok: false, field: 'email', message: fields.email, fields };
  if (fields.password) return { ok: false, field: 'password', message: fields.password, fields };
  return { ok: true, body: values };
};

const silent = () => {};

/** The hook on the email and password form, starting from `initial`, silent about the first message. */
const renderForm = (initial: Values, revalidate = false) =>
  renderHook(() =>
    useCheckedForm({
      visible: true,
      initial: () => ({ ...initial }),
      check,
      revalidate,
      announce: silent,
    }),
  );

describe('useCheckedForm', () => {
  it('marks every failing field at once when the check names them', () => {
    const { result } = renderForm({ email: '', password: '' });
    act(() => result.current.submit(() => {}));
    expect(result.current.errors).toEqual({ email: 'Agregar correo', password: 'Agregar contraseña' });
  });

  it('with revalidate, a field message follows the typing after the first try', () => {
    const { result } = renderForm({ email: 'a', password: '' }, true);
    act(() => result.current.set('email', ''));
    expect(result.current.errors.email).toBeUndefined();
    act(() => result.current.submit(() => {}));
    act(() => result.current.set('password', 'x'));
    expect(result.current.errors).toEqual({ email: 'Agregar correo', password: undefined });
    act(() => result.current.set('password', ''));
    expect(result.current.errors.password).toBe('Agregar contraseña');
    act(() => result.current.reset({ email: '', password: '' }));
    act(() => result.current.set('password', ''));
    expect(result.current.errors).toEqual({});
  });

  it('without revalidate, typing clears the field message', () => {
    const { result } = renderForm({ email: '', password: '' });
    act(() => result.current.submit(() => {}));
    act(() => result.current.set('email', ''));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('checkBySchema answers the body or each field first message', () => {
    const schema = {
      safeParse: (value: unknown) =>
        (value as Values).email
          ? { success: true as const, data: value as Values }
          : {
              success: false as const,
              error: {
                issues: [
                  { path: ['password'], message: 'P1' },
                  { path: ['email'], message: 'E1' },
                  { path: ['email'], message: 'E2' },
                ],
              },
            },
    };
    expect(checkBySchema<Values, Values>(schema, { email: '', password: '' }, ['email', 'password'])).toEqual(
      {
        ok: false,
        field: 'email',
        message: 'E1',
        fields: { password: 'P1', email: 'E1' },
      },
    );
    expect(checkBySchema<Values, Values>(schema, { email: 'a', password: '' }, ['email'])).toEqual({
      ok: true,
      body: { email: 'a', password: '' },
    });
  });
});
