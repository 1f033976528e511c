import '../novelties.css';
import { NOVELTY_MESSAGES as M, NOVELTY_PAGE_SIZES, ZAbsencePage } from '@quincena/contracts/novelties';
import { useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { useDeleteNovelty } from '../api/novelties.mutations.ts';
import { NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import { AbsenceDialog } from '../components/absence-dialog.tsx';
import { absenceColumns, absenceRowLabel } from '../components/absences.columns.tsx';
import { NoveltyReportDialog, ReportButton } from '../components/novelty-page-parts.tsx';

/** /NoveltiesLicenses (spec 02 §2): absences, incapacities and licences, and their history report. */
export function AbsencesPage() {
  const list = useServerList(
    noveltiesKeys.list('absences'),
    NOVELTY_PATHS.absences,
    ZAbsencePage,
    NOVELTY_PAGE_SIZES.absences,
  );
  const remove = useDeleteNovelty('absences');
  const [reportOpen, setReportOpen] = useState(false);

  return (
    <CrudPage
      title={M.absenceTitle}
      videoKey="NOVELTIES"
      wide
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={absenceColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.absences}
      rowLabel={absenceRowLabel}
      toolbar={<ReportButton onClick={() => setReportOpen(true)} />}
      renderForm={(state) => <AbsenceDialog {...state} />}
      remove={{
        message: M.absenceDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
        // Spec 02 §8: "Ausentismo eliminado exitosamente (info)".
        successSeverity: 'info',
      }}
    >
      <NoveltyReportDialog
        kind="absences"
        header="Parámetros reporte histórico de ausentismos"
        visible={reportOpen}
        onHide={() => setReportOpen(false)}
      />
    </CrudPage>
  );
}
