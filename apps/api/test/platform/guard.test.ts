import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { enforceGuardedRoutes, publicAccess } from '../../src/platform/auth/guard.ts';

describe('[PLATFORM][GUARD]', () => {
  it('refuses to start when an /api route declares no guard', async () => {
    const app = Fastify();
    enforceGuardedRoutes(app);
    expect(() => app.get('/api/abierta', async () => ({}))).toThrow(
      'Route GET /api/abierta declares no requireRole/publicAccess guard',
    );
    expect(() => app.get('/api/publica', { preHandler: publicAccess() }, async () => ({}))).not.toThrow();
    await app.close();
  });
});
