import { describe, expect, it } from 'vitest';
import { createSideLane } from './side-lane.ts';

describe('side lane of webhook attempts', () => {
  it('runs at most its limit at once, reports failures and drains', async () => {
    const failures: unknown[] = [];
    const lane = createSideLane(2, (error) => failures.push(error));
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    for (let index = 0; index < 5; index += 1)
      lane.run(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight -= 1;
        if (index === 4) throw new Error('fallo');
      });
    const drained = lane.drained();
    for (let released = 0; released < 5; ) {
      await new Promise((resolve) => setImmediate(resolve));
      const release = releases.shift();
      if (release) {
        release();
        released += 1;
      }
    }
    await drained;
    expect(most).toBe(2);
    expect(failures).toHaveLength(1);
  });
});
