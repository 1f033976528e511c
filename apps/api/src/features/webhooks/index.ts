import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events/index.ts';
import { JOB_NAMES, type JobQueue } from '../../platform/jobs/index.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { createSideLane } from './side-lane.ts';
import { createWebhookDelivery, type DeliveryJob } from './webhook-delivery.ts';
import { createWebhooksService } from './webhooks.service.ts';

export { registerWebhooksRoutes } from './webhooks.routes.ts';

export interface WebhooksComposition {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  secrets: SecretBox;
  /** NODE_ENV=production: https only and no private addresses. */
  production: boolean;
  /** Where an attempt that failed unexpectedly (not a receiver's failure) is reported. */
  onError?: (error: unknown) => void;
}

/** Webhooks wired: the screen's service, and the delivery side the bus and the queue drive. */
export function composeWebhooks(deps: WebhooksComposition) {
  const delivery = createWebhookDelivery(deps);
  const service = createWebhooksService({ ...deps, delivery });
  const lane = createSideLane(4, (error) => deps.onError?.(error));
  return {
    service,
    delivery,
    /** Subscribes deliveries to the company events of the bus. */
    listen(bus: Pick<EventBus, 'subscribe'>) {
      bus.subscribe(delivery.onEvent);
    },
    /**
     * This process attempts deliveries (API servers with workers, and `npm run worker`). pg-boss
     * gives the job name its own workers; the in-process queue is one lane for every job, so there
     * the job only hands the attempt to a side lane of four.
     */
    startWorking: () =>
      deps.queue.work<DeliveryJob>(JOB_NAMES.webhookDelivery, async (job) => {
        if (deps.queue.kind === 'in-process') lane.run(() => delivery.attempt(job));
        else await delivery.attempt(job);
      }),
    /** Waits for the attempts under way (closing). */
    drained: () => lane.drained(),
  };
}

export type Webhooks = ReturnType<typeof composeWebhooks>;
