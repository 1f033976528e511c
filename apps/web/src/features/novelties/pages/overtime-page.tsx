import '../novelties.css';
import { NOVELTY_MESSAGES as M, NOVELTY_PAGE_SIZES, ZOvertimePage } from '@quincena/contracts/novelties';
import { useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { useDeleteNovelty } from '../api/novelties.mutations.ts';
import { NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import {
  NoveltyReportDialog,
  NoveltyUploadDialog,
  ReportButton,
  UploadButton,
} from '../components/novelty-page-parts.tsx';
import { overtimeColumns, overtimeRowLabel } from '../components/overtime.columns.tsx';
import { OvertimeDialog } from '../components/overtime-dialog.tsx';

/** /NoveltiesOvertime (spec 02 §2): overtime and surcharges, their history report and bulk load. */
export function OvertimePage() {
  const list = useServerList(
    noveltiesKeys.list('overtime'),
    NOVELTY_PATHS.overtime,
    ZOvertimePage,
    NOVELTY_PAGE_SIZES.overtime,
  );
  const remove = useDeleteNovelty('overtime');
  const [reportOpen, setReportOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);

  return (
    <CrudPage
      title={M.overtimeTitle}
      videoKey="NOVELTIES"
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={overtimeColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.overtime}
      rowLabel={overtimeRowLabel}
      toolbar={
        <>
          <ReportButton onClick={() => setReportOpen(true)} />
          <UploadButton onClick={() => setUploadOpen(true)} />
        </>
      }
      renderForm={(state) => <OvertimeDialog {...state} />}
      remove={{
        message: M.overtimeDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
        // Spec 02 §8: overtime delete failures are an error toast titled Error.
        showError: (message) => notify.error(message, { title: 'Error', sticky: true }),
      }}
    >
      <NoveltyReportDialog
        kind="overtime"
        header="Parámetros reporte histórico de horas extra"
        visible={reportOpen}
        onHide={() => setReportOpen(false)}
      />
      <NoveltyUploadDialog
        kind="overtime"
        header={M.overtimeUploadTitle}
        visible={uploadOpen}
        onHide={() => setUploadOpen(false)}
      />
    </CrudPage>
  );
}
