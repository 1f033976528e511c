import { NOVELTY_BULK_KINDS, NOVELTY_REPORTS } from '@quincena/contracts/novelties';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { findScreen } from '../../../app/route-table.ts';
import { CompanyReportDialog } from '../../../components/report-dialog/index.ts';
import { bulkLoadApi, UploadDialog } from '../../../components/upload-dialog/index.ts';
import { useRefreshNovelties } from '../api/novelties.mutations.ts';
import { noveltyReportApi } from '../api/novelties.queries.ts';

/** The title of the screen at this path, as the route table and the tab bar name it. */
export function useScreenTitle(fallback: string): string {
  const { pathname } = useLocation();
  return findScreen(pathname)?.title ?? fallback;
}

/** Reporte histórico: opens the shared report dialog. */
export function ReportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      type="button"
      label="Reporte histórico"
      icon="pi pi-file-excel"
      severity="success"
      outlined
      onClick={onClick}
    />
  );
}

/** Cargar novedades: opens the shared upload dialog. */
export function UploadButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      type="button"
      label="Cargar novedades"
      icon="pi pi-upload"
      severity="secondary"
      onClick={onClick}
    />
  );
}

/** Agregar concepto: the concept creation of features/concepts, for the screen's module. */
export function AddConceptButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" label="Agregar concepto" icon="pi pi-plus-circle" outlined onClick={onClick} />
  );
}

/** The history report of one novelty kind through the shared report dialog (spec 02 §7, §8). */
export function NoveltyReportDialog({
  kind,
  header,
  visible,
  onHide,
}: {
  kind: keyof typeof NOVELTY_REPORTS;
  header: string;
  visible: boolean;
  onHide: () => void;
}) {
  const api = useMemo(() => noveltyReportApi(kind), [kind]);
  return (
    <CompanyReportDialog
      visible={visible}
      onHide={onHide}
      header={header}
      loadDefinitions={api.loadDefinitions}
      generate={api.generate}
      fileBaseName={NOVELTY_REPORTS[kind].fileName}
      successMessage={NOVELTY_REPORTS[kind].success}
    />
  );
}

/** The bulk load of overtime or reported items through the shared upload dialog (all or nothing). */
export function NoveltyUploadDialog({
  kind,
  header,
  visible,
  onHide,
}: {
  kind: keyof typeof NOVELTY_BULK_KINDS;
  header: string;
  visible: boolean;
  onHide: () => void;
}) {
  const refresh = useRefreshNovelties();
  const api = useMemo(() => bulkLoadApi(NOVELTY_BULK_KINDS[kind]), [kind]);
  return (
    <UploadDialog
      visible={visible}
      onHide={onHide}
      header={header}
      loadTemplate={api.loadTemplate}
      upload={api.upload}
      onLoaded={() => void refresh()}
    />
  );
}
