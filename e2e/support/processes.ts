import { expect, type Page } from '@playwright/test';
import { api } from '../novelties/novelties-support.ts';

interface Process {
  id: number;
  status: string;
}

/** Runs a settlement action through the API and waits for it to end, as the process table does. */
export async function runProcess(page: Page, calendarId: number, action: 'PRO' | 'CLO'): Promise<void> {
  const started = await api<Process>(page, 'POST', '/api/processes', { calendarId, action });
  await expect(async () => {
    const list = await api<Process[]>(page, 'GET', '/api/processes');
    expect(list.find((process) => process.id === started.id)?.status).toBe('TERMINADO');
  }).toPass({ timeout: 60_000, intervals: [200, 500, 1_000] });
}

/** The year's payroll periods from the first hire on (a period before every contract settles nobody). */
export async function payrollFromFirstHire(page: Page, contracts: ReadonlyArray<{ startDate: string }>) {
  const firstHire = contracts.map((contract) => contract.startDate).sort()[0] as string;
  const year = await api<Array<{ id: number; periodStart: string; periodEnd: string; detail: string }>>(
    page,
    'GET',
    '/api/calendars?type=NM&year=2026',
  );
  return year.filter((period) => period.periodEnd >= firstHire);
}
