import { randomUUID } from 'node:crypto';
import type { TWebhookEventType, WebhookEventPayloads } from '@quincena/contracts/webhooks';
import type { Clock } from '../clock.ts';

export type EventType = TWebhookEventType;

/** One business event of a company, as subscribers (webhooks) receive it. */
export interface DomainEvent<T extends EventType = EventType> {
  /** Stable id: a delivery and its replays carry the same one. */
  id: string;
  type: T;
  createdAt: string;
  companyId: number;
  data: WebhookEventPayloads[T];
}

/** What features get: publish only. Call it after the transaction that made the change commits. */
export interface EventPublisher {
  publish<T extends EventType>(companyId: number, type: T, data: WebhookEventPayloads[T]): void;
}

export type EventSubscriber = (event: DomainEvent) => Promise<void>;

export interface EventBus extends EventPublisher {
  subscribe(subscriber: EventSubscriber): void;
  /** Resolves when every subscriber of the events published so far has returned (tests, shutdown). */
  settled(): Promise<void>;
}

/** A publisher that drops everything: the default of services composed without a bus (unit tests). */
export const noEvents: EventPublisher = { publish: () => undefined };

/**
 * The in-process event bus (decision 0338). `publish` returns at once and never throws: the
 * subscribers run on a later tick and their failures are only logged, so an event can neither
 * fail nor slow the action that raised it. Subscribers that must survive a restart persist what
 * they need (webhooks store a delivery row and queue a job).
 */
export function createEventBus(deps: {
  clock: Clock;
  onError: (error: unknown, event: DomainEvent) => void;
}): EventBus {
  const subscribers: EventSubscriber[] = [];
  const running = new Set<Promise<void>>();
  return {
    publish(companyId, type, data) {
      if (subscribers.length === 0) return;
      const event: DomainEvent = {
        id: randomUUID(),
        type,
        createdAt: deps.clock.now().toISOString(),
        companyId,
        data,
      } as DomainEvent;
      for (const subscriber of subscribers) {
        const run = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => subscriber(event))
          .catch((error: unknown) => {
            try {
              deps.onError(error, event);
            } catch {
              // a broken logger must not reach the publisher either
            }
          });
        running.add(run);
        void run.finally(() => running.delete(run));
      }
    },
    subscribe(subscriber) {
      subscribers.push(subscriber);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
