import type { Database } from '../src/db/client.ts';
import { companies, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import { createTokenService } from '../src/platform/auth/tokens.ts';
import type { Clock } from '../src/platform/clock.ts';
import { deploymentSecret } from '../src/platform/secrets.ts';

let sequence = 0;
const nextId = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export const STRONG_PASSWORD = 'Clave.Segura1';

export async function createCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Empresa ${nextId()} S.A.S.`, ...overrides })
    .returning();
  if (!company) throw new Error('company insert failed');
  return company;
}

/** argon2id is slow on purpose; one hash per distinct password keeps the suite fast. */
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
};

/** A user as registration or the seed would leave it; by default a verified ADMIN with terms accepted. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = STRONG_PASSWORD, ...fields } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `usuario-${nextId()}@empresa.com.co`,
      passwordHash: await cachedHash(password),
      role: 'ADMIN',
      status: 'A',
      enabled: true,
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  return { ...user, password };
}

/** A session token for the user, signed with the deployment's key as the login route would. */
export async function tokenFor(
  db: Database,
  clock: Clock,
  user: { id: number; role: 'ADMIN' | 'CLIENT'; companyId: number | null },
): Promise<string> {
  const tokens = createTokenService({ secret: await deploymentSecret(db, 'JWT_SECRET', undefined), clock });
  // A real session (decision 0161): sign-out and revocation apply to test tokens as to sign-in ones.
  const { token } = await openSession(db, clock, tokens, {
    userId: user.id,
    role: user.role,
    companyId: user.companyId,
  });
  return token;
}

/** A signed-in session with its refresh token, as the login route answers it (decision 0161). */
export async function sessionFor(
  db: Database,
  clock: Clock,
  user: { id: number; role: 'ADMIN' | 'CLIENT'; companyId: number | null },
): Promise<{ token: string; refreshToken: string; sessionId: string }> {
  const tokens = createTokenService({ secret: await deploymentSecret(db, 'JWT_SECRET', undefined), clock });
  const { token, refreshToken, sessionId } = await openSession(db, clock, tokens, {
    userId: user.id,
    role: user.role,
    companyId: user.companyId,
  });
  return { token, refreshToken, sessionId };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Sessions = { db: Database; clock: Clock };

/** A session token of a new user (by default a verified ADMIN of no company; see createUser). */
export async function userToken(
  ctx: Sessions,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<string> {
  return tokenFor(ctx.db, ctx.clock, await createUser(ctx.db, overrides));
}

/** A new company and its ADMIN, with a session token. */
export async function adminOfNewCompany(ctx: Sessions) {
  const company = await createCompany(ctx.db);
  const admin = await createUser(ctx.db, { companyId: company.id });
  return { company, admin, token: await tokenFor(ctx.db, ctx.clock, admin) };
}

/** The self-service (CLIENT) account of the company's employee with that document number: its bearer headers. */
export async function employeeAccountHeaders(
  ctx: Sessions,
  companyId: number,
  employeeNumberId: string,
  email: string,
): Promise<{ authorization: string }> {
  return bearer(await userToken(ctx, { role: 'CLIENT', companyId, email, employeeNumberId }));
}

/** Session tokens of two companies' users: A's ADMIN and CLIENT, B's ADMIN, and an ADMIN of no company. */
export async function rolesOfTwoCompanies(ctx: Sessions) {
  const companyA = await createCompany(ctx.db);
  const companyB = await createCompany(ctx.db);
  return {
    adminA: await userToken(ctx, { companyId: companyA.id }),
    adminB: await userToken(ctx, { companyId: companyB.id }),
    clientA: await userToken(ctx, { role: 'CLIENT', companyId: companyA.id }),
    adminWithoutCompany: await userToken(ctx, { companyId: null }),
  };
}

/** Two new companies, the one under test and another, each with an ADMIN session token. */
export async function adminsOfTwoCompanies(ctx: Sessions) {
  const companyId = (await createCompany(ctx.db)).id;
  const otherCompanyId = (await createCompany(ctx.db)).id;
  return {
    companyId,
    otherCompanyId,
    admin: await userToken(ctx, { companyId }),
    otherAdmin: await userToken(ctx, { companyId: otherCompanyId }),
  };
}
