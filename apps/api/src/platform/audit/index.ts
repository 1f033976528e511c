export { setAuditActor, withAuditActor } from './actor.ts';
export { registerApiKeyCallLog } from './api-key-calls.ts';
export { listAuditLog } from './audit-log.repository.ts';
