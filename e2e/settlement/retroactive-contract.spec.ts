import { expect, test } from '@playwright/test';
import { api, companyWithEmployees } from '../novelties/novelties-support.ts';
import { payrollFromFirstHire, runProcess } from '../support/processes.ts';

test.use({ viewport: { width: 1366, height: 768 } });

test('[SETTLEMENT][RETROACTIVE]: a contract pay term changed after its periods were accumulated opens "Cambio retroactivo"', async ({
  page,
}, testInfo) => {
  const { contracts } = await companyWithEmployees(page);
  const periods = await payrollFromFirstHire(page, contracts);
  const first = periods[0];
  if (!first) throw new Error('La empresa no tiene períodos de nómina');
  await runProcess(page, first.id, 'PRO');
  await runProcess(page, first.id, 'CLO');

  const person = contracts[0];
  if (!person) throw new Error('La empresa no tiene empleados');
  const contract = await api<{ person: { id: number } }>(page, 'GET', `/api/contracts/${person.contractId}`);
  await page.goto(`/CreateEmployee?persona=${contract.person.id}&contrato=${person.contractId}`);
  // The transport aid is a pay term the contract keeps no history of: it holds from the contract's start.
  await page.locator('#transportAidExcluded').getByText('Sí').click();
  await page.getByRole('button', { name: 'Guardar' }).click();

  const retro = page.getByRole('dialog', { name: 'Cambio retroactivo' });
  await expect(retro).toBeVisible();
  await expect(retro).toContainText('afecta 1 período acumulado');
  await expect(retro.getByText('Período que pagará las diferencias')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('contract-retroactive-1366.png') });
});
