import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { SAFE_LOG_SERIALIZERS, safeError } from './safe-error.ts';

const DOCUMENT = '1020304050';
const EMAIL = 'ana.perez@correo.com.co';
const NAME = 'Ana María Pérez';

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client);
  await db.execute(
    sql`create table people (document text primary key, email text not null, name text not null, born date)`,
  );
  await db.execute(sql`insert into people values (${DOCUMENT}, ${EMAIL}, ${NAME}, null)`);
});
afterAll(async () => client.close());

/** The error a repository would see: a duplicate person. */
async function duplicateError(): Promise<unknown> {
  try {
    await db.execute(sql`insert into people values (${DOCUMENT}, ${EMAIL}, ${NAME}, null)`);
  } catch (error) {
    return error;
  }
  throw new Error('the insert should have failed');
}

function capturedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, serializers: SAFE_LOG_SERIALIZERS } });
  registerErrorHandler(app);
  return { app, lines };
}

describe('[PLATFORM][ERRORS] database errors in logs', () => {
  it('the raw error does carry the personal data (what this guards against)', async () => {
    const error = (await duplicateError()) as Error & { params?: unknown[] };
    expect(error.message).toContain(DOCUMENT);
    expect(error.params).toContain(EMAIL);
  });

  it('keeps the SQL state, constraint and parameterised query, never the values', async () => {
    const safe = safeError(await duplicateError());
    const text = JSON.stringify(safe);
    for (const value of [DOCUMENT, EMAIL, NAME]) expect(text).not.toContain(value);
    expect(safe.query).toContain('insert into people values ($1, $2, $3, null)');
    expect(safe.cause).toMatchObject({ code: '23505', constraint: 'people_pkey', table: 'people' });
  });

  it('a failing request logs no value and answers 409 for a taken key, 400 for a refused value', async () => {
    const { app, lines } = capturedApp();
    app.post('/duplicate', async () => {
      await db.execute(sql`insert into people values (${DOCUMENT}, ${EMAIL}, ${NAME}, null)`);
    });
    app.post('/bad-date', async () => {
      await db.execute(sql`insert into people values ('1', ${EMAIL}, ${NAME}, ${`${NAME} 2026-02-31`})`);
    });
    app.post('/unknown', async () => {
      await db.execute(sql`select * from missing_table where name = ${NAME}`);
    });
    const duplicate = await app.inject({ method: 'POST', url: '/duplicate' });
    expect(duplicate.statusCode).toBe(409);
    const badDate = await app.inject({ method: 'POST', url: '/bad-date' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe(
      'Un valor de la solicitud no es válido o está fuera del rango permitido',
    );
    const unknown = await app.inject({ method: 'POST', url: '/unknown' });
    expect(unknown.statusCode).toBe(500);
    await app.close();

    const log = lines.join('');
    expect(log).toContain('23505');
    expect(log).toContain('42P01');
    for (const value of [DOCUMENT, EMAIL, NAME, 'Ana']) expect(log).not.toContain(value);
  });

  it('any log line with an `err` goes through the same filter', async () => {
    const { app, lines } = capturedApp();
    app.log.error({ err: await duplicateError() }, 'mail not sent');
    await app.close();
    expect(lines.join('')).toContain('people_pkey');
    expect(lines.join('')).not.toContain(DOCUMENT);
  });
});
