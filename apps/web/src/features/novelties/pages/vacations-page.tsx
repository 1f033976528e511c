import '../novelties.css';
import { NOVELTY_MESSAGES as M, NOVELTY_PAGE_SIZES, ZVacationPage } from '@quincena/contracts/novelties';
import { useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { useDeleteNovelty } from '../api/novelties.mutations.ts';
import { NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import { NoveltyReportDialog, ReportButton } from '../components/novelty-page-parts.tsx';
import { VacationDialog } from '../components/vacation-dialog.tsx';
import { vacationColumns, vacationRowLabel } from '../components/vacations.columns.tsx';

/** /NoveltiesVacation (spec 02 §2): vacations in time or in money and their history report. */
export function VacationsPage() {
  const list = useServerList(
    noveltiesKeys.list('vacations'),
    NOVELTY_PATHS.vacations,
    ZVacationPage,
    NOVELTY_PAGE_SIZES.vacations,
  );
  const remove = useDeleteNovelty('vacations');
  const [reportOpen, setReportOpen] = useState(false);

  return (
    <CrudPage
      title={M.vacationTitle}
      videoKey="NOVELTIES"
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={vacationColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.vacations}
      rowLabel={vacationRowLabel}
      toolbar={<ReportButton onClick={() => setReportOpen(true)} />}
      renderForm={(state) => <VacationDialog {...state} />}
      remove={{
        message: M.vacationDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
      }}
    >
      <NoveltyReportDialog
        kind="vacations"
        header="Parámetros reporte histórico de vacaciones"
        visible={reportOpen}
        onHide={() => setReportOpen(false)}
      />
    </CrudPage>
  );
}
