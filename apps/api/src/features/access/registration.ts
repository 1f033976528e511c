import {
  ERROR_CODES,
  REGISTER_MESSAGES,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@quincena/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { type AccessDeps, DEMO_EMAIL_DOMAIN } from './access.deps.ts';
import { findUserByEmail, insertUser } from './access.repository.ts';

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, REGISTER_MESSAGES.emailTaken, { email: REGISTER_MESSAGES.emailTaken });

/**
 * Registration (spec 01 §2.4, §4, §6): an administrator account, active (status A) with the
 * terms accepted in the dialog, not yet verified (enabled false) and without a company.
 * The contract schema has already applied the e-mail, confirmation and strength rules.
 */
export async function register(deps: AccessDeps, request: TRegisterRequest): Promise<TRegisterResponse> {
  await deps.humanCheck.assertSolved(request.altcha);
  // The demo accounts' domain is reserved, so a registration can never collide with the seed.
  if (request.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)) throw emailTaken();
  if (await findUserByEmail(deps.db, request.email)) throw emailTaken();

  const now = deps.clock.now();
  const user = await insertUser(deps.db, {
    email: request.email,
    passwordHash: await hashPassword(request.password),
    role: 'ADMIN',
    status: 'A',
    enabled: false,
    termsAcceptedAt: now,
    instanceAdmin: false,
    companyId: null,
    createdAt: now,
    passwordChangedAt: now,
  });
  // Two registrations racing for one address: the unique index lets only one in.
  if (!user) throw emailTaken();
  deps.log.info({ userId: user.id }, 'administrator registered');
  return { userId: user.id, userName: user.email };
}
