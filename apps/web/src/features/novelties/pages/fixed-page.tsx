import '../novelties.css';
import { NOVELTY_MESSAGES as M, NOVELTY_PAGE_SIZES, ZFixedPage } from '@quincena/contracts/novelties';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { CrudPage, useServerList } from '../../../components/crud-page/index.ts';
import { EXCEL_FAILED, useFileExport } from '../../../components/file-export.ts';
import { ConceptsTable, CreateConceptDialog } from '../../concepts/index.ts';
import { useDeleteNovelty } from '../api/novelties.mutations.ts';
import { fetchAllNovelties, NOVELTY_PATHS, noveltiesKeys } from '../api/novelties.queries.ts';
import { fixedColumns, fixedRowLabel } from '../components/fixed.columns.tsx';
import { FixedDialog } from '../components/fixed-dialog.tsx';
import { downloadFixedItems } from '../components/fixed-export.ts';
import { AddConceptButton, useScreenTitle } from '../components/novelty-page-parts.tsx';

/**
 * /NoveltiesStatic (spec 02 §2): recurring items of the fixed (STA) concepts, exported to Excel in
 * the browser; the STA concepts are created here too and listed under the table.
 */
export function FixedPage() {
  const title = useScreenTitle(M.fixedTitle);
  const list = useServerList(
    noveltiesKeys.list('fixed'),
    NOVELTY_PATHS.fixed,
    ZFixedPage,
    NOVELTY_PAGE_SIZES.fixed,
  );
  const remove = useDeleteNovelty('fixed');
  const [conceptOpen, setConceptOpen] = useState(false);

  const { exporting, exportFile } = useFileExport(
    async () => downloadFixedItems(await fetchAllNovelties('fixed', ZFixedPage), new Date()),
    EXCEL_FAILED,
  );

  return (
    <CrudPage
      title={title}
      videoKey="NOVELTIES"
      wide
      rows={list.rows}
      server={list.server}
      loading={list.loading}
      columns={fixedColumns}
      dataKey="id"
      defaultRowsPerPage={NOVELTY_PAGE_SIZES.fixed}
      rowLabel={fixedRowLabel}
      toolbar={
        <>
          <AddConceptButton onClick={() => setConceptOpen(true)} />
          <Button
            type="button"
            label="Exportar a Excel"
            icon="pi pi-file-excel"
            severity="success"
            outlined
            loading={exporting}
            disabled={list.server.totalRecords === 0}
            onClick={exportFile}
          />
        </>
      }
      renderForm={(state) => <FixedDialog {...state} />}
      remove={{
        message: M.fixedDeleteQuestion,
        run: (row) => remove.mutateAsync(row.id),
        success: (answer) => answer.message,
      }}
    >
      <h2 className="novelty-concepts__title">Conceptos de novedades fijas</h2>
      <ConceptsTable filter={{ module: 'STA' }} />
      <CreateConceptDialog visible={conceptOpen} module="STA" onHide={() => setConceptOpen(false)} />
    </CrudPage>
  );
}
