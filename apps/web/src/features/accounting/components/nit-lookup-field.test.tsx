import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { type NitCheck, NitLookupField } from './nit-lookup-field.tsx';

const bancolombia = {
  id: 3,
  documentType: { code: 'NI', name: 'Número de identificación tributaria (NIT)' },
  nit: '890903938',
  checkDigit: '8',
  name: 'Bancolombia S.A.',
};

function Harness({ onCheck, onCreate }: { onCheck: (state: NitCheck) => void; onCreate: () => void }) {
  const [nit, setNit] = useState('');
  return <NitLookupField value={nit} onChange={setNit} onCheck={onCheck} onCreate={onCreate} />;
}

function renderField() {
  const onCheck = vi.fn();
  const onCreate = vi.fn();
  renderWithClient(<Harness onCheck={onCheck} onCreate={onCreate} />);
  return { onCheck, onCreate, input: screen.getByLabelText('NIT *') as HTMLInputElement };
}

describe('NitLookupField (spec 03 §2.6, §4)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('nit=890903938')
          ? new Response(JSON.stringify(bancolombia), { status: 200 })
          : new Response(
              JSON.stringify({
                code: 'NOT_FOUND',
                message: 'El NIT no está registrado como tercero. Agréguelo con el botón +',
              }),
              { status: 404 },
            ),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks a known NIT: spinner, then the green check and the company name', async () => {
    const { input, onCheck } = renderField();
    expect(screen.getByTestId('nit-idle')).toBeTruthy();
    fireEvent.change(input, { target: { value: '890903938' } });
    expect(screen.getByTestId('nit-checking')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('nit-valid')).toBeTruthy());
    expect((screen.getByLabelText('Nombre empresa') as HTMLInputElement).value).toBe('Bancolombia S.A.');
    expect(onCheck).toHaveBeenLastCalledWith('valid');
    expect(input.getAttribute('class')).not.toContain('p-invalid');
  });

  it('flags an unknown NIT with the hint to create it, and + asks for Crear Tercero', async () => {
    const { input, onCheck, onCreate } = renderField();
    fireEvent.change(input, { target: { value: '900000001' } });
    await waitFor(() =>
      expect(
        screen.getByText('El NIT no está registrado como tercero. Agréguelo con el botón +'),
      ).toBeTruthy(),
    );
    expect(input.getAttribute('class')).toContain('p-invalid');
    expect((screen.getByLabelText('Nombre empresa') as HTMLInputElement).value).toBe('');
    expect(onCheck).toHaveBeenLastCalledWith('invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Tercero' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });
});
