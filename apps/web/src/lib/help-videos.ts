import type { THelpVideo } from '@quincena/contracts/help';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

/** Spec 03 §1: each video address is kept locally under `<detail id>_VIDEO` (CERTIFICATE_VIDEO, …). */
export function helpVideoKey(detailId: string): string {
  return `${detailId.toUpperCase()}_VIDEO`;
}

export function storeHelpVideos(videos: readonly THelpVideo[]): void {
  try {
    for (const video of videos) localStorage.setItem(helpVideoKey(video.detailId), video.url);
  } catch {
    // Storage disabled: the title buttons simply stay hidden.
  }
  for (const listener of listeners) listener();
}

export function readHelpVideo(detailId: string): string | null {
  try {
    return localStorage.getItem(helpVideoKey(detailId));
  } catch {
    return null;
  }
}

/** Spec 01 §1 / spec 03 §1: videos are fetched at /, /Login, /Home, and at /Certificate for a CLIENT. */
export function shouldFetchHelpVideos(pathname: string, role: 'ADMIN' | 'CLIENT' | null): boolean {
  const path = pathname.toLowerCase();
  if (path === '/' || path === '/login' || path === '/home') return true;
  return role === 'CLIENT' && path === '/certificate';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored address of a screen's video, re-read when a fetch stores new ones. */
export function useHelpVideo(detailId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readHelpVideo(detailId),
    () => null,
  );
}
