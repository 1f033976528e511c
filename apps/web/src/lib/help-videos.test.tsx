import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoHelpButton } from '../components/video-help-button.tsx';
import { helpVideoKey, readHelpVideo, shouldFetchHelpVideos, storeHelpVideos } from './help-videos.ts';

describe('help videos (spec 03 §1)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('keeps each address under <detail id>_VIDEO', () => {
    storeHelpVideos([
      { detailId: 'CERTIFICATE', screen: '/Certificate', description: 'Certificados', url: 'https://v/c' },
      { detailId: 'voucher', screen: '/Voucher', description: 'Comprobantes', url: 'https://v/v' },
    ]);
    expect(localStorage.getItem('CERTIFICATE_VIDEO')).toBe('https://v/c');
    expect(localStorage.getItem('VOUCHER_VIDEO')).toBe('https://v/v');
    expect(helpVideoKey('processdian')).toBe('PROCESSDIAN_VIDEO');
    expect(readHelpVideo('PAYORDER')).toBeNull();
  });

  it('fetches at /, /Login, /Home, and at /Certificate only for an employee', () => {
    expect(shouldFetchHelpVideos('/', null)).toBe(true);
    expect(shouldFetchHelpVideos('/Login', null)).toBe(true);
    expect(shouldFetchHelpVideos('/Home', 'ADMIN')).toBe(true);
    expect(shouldFetchHelpVideos('/Certificate', 'CLIENT')).toBe(true);
    expect(shouldFetchHelpVideos('/Certificate', 'ADMIN')).toBe(false);
    expect(shouldFetchHelpVideos('/Employes', 'ADMIN')).toBe(false);
    expect(shouldFetchHelpVideos('/Register', null)).toBe(false);
  });

  it('shows the title button as soon as the screen’s video is stored', () => {
    render(<VideoHelpButton videoKey="LOGIN" title="Iniciar sesión" />);
    expect(screen.queryByRole('button', { name: 'Ver video de ayuda: Iniciar sesión' })).toBeNull();
    act(() => {
      storeHelpVideos([{ detailId: 'LOGIN', screen: '/Login', description: 'Ingreso', url: 'https://v/l' }]);
    });
    expect(screen.getByRole('button', { name: 'Ver video de ayuda: Iniciar sesión' })).toBeTruthy();
  });
});
