export {
  createEventBus,
  type DomainEvent,
  type EventBus,
  type EventPublisher,
  type EventSubscriber,
  type EventType,
  noEvents,
} from './event-bus.ts';
