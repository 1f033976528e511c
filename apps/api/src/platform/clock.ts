/** The one source of "now" for services, so tests control expiries (STYLE.md habit 13). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
