import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submitSignIn, takeOwnClientAddress } from '../support/access.ts';
import { DEMO_ADMIN } from '../support/demo.ts';
import { OUTBOX_DIR } from '../support/environment.ts';

/** A small valid PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** The .eml of the support e-mail with this subject, as the server's development outbox wrote it. */
async function supportMail(subject: string): Promise<string | null> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  for (const name of names.filter((file) => file.includes('soporte@quincena.local'))) {
    const raw = await readFile(join(OUTBOX_DIR, name), 'utf8');
    if (raw.includes(subject)) return raw;
  }
  return null;
}

test('[SUPPORT]: an administrator sends a support request with a PDF and it reaches the support outbox', async ({
  page,
}) => {
  await takeOwnClientAddress(page);
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/Support');
  await expect(page.getByRole('heading', { name: 'Soporte' })).toBeVisible();

  const sendButton = page.getByRole('button', { name: 'Enviar' });
  await expect(sendButton).toBeDisabled();
  const subject = `Plano bancario ${Date.now()}`;
  await page.getByLabel('Correo *').fill('gerente@demo');
  await page.getByLabel('Asunto *').fill(subject);
  await expect(sendButton).toBeDisabled();
  await page.getByLabel('Descripción *').fill('El archivo del banco no se descarga.');
  await expect(sendButton).toBeEnabled();

  // A malformed address is refused in the browser and nothing is sent.
  await sendButton.click();
  await expect(page.getByText('Error en formato de correo')).toBeVisible();
  await expect(page).toHaveURL(/\/Support$/);

  // Not a PDF: refused when chosen.
  await page.getByLabel('Adjunto (PDF, máximo 2 MB)').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(page.getByText('El archivo adjunto debe ser un PDF')).toBeVisible();

  await page.getByLabel('Correo *').fill('gerente@demo.quincena.test');
  await page.getByLabel('Adjunto (PDF, máximo 2 MB)').setInputFiles({
    name: 'soporte.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await sendButton.click();
  await expect(
    page.getByText('Solicitud enviada exitosamente. Por favor esté atento a su correo para la respuesta'),
  ).toBeVisible();
  // Four seconds later the screen goes to the employees.
  await expect(page).toHaveURL(/\/Employes$/, { timeout: 10_000 });

  await expect.poll(() => supportMail(subject), { timeout: 15_000 }).not.toBeNull();
  const eml = (await supportMail(subject)) as string;
  expect(eml).toContain('application/pdf');
  const attached = eml.match(
    /Content-Type: application\/pdf; name=.+\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/,
  );
  expect(Buffer.from((attached?.[1] ?? '').replace(/\s+/g, ''), 'base64').equals(PDF)).toBe(true);
});
