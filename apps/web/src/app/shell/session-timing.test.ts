import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, SESSION_PROMPT_AFTER_MS, sessionSchedule } from './session-timing.ts';

describe('sessionSchedule (spec 03 §2.22, §9)', () => {
  const received = Date.UTC(2026, 0, 15, 8, 0, 0);

  it('opens the prompt 3,480,000 ms after the token arrived and ends at 60 minutes', () => {
    expect(SESSION_PROMPT_AFTER_MS).toBe(3_480_000);
    expect(SESSION_LIFETIME_MS).toBe(3_600_000);
    expect(sessionSchedule(received, received)).toEqual({ promptIn: 3_480_000, endIn: 3_600_000 });
  });

  it('counts down from the moment the token arrived', () => {
    expect(sessionSchedule(received, received + 3_000_000)).toEqual({ promptIn: 480_000, endIn: 600_000 });
  });

  it('answers zero once the moments have passed', () => {
    expect(sessionSchedule(received, received + 3_500_000)).toEqual({ promptIn: 0, endIn: 100_000 });
    expect(sessionSchedule(received, received + 4_000_000)).toEqual({ promptIn: 0, endIn: 0 });
  });
});
