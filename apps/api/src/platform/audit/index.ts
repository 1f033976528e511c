export { setAuditActor, withAuditActor } from './actor.ts';
export { listAuditLog } from './audit-log.repository.ts';
