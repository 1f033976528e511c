import { afterAll, beforeAll } from 'vitest';
import { rolesOfTwoCompanies } from '../factories.ts';
import { callAs, type Method } from './api-call.ts';
import { createTestApp, type TestContext } from './test-app.ts';

type Roles = Awaited<ReturnType<typeof rolesOfTwoCompanies>>;

/**
 * A test file's app and rolesOfTwoCompanies' sessions: made before the file's tests, closed after
 * them, and read through the returned object once they run.
 */
export function appWithRolesOfTwoCompanies() {
  const world = {} as Roles & {
    ctx: TestContext;
    /** A request with a session token (or none). */
    request(method: Method, url: string, token: string | null, payload?: object): ReturnType<typeof callAs>;
  };
  beforeAll(async () => {
    const ctx = await createTestApp();
    Object.assign(world, await rolesOfTwoCompanies(ctx), {
      ctx,
      request: (method: Method, url: string, token: string | null, payload?: object) =>
        callAs(ctx.app, method, url, token, payload),
    });
  });
  afterAll(async () => world.ctx.close());
  return world;
}
