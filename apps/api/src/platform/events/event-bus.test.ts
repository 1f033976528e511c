import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createEventBus, type DomainEvent } from './event-bus.ts';

const data = { contractId: 3, personId: 2, startDate: '2026-03-02' };

describe('event bus (decision 0338)', () => {
  it('returns before any subscriber runs, and hands each one the event with a fresh id', async () => {
    const bus = createEventBus({ clock: systemClock, onError: () => undefined });
    const seen: DomainEvent[] = [];
    bus.subscribe(async (event) => {
      seen.push(event);
    });
    bus.publish(7, 'empleado.creado', data);
    bus.publish(7, 'empleado.creado', data);
    expect(seen).toEqual([]);
    await bus.settled();
    expect(seen.map((event) => [event.companyId, event.type, event.data])).toEqual([
      [7, 'empleado.creado', data],
      [7, 'empleado.creado', data],
    ]);
    expect(seen[0]?.id).not.toBe(seen[1]?.id);
  });

  it('never lets a failing subscriber reach the publisher: the failure is only reported', async () => {
    const failures: string[] = [];
    const bus = createEventBus({
      clock: systemClock,
      onError: (error, event) => failures.push(`${event.type}: ${(error as Error).message}`),
    });
    bus.subscribe(async () => {
      throw new Error('base de datos caída');
    });
    expect(() => bus.publish(7, 'periodo.acumulado', {} as never)).not.toThrow();
    await bus.settled();
    expect(failures).toEqual(['periodo.acumulado: base de datos caída']);
  });
});
