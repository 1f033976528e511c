import { expect, test } from '@playwright/test';
import { createJob } from '../bulk-loads/bulk-support.ts';
import { signInAsAdminOfNewCompany } from '../payroll-config/admin-with-company.ts';
import { api, contractBody } from '../support/api.ts';

/** Today in Bogotá (UTC−5, no daylight saving) and days around it, as ISO days. */
const todayIso = () => new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

test('[EMPLOYEES][FIXED_TERM]: a fixed-term contract past its end date is renewed by law, Home warns of the notice day, and the clerk records the notice of non-renewal', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsAdminOfNewCompany(page);
  const jobId = await createJob(page);
  const today = todayIso();
  // A 60-day contract that ended eleven days ago, with nobody deciding anything.
  const start = plusDays(today, -70);
  const end = plusDays(today, -11);
  const person = await api<{ id: number }>(page, 'POST', '/api/persons', {
    documentType: 'CC',
    documentNumber: String(1_100_000_000 + Math.floor(Math.random() * 800_000_000)),
    firstName: 'Ana',
    otherNames: 'María',
    firstSurname: 'Pérez',
    secondSurname: 'Gómez',
    address: 'Calle 72 # 10-34',
    countryCode: 'CO',
    departmentCode: '11',
    cityCode: '11001',
    email: 'ana.fijo@correo.com.co',
  });
  const created = await api<{ contract: { id: number; endDate: string } }>(
    page,
    'POST',
    '/api/contracts',
    contractBody({
      personId: person.id,
      contractType: '1',
      startDate: start,
      endDate: end,
      salary: 2_500_000,
      jobId,
    }),
  );
  const contractId = created.contract.id;
  // The law renewed it for the same term from the day after its end date (checked to the day by the API
  // and engine tests); here it runs past today.
  const renewedTo = created.contract.endDate;
  expect(renewedTo > today).toBe(true);
  const deadline = plusDays(renewedTo, -30);

  // Home: the last day to give notice is among the legal deadlines.
  await page.goto('/Home');
  await expect(
    page.getByText(
      `El contrato a término fijo de Ana María Pérez Gómez vence el ${dmy(renewedTo)}; el preaviso de no renovación debe entregarse a más tardar el ${dmy(deadline)}`,
    ),
  ).toBeVisible();

  // The employee list shows her active with the renewed end date.
  await page.goto('/Employes');
  const row = page.getByRole('row').filter({ hasText: 'Ana María Pérez Gómez' });
  await expect(row).toContainText('Activo');
  await expect(row).toContainText(renewedTo.split('-').reverse().join('-'));

  // The contract's history names the renewal; the clerk records the notice of non-renewal today.
  await page.goto(`/CreateEmployee?persona=${person.id}&contrato=${contractId}`);
  await expect(page.getByRole('heading', { name: 'Término del contrato' })).toBeVisible();
  await expect(page.getByText(`Renovación automática n.º 1 hasta ${dmy(renewedTo)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Registrar preaviso de no renovación' }).click();
  const input = page.locator('[id="noticeDate"]');
  await input.fill(today.split('-').reverse().join('-'));
  await input.press('Tab');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText(
      `Preaviso registrado. El contrato termina el ${dmy(renewedTo)} y no se renovará; registre el retiro en Novedades de retiros para liquidarlo.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(`Preaviso de no renovación entregado el ${dmy(today)}`)).toBeVisible();
});
