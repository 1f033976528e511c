import '../novelties.css';
import { NOVELTY_MESSAGES as M, NOVELTY_PAGE_SIZES, ZReportedPage } from '@quincena/contracts/novelties';
import { useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { ConceptsTable, CreateConceptDialog } from '../../concepts/index.ts';
import { useDeleteNovelty } from '../api/novelties.mutations.ts';
import { NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import {
  AddConceptButton,
  NoveltyReportDialog,
  NoveltyUploadDialog,
  ReportButton,
  UploadButton,
  useScreenTitle,
} from '../components/novelty-page-parts.tsx';
import { reportedColumns, reportedRowLabel } from '../components/reported.columns.tsx';
import { ReportedDialog } from '../components/reported-dialog.tsx';

/**
 * /NoveltiesReported (spec 02 §2): one-off items of the reported (OCA) concepts, their history report
 * and bulk load; the OCA concepts are created here too and listed under the table.
 */
export function ReportedPage() {
  const title = useScreenTitle(M.reportedTitle);
  const list = useServerList(
    noveltiesKeys.list('reported'),
    NOVELTY_PATHS.reported,
    ZReportedPage,
    NOVELTY_PAGE_SIZES.reported,
  );
  const remove = useDeleteNovelty('reported');
  const [reportOpen, setReportOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [conceptOpen, setConceptOpen] = useState(false);

  return (
    <CrudPage
      title={title}
      videoKey="NOVELTIES"
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={reportedColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.reported}
      rowLabel={reportedRowLabel}
      toolbar={
        <>
          <AddConceptButton onClick={() => setConceptOpen(true)} />
          <ReportButton onClick={() => setReportOpen(true)} />
          <UploadButton onClick={() => setUploadOpen(true)} />
        </>
      }
      renderForm={(state) => <ReportedDialog {...state} />}
      remove={{
        message: M.reportedDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
        // Spec 02 §8: deleting a reported item fails with a sticky error toast.
        showError: (message) => notify.error(message, { sticky: true }),
      }}
    >
      <h2 className="novelty-concepts__title">Conceptos de novedades reportadas</h2>
      <ConceptsTable filter={{ module: 'OCA' }} />
      <CreateConceptDialog visible={conceptOpen} module="OCA" onHide={() => setConceptOpen(false)} />
      <NoveltyReportDialog
        kind="reported"
        header="Parámetros reporte de novedades reportadas"
        visible={reportOpen}
        onHide={() => setReportOpen(false)}
      />
      <NoveltyUploadDialog
        kind="reported"
        header={M.reportedUploadTitle}
        visible={uploadOpen}
        onHide={() => setUploadOpen(false)}
      />
    </CrudPage>
  );
}
