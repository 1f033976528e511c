import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { textFieldsOf } from './text-field.tsx';

/** A two-field form bound the way the dialogs bind theirs; the name field carries a message. */
function Form() {
  const [values, setValues] = useState({ name: '', code: '' });
  const errors: Partial<Record<'name' | 'code', string>> = { name: 'Agregar nombre' };
  const text = textFieldsOf(
    values,
    (field, value) => setValues((current) => ({ ...current, [field]: value })),
    (field) => errors[field],
    { idOf: (field) => `form-${field}`, named: true },
  );
  return (
    <>
      {text('name', 'Nombre', 60)}
      {text('code', 'Código', 4, { required: false })}
      <output>{`${values.name}|${values.code}`}</output>
    </>
  );
}

describe('textFieldsOf', () => {
  afterEach(cleanup);

  it('labels each field, marks the required one and shows its message', () => {
    render(<Form />);
    expect(screen.getByText('Nombre *')).toBeTruthy();
    expect(screen.getByText('Código')).toBeTruthy();
    const name = screen.getByLabelText('Nombre *') as HTMLInputElement;
    expect(name.id).toBe('form-name');
    expect(name.name).toBe('name');
    expect(name.maxLength).toBe(60);
    expect(name.classList.contains('p-invalid')).toBe(true);
    expect(screen.getByText('Agregar nombre')).toBeTruthy();
    expect(screen.getByLabelText('Código').classList.contains('p-invalid')).toBe(false);
  });

  it('writes what is typed into its own field', () => {
    render(<Form />);
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'A1' } });
    fireEvent.change(screen.getByLabelText('Nombre *'), { target: { value: 'Ventas' } });
    expect(screen.getByText('Ventas|A1')).toBeTruthy();
  });
});
