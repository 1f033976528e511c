import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { GENEROUS_LIMITS } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const DOCUMENT = '1020304050';
const EMAIL = 'ana.perez@correo.com.co';

let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'quincena-log-test-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The logger options the server passes (server.ts), with the lines captured.
  app = await buildApp({
    db: database.db,
    rateLimits: GENEROUS_LIMITS,
    logger: { level: 'info', stream },
    config: {
      dataDir,
      webDist: join(dataDir, 'no-web-build'),
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Quincena <no-responder@quincena.local>',
      altchaMaxNumber: 20,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('[PLATFORM][LOGS] the app logger keeps personal data out', () => {
  it('logs a failed query with its SQL state and parameterised text, never its values', async () => {
    let failure: unknown;
    try {
      await database.db.execute(sql`select ${DOCUMENT}::integer as document, ${EMAIL}::date as email`);
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain(DOCUMENT);
    app.log.error({ err: failure }, 'mail not delivered');
    const log = lines.join('');
    expect(log).toContain('mail not delivered');
    // Which cast fails first is the engine's choice: either is a data exception (class 22).
    expect(log).toMatch(/"code":"22(P02|007)"/);
    expect(log).toContain('select $1::integer as document, $2::date as email');
    expect(log).not.toContain(DOCUMENT);
    expect(log).not.toContain(EMAIL);
  });
});
