/**
 * Spec 03 §9: the prompt opens at token time + 3,480,000 ms (58 minutes); the token lives 60 minutes.
 * Times count from the moment the browser received the token, on the browser's own clock.
 */
export const SESSION_PROMPT_AFTER_MS = 3_480_000;
export const SESSION_LIFETIME_MS = 3_600_000;

export interface SessionSchedule {
  /** Milliseconds until the prompt opens (0 when it is already due). */
  promptIn: number;
  /** Milliseconds until the token ends and the user is signed out. */
  endIn: number;
}

export function sessionSchedule(receivedAt: number, now: number): SessionSchedule {
  return {
    promptIn: Math.max(0, receivedAt + SESSION_PROMPT_AFTER_MS - now),
    endIn: Math.max(0, receivedAt + SESSION_LIFETIME_MS - now),
  };
}
