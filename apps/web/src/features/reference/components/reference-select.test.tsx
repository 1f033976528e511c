import type { TReferenceItem } from '@quincena/contracts/reference';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../../test/render.tsx';
import { storeReferenceLists } from '../api/reference-cache.ts';
import { referenceOptions } from './reference-options.ts';
import { ReferenceSelect } from './reference-select.tsx';

const MUNICIPALITIES = [
  { code: '05001', name: 'Medellín', departmentCode: '05', kind: 'MUNICIPIO' },
  { code: '05002', name: 'Abejorral', departmentCode: '05', kind: 'MUNICIPIO' },
  { code: '91001', name: 'Leticia', departmentCode: '91', kind: 'MUNICIPIO' },
];

describe('referenceOptions', () => {
  it('labels by name, or by "code - name", and keeps only the items the filter accepts', () => {
    expect(referenceOptions(MUNICIPALITIES, { filter: (item) => item.departmentCode === '91' })).toEqual([
      { value: '91001', label: 'Leticia', item: MUNICIPALITIES[2] },
    ]);
    expect(referenceOptions(MUNICIPALITIES, { showCode: true })[0]?.label).toBe('05001 - Medellín');
    expect(referenceOptions(undefined)).toEqual([]);
  });
});

describe('ReferenceSelect', () => {
  beforeEach(() => {
    localStorage.clear();
    storeReferenceLists('v1', { municipalities: MUNICIPALITIES });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ version: 'v1' })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderSelect(filter: (item: TReferenceItem) => boolean, onChange = vi.fn()) {
    renderWithClient(
      <ReferenceSelect
        listKey="municipalities"
        inputId="municipality"
        things="municipios"
        filter={filter}
        value={null}
        onChange={onChange}
      />,
    );
    return onChange;
  }

  const openDropdown = () =>
    fireEvent.click(document.getElementById('municipality')?.closest('.p-dropdown') as Element);

  it('offers the filtered items and answers the chosen code with its item', async () => {
    const onChange = renderSelect((item) => item.departmentCode === '05');
    openDropdown();
    const option = await waitFor(() => {
      const items = [...document.querySelectorAll<HTMLElement>('.p-dropdown-item')];
      expect(items.map((item) => item.textContent)).toEqual(['Medellín', 'Abejorral']);
      return items[1] as HTMLElement;
    });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('05002', MUNICIPALITIES[1]);
  });

  it("says 'No hay municipios disponibles' when nothing is left", async () => {
    renderSelect(() => false);
    openDropdown();
    await waitFor(() =>
      expect(document.querySelector('.p-dropdown-empty-message')?.textContent).toBe(
        'No hay municipios disponibles',
      ),
    );
  });
});
