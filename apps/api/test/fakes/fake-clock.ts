import type { Clock } from '../../src/platform/clock.ts';

/** A clock the test moves by hand, so expiries are exact and instant. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-03-02T13:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance({ minutes = 0, seconds = 0, ms = 0 }: { minutes?: number; seconds?: number; ms?: number }): void {
    this.current += minutes * 60_000 + seconds * 1000 + ms;
  }
}
