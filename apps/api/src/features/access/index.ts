export { type AccessDeps, DEMO_EMAIL_DOMAIN } from './access.deps.ts';
export { endSessionsBefore, findUserByEmail, insertUser, updateUserPassword } from './access.repository.ts';
export { registerAccessRoutes } from './access.routes.ts';
export { createAccessService } from './access.service.ts';
export { deleteCompanyDraft } from './company-draft.repository.ts';
export { registerCompanyDraftRoutes } from './company-draft.routes.ts';
export { createCompanyDraftService } from './company-draft.service.ts';
