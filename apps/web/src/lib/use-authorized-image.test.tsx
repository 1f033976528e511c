import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './session-store.ts';
import { useAuthorizedImage } from './use-authorized-image.ts';

describe('useAuthorizedImage', () => {
  beforeEach(() => {
    vi.spyOn(sessionStore, 'token').mockReturnValue('token-123');
    URL.createObjectURL = vi.fn(() => 'blob:logo-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the image with the session token and answers an object URL', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['png']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result, unmount } = renderHook(() => useAuthorizedImage('/api/company/logo'));
    await waitFor(() => expect(result.current).toBe('blob:logo-1'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/company/logo',
      expect.objectContaining({ headers: { Authorization: 'Bearer token-123' } }),
    );
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:logo-1');
  });

  it('answers null when the server refuses, so the caller shows its fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'No' }), { status: 404 })),
    );
    const { result } = renderHook(() => useAuthorizedImage('/api/company/logo'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
