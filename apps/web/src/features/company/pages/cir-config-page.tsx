import '../cir-config.css';
import { CIR_CONFIG_MESSAGES, CIR_REPORT_FILE_BASE_NAME } from '@quincena/contracts/cir-config';
import { Button } from 'primereact/button';
import { Column, type ColumnProps } from 'primereact/column';
import { TreeTable, type TreeTableExpandedKeysType, type TreeTableFilterMeta } from 'primereact/treetable';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TABLE_TEXTS } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { CompanyReportDialog } from '../../../components/report-dialog/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useRemoveCirConcept } from '../api/cir-config.mutations.ts';
import { fetchCirReportDefinition, generateCirReport, useCirConfig } from '../api/cir-config.queries.ts';
import {
  CIR_FILTERS_MEDIA_QUERY,
  type CirTreeNode,
  expandedGroupKeys,
  toTreeNodes,
} from '../cir-config-tree.ts';
import { CirConfigAddConceptDialog } from '../components/cir-config-add-concept-dialog.tsx';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    () => globalThis.matchMedia?.(query).matches ?? true,
    () => true,
  );
}

/**
 * PrimeReact 10 types the TreeTable onFilter argument as the filter map, but passes `{ filters }`
 * at run time; accept both so a fix upstream does not break the screen.
 */
function filtersOf(event: TreeTableFilterMeta | { filters: TreeTableFilterMeta }): TreeTableFilterMeta {
  const wrapped = event as { filters?: unknown };
  return typeof wrapped.filters === 'object' && wrapped.filters !== null
    ? (wrapped.filters as TreeTableFilterMeta)
    : (event as TreeTableFilterMeta);
}

/** Configuración ingresos y retenciones (/CIR; spec 01 §2.11, §7, §8). */
export function CirConfigPage() {
  const query = useCirConfig();
  const remove = useRemoveCirConcept();
  const showFilters = useMediaQuery(CIR_FILTERS_MEDIA_QUERY);
  // Every column but Acciones filters by contained text, on screens wide enough for the filters.
  const filteredColumn = (field: string, header: string, what: string, more: ColumnProps) => (
    <Column
      field={field}
      header={header}
      filter={showFilters}
      filterMatchMode="contains"
      filterPlaceholder={TABLE_TEXTS.filterPlaceholder(what)}
      {...more}
    />
  );
  const [expandedKeys, setExpandedKeys] = useState<TreeTableExpandedKeysType>({});
  const [addingTo, setAddingTo] = useState<{ code: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<CirTreeNode['data'] | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const [filters, setFilters] = useState<TreeTableFilterMeta>({});

  const groups = query.data?.groups;
  const nodes = useMemo(() => toTreeNodes(groups ?? []), [groups]);
  const expandAll = () => setExpandedKeys(expandedGroupKeys(groups ?? []));
  const handleAdded = (groupCode: string) =>
    setExpandedKeys((previous) => ({ ...previous, [groupCode]: true }));

  useEffect(() => {
    if (query.error) notify.serverError(errorMessage(query.error));
  }, [query.error]);

  function handleDelete() {
    if (!deleting) return;
    const { groupCode, code } = deleting;
    setDeleting(null);
    remove.mutate(
      { groupCode, conceptCode: code },
      {
        onSuccess: () => notify.success(CIR_CONFIG_MESSAGES.deleted),
        onError: (error) => notify.error(errorMessage(error), { sticky: true }),
      },
    );
  }

  const actions = (node: CirTreeNode) =>
    node.data.kind === 'group' ? (
      <Button
        type="button"
        icon="pi pi-plus"
        rounded
        text
        aria-label={`Agregar concepto a ${node.data.name}`}
        tooltip="Agregar concepto"
        tooltipOptions={{ position: 'left' }}
        onClick={() => setAddingTo({ code: node.data.code, name: node.data.name })}
      />
    ) : (
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={`Eliminar ${node.data.name}`}
        tooltip="Eliminar concepto"
        tooltipOptions={{ position: 'left' }}
        disabled={remove.isPending}
        onClick={() => setDeleting(node.data)}
      />
    );

  const nameBody = (node: CirTreeNode) =>
    node.data.kind === 'group' ? (
      <span className="cir-config__group-name">
        {node.data.name}
        <span className="cir-config__count">{node.data.conceptCount}</span>
      </span>
    ) : (
      <span className="cir-config__concept-name">{node.data.name}</span>
    );

  return (
    <div className="page cir-config">
      <PageTitle title="Configuración ingresos y retenciones" videoKey="CIR">
        <Button
          type="button"
          label="Reporte de configuración"
          icon="pi pi-file-excel"
          severity="success"
          onClick={() => setReportOpen(true)}
        />
      </PageTitle>
      <PageMessages page="CIR" />
      <section className="surface-card border-round-xl shadow-1 cir-config__table">
        <div className="cir-config__toolbar">
          <Button
            type="button"
            label="Expandir todo"
            icon="pi pi-angle-double-down"
            text
            onClick={expandAll}
          />
          <Button
            type="button"
            label="Contraer todo"
            icon="pi pi-angle-double-up"
            text
            onClick={() => setExpandedKeys({})}
          />
        </div>
        <TreeTable
          value={nodes}
          expandedKeys={expandedKeys}
          onToggle={(event) => setExpandedKeys(event.value)}
          loading={query.isLoading}
          emptyMessage={query.isLoading ? TABLE_TEXTS.loading : TABLE_TEXTS.empty}
          filterMode="lenient"
          // A match inside a closed group must show: any active filter opens every group.
          filters={filters}
          onFilter={(event) => {
            const next = filtersOf(event);
            setFilters(next);
            if (Object.values(next).some((filter) => filter?.value)) expandAll();
          }}
          tableStyle={{ minWidth: '40rem' }}
          aria-label="Grupos de ingresos y retenciones"
          rowClassName={(node) => ({ 'cir-config__group-row': (node as CirTreeNode).data.kind === 'group' })}
        >
          {filteredColumn('name', 'Grupo / Concepto', 'nombre', { expander: true, body: nameBody })}
          {filteredColumn('displayCode', 'Código', 'código', {
            style: { width: '16rem' },
            bodyClassName: 'cir-config__code',
          })}
          {filteredColumn('type', 'Tipo', 'tipo', { style: { width: '11rem' } })}
          <Column header="Acciones" body={actions} style={{ width: '6.5rem', textAlign: 'center' }} />
        </TreeTable>
      </section>
      <CirConfigAddConceptDialog group={addingTo} onHide={() => setAddingTo(null)} onAdded={handleAdded} />
      <ConfirmDialog
        visible={deleting !== null}
        message={CIR_CONFIG_MESSAGES.deleteConfirm}
        acceptLabel="Sí"
        rejectLabel="Cancelar"
        onAccept={handleDelete}
        onHide={() => setDeleting(null)}
      />
      <CompanyReportDialog
        visible={reportOpen}
        onHide={() => setReportOpen(false)}
        header="Parámetros reporte de configuración"
        loadDefinitions={fetchCirReportDefinition}
        generate={generateCirReport}
        fileBaseName={CIR_REPORT_FILE_BASE_NAME}
        successMessage={CIR_CONFIG_MESSAGES.reportGenerated}
      />
    </div>
  );
}
