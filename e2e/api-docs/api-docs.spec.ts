import { expect, test } from '@playwright/test';

test('[API_DOCS]: anyone, without signing in, reads how to get a token and the list of endpoints', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      blocked.push(message.text());
  });
  await page.goto('/APIDocumentation');
  await expect(page.getByRole('heading', { name: 'Documentación del API' })).toBeVisible();
  const intro = page.getByRole('region', { name: 'Cómo obtener un token' });
  await expect(intro).toContainText('POST /api/access/login');
  await expect(intro).toContainText('Authorization: Bearer <token>');
  // Other systems connect with a company key; each area has a worked example.
  const keys = page.getByRole('region', { name: 'Conectar otro sistema con una clave API' });
  await expect(keys).toContainText('X-Api-Key: qk_live_…');
  await expect(keys.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(keys.getByRole('article', { name: /reloj de control/ })).toContainText('Idempotency-Key:');

  // The viewer renders the server's own OpenAPI document: every operation, the bearer scheme.
  // Swagger UI parses the whole document (over 500 KB) before it draws anything; on a busy
  // machine that alone has taken longer than the default wait.
  const viewer = page.getByTestId('api-docs-viewer');
  await expect(viewer.getByText('Quincena API', { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByRole('button', { name: /Authorize/ })).toBeVisible();
  const spec = await (await page.request.get('/api/openapi.json')).json();
  expect(Object.keys(spec.paths).length).toBeGreaterThan(100);
  // Every tag of the document is listed; opening one lists each of its operations.
  const operationsOf = new Map<string, number>();
  for (const methods of Object.values(spec.paths as Record<string, Record<string, { tags?: string[] }>>))
    for (const operation of Object.values(methods))
      for (const tag of operation.tags ?? []) operationsOf.set(tag, (operationsOf.get(tag) ?? 0) + 1);
  await expect(viewer.locator('.opblock-tag')).toHaveCount(operationsOf.size);
  await viewer.locator('.opblock-tag[data-tag="employees"]').click();
  await expect(viewer.locator('.opblock')).toHaveCount(operationsOf.get('employees') ?? 0);
  await expect(viewer.locator('.opblock-summary-path[data-path="/api/employees"]').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
