import type { TLoginResponse, TSessionResponse } from '@quincena/contracts/access';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in session, kept in localStorage so a reload or a second tab stays signed in.
 * `receivedAt` is the browser's clock when the token arrived: the session prompt is scheduled
 * from it, so a browser whose clock differs from the server's still warns 2 minutes early.
 */
export interface StoredSession {
  token: string;
  /** Single use: each refresh hands out the next one (decision 0161). Absent in pre-0161 storage. */
  refreshToken?: string;
  expiresAt: string;
  receivedAt: number;
  session: TSessionResponse;
}

const STORAGE_KEY = 'quincena.session';
const listeners = new Set<() => void>();
let current: StoredSession | null = readStorage();

function readStorage(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed?.token === 'string' && parsed.session ? parsed : null;
  } catch {
    return null;
  }
}

function write(next: StoredSession | null): void {
  current = next;
  try {
    if (next) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the in-memory session still works.
  }
  for (const listener of listeners) listener();
}

// Signing out in one tab signs out the others (and signing in refreshes them).
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEY) return;
  current = readStorage();
  for (const listener of listeners) listener();
});

export const sessionStore = {
  get: (): StoredSession | null => current,
  token: (): string | null => current?.token ?? null,
  /** Stores a sign-in answer. */
  signIn(answer: TLoginResponse, now: number = Date.now()): void {
    write({
      token: answer.token,
      refreshToken: answer.refreshToken,
      expiresAt: answer.expiresAt,
      receivedAt: now,
      session: answer.session,
    });
  },
  /** Swaps in a refreshed token; the prompt is rescheduled from `now`. */
  replaceToken(token: string, expiresAt: string, now: number = Date.now()): void {
    if (!current) return;
    write({ ...current, token, expiresAt, receivedAt: now });
  },
  /** Keeps the next refresh token the server handed out; the one used is dead. */
  replaceRefreshToken(refreshToken: string): void {
    if (!current) return;
    write({ ...current, refreshToken });
  },
  /** Replaces the user facts (after verification, terms acceptance or a session re-read). */
  updateSession(session: TSessionResponse): void {
    if (!current) return;
    write({ ...current, session });
  },
  /** Clears every stored session fact (spec 01 §4: sign-out clears all stored session data). */
  signOut(): void {
    if (current) write(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
