import { describe, expect, it } from 'vitest';
import { checkApiKeyForm, emptyApiKeyForm, toggleArea } from './api-key-form.ts';

describe('checkApiKeyForm', () => {
  it('announces the first missing field in Spanish, in the order of the dialog', () => {
    expect(checkApiKeyForm(emptyApiKeyForm())).toMatchObject({
      ok: false,
      first: 'Escribe un nombre para la clave',
    });
    expect(checkApiKeyForm({ ...emptyApiKeyForm(), name: 'ERP' })).toMatchObject({
      ok: false,
      first: 'Selecciona al menos un área',
    });
    expect(checkApiKeyForm({ name: 'ERP', access: '', areas: ['employees'] })).toMatchObject({
      first: 'Selecciona el nivel de acceso',
    });
  });

  it('sends the trimmed name, the access level and the chosen areas', () => {
    expect(
      checkApiKeyForm({ name: '  Reloj de planta ', access: 'READ_WRITE', areas: ['novelties'] }),
    ).toEqual({
      ok: true,
      body: { name: 'Reloj de planta', access: 'READ_WRITE', areas: ['novelties'] },
    });
  });

  it('adds and removes areas without repeating them', () => {
    expect(toggleArea(['employees'], 'employees', true)).toEqual(['employees']);
    expect(toggleArea(['employees'], 'queries', true)).toEqual(['employees', 'queries']);
    expect(toggleArea(['employees', 'queries'], 'employees', false)).toEqual(['queries']);
  });
});
