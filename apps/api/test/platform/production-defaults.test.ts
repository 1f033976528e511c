import { ZReadyResponse } from '@quincena/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { DIAN_SIMULATOR_PATH } from '../../src/features/electronic-payroll/index.ts';
import { openSession } from '../../src/platform/auth/sessions.ts';
import { createTokenService } from '../../src/platform/auth/tokens.ts';
import { registerReadiness } from '../../src/platform/http/readiness.ts';
import { deploymentSecret } from '../../src/platform/secrets.ts';
import { DEMO_ACCOUNTS } from '../../src/seed/access.demo-seed.ts';
import { seed } from '../../src/seed/seed.ts';
import { bearer, createCompany, createUser, tokenFor, userToken } from '../factories.ts';
import { solveHumanCheck } from '../helpers/human-check.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const secrets = {
  JWT_SECRET: 'j'.repeat(40),
  ALTCHA_HMAC_KEY: 'a'.repeat(40),
  DATA_ENCRYPTION_SECRET: 'd'.repeat(40),
};

describe('[PLATFORM][PRODUCTION] settings', () => {
  it('leaves the demo company out in production unless SEED_DEMO=true is set', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...secrets }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', ...secrets, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({}).SEED_DEMO).toBe(true);
  });

  it('reads INSTANCE_ADMIN_EMAILS as a list of addresses and refuses anything else', () => {
    expect(
      loadEnv({ INSTANCE_ADMIN_EMAILS: ' TI@Empresa.co , ops@empresa.co' }).INSTANCE_ADMIN_EMAILS,
    ).toEqual(['ti@empresa.co', 'ops@empresa.co']);
    expect(loadEnv({}).INSTANCE_ADMIN_EMAILS).toEqual([]);
    expect(() => loadEnv({ INSTANCE_ADMIN_EMAILS: 'ti@empresa.co, no-es-un-correo' })).toThrow(
      'INSTANCE_ADMIN_EMAILS',
    );
  });
});

describe('[PLATFORM][PRODUCTION] the installation operator', () => {
  let ctx: TestContext;
  const operatorEmail = 'operador.ti@empresa.co';
  beforeAll(async () => {
    ctx = await createTestApp({ instanceAdminEmails: [operatorEmail, DEMO_ACCOUNTS.admin.email] });
    await seed(ctx.db, { demo: true, log: ctx.app.log });
  });
  afterAll(() => ctx.close());

  const options = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/instance-admin/options', headers });

  it('is never the demo administrator, whose password is published, even if flagged or listed', async () => {
    // An installation seeded before this rule had the flag set on the demo administrator.
    await ctx.db.update(users).set({ instanceAdmin: true }).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/access/login',
      payload: { ...DEMO_ACCOUNTS.admin, altcha: await solveHumanCheck(ctx.app) },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session.instanceAdmin).toBe(false);
    expect((await options(bearer(signIn.json().token))).statusCode).toBe(403);
  });

  it('is an administrator named in INSTANCE_ADMIN_EMAILS, and not another one', async () => {
    const company = await createCompany(ctx.db);
    const named = await createUser(ctx.db, { email: 'Operador.TI@empresa.co', companyId: company.id });
    const other = await createUser(ctx.db, { companyId: company.id });
    expect((await options(bearer(await tokenFor(ctx.db, ctx.clock, named)))).statusCode).toBe(200);
    expect((await options(bearer(await tokenFor(ctx.db, ctx.clock, other)))).statusCode).toBe(403);
  });
});

describe('[PLATFORM][PRODUCTION] session tokens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A token signed with the installation's own key, with the times given (seconds from now). */
  async function signed(issuedIn: number, lifetime: number): Promise<string> {
    const company = await createCompany(ctx.db);
    const user = await createUser(ctx.db, { companyId: company.id });
    const secret = await deploymentSecret(ctx.db, 'JWT_SECRET', undefined);
    const tokens = createTokenService({ secret, clock: ctx.clock });
    const { token } = await openSession(ctx.db, ctx.clock, tokens, {
      userId: user.id,
      role: 'ADMIN',
      companyId: company.id,
    });
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const iat = Math.floor(ctx.clock.now().getTime() / 1000) + issuedIn;
    return new SignJWT({ role: 'ADMIN', cid: company.id, sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer('quincena')
      .setAudience('quincena-web')
      .setIssuedAt(iat)
      .setExpirationTime(iat + lifetime)
      .sign(new TextEncoder().encode(secret));
  }
  const session = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/access/session', headers: bearer(token) });

  it('accepts a token with the server’s own times', async () => {
    expect((await session(await signed(0, 3600))).statusCode).toBe(200);
  });

  it('refuses a token issued in the future', async () => {
    expect((await session(await signed(600, 3600))).statusCode).toBe(401);
  });

  it('refuses a token that lives longer than a session', async () => {
    expect((await session(await signed(0, 30 * 24 * 3600))).statusCode).toBe(401);
  });
});

describe('[PLATFORM][PRODUCTION] caching and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('tells browsers and proxies to keep no copy of an API answer with people’s data', async () => {
    const company = await createCompany(ctx.db);
    const token = await userToken(ctx, { companyId: company.id });
    const employees = await ctx.app.inject({ method: 'GET', url: '/api/employees', headers: bearer(token) });
    expect(employees.statusCode).toBe(200);
    expect(employees.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/employees' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers /api/ready when the database and the queue answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', queue: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    registerReadiness(app, { db: down, jobs: { kind: 'pg-boss' } });
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(ZReadyResponse.parse(response.json())).toEqual({
      status: 'unavailable',
      database: 'error',
      queue: 'error',
    });
    await app.close();
  });
});

describe('[PLATFORM][PRODUCTION] the DIAN simulator', () => {
  it('is off in production unless DIAN_SIMULATOR=true, and documents then go to habilitación', () => {
    const env = loadEnv({ NODE_ENV: 'production', ...secrets });
    expect(env.DIAN_SIMULATOR).toBe(false);
    expect(env.DIAN_ENVIRONMENT).toBe('habilitacion');
    const trial = loadEnv({ NODE_ENV: 'production', ...secrets, DIAN_SIMULATOR: 'true' });
    expect([trial.DIAN_SIMULATOR, trial.DIAN_ENVIRONMENT]).toEqual([true, 'simulador']);
    expect(() => loadEnv({ NODE_ENV: 'production', ...secrets, DIAN_ENVIRONMENT: 'simulador' })).toThrow(
      'DIAN_ENVIRONMENT=simulador in production needs DIAN_SIMULATOR=true',
    );
    expect(loadEnv({}).DIAN_SIMULATOR).toBe(true);
  });

  it('is not mounted when switched off, and takes no body larger than a DIAN message', async () => {
    const off = await createTestApp({ dianSimulator: false });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: DIAN_SIMULATOR_PATH,
        headers: { 'content-type': 'application/soap+xml' },
        payload: '<s:Envelope/>',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const on = await createTestApp();
    try {
      const response = await on.app.inject({
        method: 'POST',
        url: DIAN_SIMULATOR_PATH,
        headers: { 'content-type': 'application/soap+xml' },
        payload: 'x'.repeat(2 * 1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
    } finally {
      await on.close();
    }
  });
});
