import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmFooter } from './confirm-footer.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ConfirmFooter', () => {
  afterEach(cleanup);

  it('offers Cancelar and the named action, each calling its own handler', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmFooter confirmLabel="Anular" pending={false} onCancel={onCancel} onConfirm={onConfirm} />);
    fireEvent.click(button('Anular'));
    fireEvent.click(button('Cancelar'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('keeps Cancelar locked while the action runs, unless the dialog allows leaving', () => {
    render(<ConfirmFooter pending onCancel={() => {}} onConfirm={() => {}} />);
    expect(button('Cancelar').disabled).toBe(true);
    cleanup();
    render(<ConfirmFooter pending cancelWhilePending onCancel={() => {}} onConfirm={() => {}} />);
    expect(button('Cancelar').disabled).toBe(false);
  });
});
