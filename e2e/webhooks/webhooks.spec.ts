import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { contractBody } from '../support/api.ts';
import { sessionToken } from '../support/company.ts';
import { signInAsDemoAdmin } from '../support/demo.ts';

/** A receiver on this machine (http to 127.0.0.1 is allowed outside production). */
async function startReceiver() {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/quincena`, received, close: () => server.close() };
}

test('[COMPANY][WEBHOOKS]: an administrator registers a webhook, keeps its secret and sees the signed delivery of a new employee', async ({
  page,
}) => {
  const receiver = await startReceiver();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsDemoAdmin(page);

  await page.goto('/Webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo webhook' });
  await dialog.getByLabel('URL de destino').fill(receiver.url);
  await dialog.getByLabel('Descripción (opcional)').fill('ERP de pruebas');
  await dialog.getByText('Empleado creado (nuevo contrato)').click();
  await dialog.getByText('Período acumulado').click();
  await page.screenshot({ path: test.info().outputPath('webhooks-dialog-1366x768.png') });
  await dialog.getByRole('button', { name: 'Guardar' }).click();

  const secretBox = page.getByTestId('webhook-secret');
  await expect(secretBox).toHaveText(/^whsec_/);
  const secret = (await secretBox.textContent()) ?? '';
  await page.screenshot({ path: test.info().outputPath('webhooks-secret-1366x768.png') });
  await page.getByRole('button', { name: 'Ya lo guardé' }).click();
  await expect(page.getByText(receiver.url)).toBeVisible();

  // A new employee through the API, as the employee screens would create it.
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const jobs = (await (await page.request.get('/api/jobs', { headers })).json()) as {
    jobs: { id: number }[];
  };
  const documentNumber = String(70_000_000 + Math.floor(Math.random() * 9_000_000));
  const person = await page.request.post('/api/persons', {
    headers,
    data: {
      documentType: 'CC',
      documentNumber,
      firstName: 'Lucía',
      otherNames: '',
      firstSurname: 'Webhook',
      secondSurname: '',
      address: 'Calle 72 # 10-34',
      countryCode: 'CO',
      departmentCode: '11',
      cityCode: '11001',
      email: `lucia.${documentNumber}@correo.com.co`,
    },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const contract = await page.request.post('/api/contracts', {
    headers,
    data: contractBody({
      personId: (await person.json()).id,
      contractType: '2',
      startDate: today,
      endDate: null,
      salary: 2_500_000,
      jobId: jobs.jobs[0]?.id,
    }),
  });
  expect(contract.status(), await contract.text()).toBe(201);

  await expect.poll(() => receiver.received.length).toBe(1);
  const [got] = receiver.received;
  const timestamp = String(got?.headers['quincena-webhook-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${got?.body}`).digest('hex');
  expect(got?.headers['quincena-webhook-signature']).toBe(`v1=${expected}`);
  expect(JSON.parse(got?.body ?? '{}').type).toBe('empleado.creado');

  await page.reload();
  await page.getByRole('button', { name: `Entregas de ${receiver.url}` }).click();
  const deliveries = page.getByRole('dialog', { name: `Entregas de ${receiver.url}` });
  await expect(deliveries.getByText('Empleado creado (nuevo contrato)')).toBeVisible();
  await expect(deliveries.getByText('Entregada')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('webhooks-deliveries-1366x768.png') });
  await deliveries.getByRole('button', { name: 'Reenviar' }).click();
  await expect.poll(() => receiver.received.length).toBe(2);
  expect(receiver.received[1]?.headers['quincena-webhook-id']).toBe(got?.headers['quincena-webhook-id']);
  receiver.close();
});
