import type { TLoginResponse } from '@quincena/contracts/access';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../test/session-fixture.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { SESSION_PROMPT_TEXT, SessionPrompt } from './session-prompt.tsx';

const START = Date.UTC(2026, 0, 15, 8, 0, 0);

const answer: TLoginResponse = {
  token: 'first-token',
  refreshToken: 'first-refresh-token-0123456789',
  expiresAt: new Date(START + 3_600_000).toISOString(),
  session: sessionFixture({
    userId: 7,
    userName: 'ana@empresa.com',
    email: 'ana@empresa.com',
    tokenIssuedAt: new Date(START).toISOString(),
    tokenExpiresAt: new Date(START + 3_600_000).toISOString(),
  }),
};

describe('SessionPrompt (spec 03 §2.22)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
    sessionStore.signIn(answer, START);
  });

  afterEach(() => {
    cleanup();
    sessionStore.signOut();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('stays hidden until 3,480,000 ms after sign-in, then asks', () => {
    render(<SessionPrompt />);
    act(() => {
      vi.advanceTimersByTime(3_479_999);
    });
    expect(screen.queryByText(SESSION_PROMPT_TEXT)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText(SESSION_PROMPT_TEXT)).toBeTruthy();
  });

  it('ends the session when the user answers No', () => {
    render(<SessionPrompt />);
    act(() => {
      vi.advanceTimersByTime(3_480_000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(sessionStore.get()).toBeNull();
  });

  it('ends the session at 60 minutes when nobody answers', () => {
    render(<SessionPrompt />);
    act(() => {
      vi.advanceTimersByTime(3_599_999);
    });
    expect(sessionStore.get()?.token).toBe('first-token');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sessionStore.get()).toBeNull();
  });

  it('swaps in the refreshed token on Sí and schedules the next prompt from then', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        token: 'second-token',
        expiresAt: new Date(START + 7_080_000).toISOString(),
        refreshToken: 'second-refresh-token-0123456789',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<SessionPrompt />);
    act(() => {
      vi.advanceTimersByTime(3_480_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/access/session/refresh',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'Bearer first-token' }),
        body: JSON.stringify({ refreshToken: 'first-refresh-token-0123456789' }),
      }),
    );
    // The spent refresh token is replaced by the next one the server handed out (decision 0161).
    expect(sessionStore.get()?.refreshToken).toBe('second-refresh-token-0123456789');
    expect(sessionStore.get()?.token).toBe('second-token');
    expect(sessionStore.get()?.receivedAt).toBe(START + 3_480_000);
    // The old end of session (60 minutes) no longer applies.
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(sessionStore.get()?.token).toBe('second-token');
  });
});
