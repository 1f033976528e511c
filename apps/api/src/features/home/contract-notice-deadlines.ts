import type { TDeadline } from '@quincena/contracts/home';
import type { Database } from '../../db/client.ts';
import { dmy, upcomingNoticeDeadlines } from '../employees/index.ts';

/**
 * The legal-deadline entries of fixed-term contracts ending soon (decision 0311): each names the worker,
 * the end date and the last day to give written notice of non-renewal (CST art. 46: 30 days before), and
 * opens the contract, where the notice is recorded.
 */
export async function contractNoticeDeadlines(
  db: Database,
  companyId: number,
  today: string,
): Promise<TDeadline[]> {
  const notices = await upcomingNoticeDeadlines(db, companyId, today);
  return notices.map((notice) => ({
    kind: 'FIXED_TERM_NOTICE',
    title: `El contrato a término fijo de ${notice.fullName} vence el ${dmy(notice.endDate)}; el preaviso de no renovación debe entregarse a más tardar el ${dmy(notice.noticeDeadline)}`,
    dueDate: notice.noticeDeadline,
    route: `/CreateEmployee?persona=${notice.personId}&contrato=${notice.contractId}`,
    basis: 'CST art. 46 (Ley 2466 de 2025, art. 6): sin preaviso escrito de 30 días el contrato se renueva',
  }));
}
