import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody, PDF_BYTES, PNG_BYTES } from '../../src/features/company/company.fixtures.ts';
import { bearer, createUser, tokenFor } from '../factories.ts';
import { apiCall } from '../helpers/api-call.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * Issue 30: two servers of one installation share the database but not a DATA_DIR (another
 * machine, or `npm run worker`). With FILE_STORAGE=database a file one of them stored is read by
 * the other; with the folder store (what every process used before) it is not.
 */
let first: TestContext;
let second: TestContext;
let folderOnly: TestContext;

beforeAll(async () => {
  first = await createTestApp({ fileStorage: { kind: 'database' } });
  second = await createTestApp({ fileStorage: { kind: 'database' }, sharedDatabase: first.db });
  folderOnly = await createTestApp({ fileStorage: { kind: 'local' }, sharedDatabase: first.db });
});
afterAll(async () => {
  await folderOnly?.close();
  await second?.close();
  await first?.close();
});

describe('[STORAGE] one file store for every server on the database', () => {
  it('serves from the second server the logo and the RUT uploaded through the first', async () => {
    expect(second.dataDir).not.toBe(first.dataDir);
    const user = await createUser(first.db);
    const headers = bearer(await tokenFor(first.db, first.clock, user));
    const created = await apiCall(first.app, 'POST', '/api/company', headers, companyBody());
    expect(created.statusCode).toBe(201);
    // The company was just linked to the user: a new token carries it.
    const signedIn = bearer(
      await tokenFor(first.db, first.clock, { ...user, companyId: created.json().company.id }),
    );

    const logo = await apiCall(second.app, 'GET', '/api/company/logo', signedIn);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG_BYTES)).toBe(true);
    const rut = await apiCall(second.app, 'GET', '/api/company/files/rut', signedIn);
    expect(rut.rawPayload.equals(PDF_BYTES)).toBe(true);

    // A server that keeps files in its own folder cannot see them: the failure this store removes.
    const missing = await apiCall(folderOnly.app, 'GET', '/api/company/logo', signedIn);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La empresa no tiene logo');
  });
});
