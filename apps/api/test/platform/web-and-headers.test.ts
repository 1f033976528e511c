import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html lang="es"><body><div id="root"></div></body></html>';
let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'quincena-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("quincena");');
  writeFileSync(join(webDist, 'assets', 'app-1234.js.gz'), gzipSync('console.log("quincena");'));
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('[PLATFORM][WEB_APP]', () => {
  it.each(['/Login', '/Home', '/NoveltiesOvertime', '/ValidateCertificate/123', '/'])(
    'answers index.html for the spec route %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves built files with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("quincena");');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to a browser that accepts gzip', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync('console.log("quincena");'));
  });

  it('answers a JSON 404 for an unknown /api path and for a missing file', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-existe'],
      ['POST', '/api/access/no-existe'],
      ['GET', '/assets/no-existe.js'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No encontramos lo que buscas' });
    }
  });

  it('sends the security headers on pages and on API answers', async () => {
    for (const url of ['/Login', '/api/health']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers the health check and the OpenAPI description built from the contracts', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/access/login', '/api/access/register', '/api/help/videos']),
    );
    const register =
      openapi.paths['/api/access/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual([
      'email',
      'password',
      'passwordConfirmation',
      'termsAccepted',
      'altcha',
    ]);
  });

  it('tells integrators what the server enforces: required files, conditional fields, failures and file types', async () => {
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const company = openapi.paths['/api/company'];
    type Body = { required: string[]; properties: Record<string, { description?: string }> };
    const jsonBody = (operation: { requestBody: { content: { 'application/json': { schema: Body } } } }) =>
      operation.requestBody.content['application/json'].schema;
    // Creation refuses a company without its logo and RUT; an update keeps the stored ones.
    expect(jsonBody(company.post).required).toEqual(expect.arrayContaining(['logo', 'rut']));
    expect(jsonBody(company.put).required).not.toContain('logo');
    expect(
      jsonBody(openapi.paths['/api/novelties/absences'].post).properties.diagnosisCode?.description,
    ).toContain('Obligatorio cuando la contingencia es una incapacidad');
    // Every guarded route declares the failures any route answers, a public one no 401.
    expect(Object.keys(company.post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '415', '429']),
    );
    const terms = openapi.paths['/api/access/legal/terminos-y-condiciones.pdf'].get.responses;
    expect(Object.keys(terms)).not.toContain('401');
    expect(Object.keys(terms['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(openapi.paths['/api/settlement/planilla-file'].get.responses['200'].content)).toEqual([
      'text/plain',
    ]);
  });

  it('answers a path that is not valid once decoded as every other failure, in Spanish', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/documents/payslips/%ED%A0%80/4/pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      code: 'VALIDATION_FAILED',
      message: 'La dirección solicitada no es válida',
    });
  });
});

describe('[PLATFORM][WEB_APP] without a build', () => {
  it('answers a short Spanish page saying how to build the app', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/Login' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('la aplicación web aún no se ha compilado');
      expect(response.body).toContain('npm run build -w apps/web');
    } finally {
      await bare.close();
    }
  });
});
