import { findDianOption, type TConcept, type TConceptsQuery } from '@quincena/contracts/concepts';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { DataTable, type RowsPerPage, type TableColumn } from '../../../components/data-table/index.ts';
import { useReferenceList } from '../../reference/api/reference.queries.ts';
import { useConcepts } from '../api/concepts.queries.ts';
import { MODULE_LABELS, NATURE_LABELS } from './concept-form.ts';
import { CreateConceptDialog } from './create-concept-dialog.tsx';

interface ConceptRow {
  /** The internal identifier: the row's key, never shown. */
  code: string;
  /** What Código shows (decision 0314). */
  displayCode: string;
  name: string;
  nature: string;
  module: string;
  dian: string;
  group: string;
  origin: string;
}

const columns: TableColumn<ConceptRow>[] = [
  { field: 'displayCode', header: 'Código' },
  { field: 'name', header: 'Nombre' },
  { field: 'nature', header: 'Naturaleza' },
  { field: 'module', header: 'Módulo' },
  { field: 'dian', header: 'NE DIAN' },
  { field: 'group', header: 'Grupo ingresos y retenciones' },
  {
    field: 'origin',
    header: 'Origen',
    body: (row) => <Tag value={row.origin} severity={row.origin === 'Empresa' ? 'info' : 'secondary'} />,
  },
];

function dianLabel(concept: TConcept): string {
  if (!concept.dianElement) return 'No se reporta';
  const option =
    concept.nature === 'earning' || concept.nature === 'deduction'
      ? findDianOption(concept.nature, concept.dianElement)
      : undefined;
  return option?.label ?? concept.dianElement;
}

interface ConceptsTableProps {
  /** Only the concepts of one module or nature (the novelties screens pass their module). */
  filter?: TConceptsQuery;
  /** With a module the toolbar offers 'Agregar concepto' for that module. */
  createModule?: 'OCA' | 'STA';
  defaultRowsPerPage?: RowsPerPage;
}

/** The payroll concept catalogue and the company's own concepts, reusable by every screen that lists them. */
export function ConceptsTable({ filter = {}, createModule, defaultRowsPerPage = 10 }: ConceptsTableProps) {
  const concepts = useConcepts(filter);
  const groups = useReferenceList('income-withholding-groups');
  const [creating, setCreating] = useState(false);
  const rows = useMemo(() => {
    const groupNames = new Map((groups.data ?? []).map((item) => [item.code, item.name]));
    return (concepts.data ?? []).map((concept) => ({
      code: concept.code,
      displayCode: concept.displayCode,
      name: concept.name,
      nature: NATURE_LABELS[concept.nature],
      module: concept.module ? MODULE_LABELS[concept.module] : 'Liquidación',
      dian: dianLabel(concept),
      group: concept.incomeWithholdingGroup
        ? (groupNames.get(concept.incomeWithholdingGroup) ?? concept.incomeWithholdingGroup)
        : 'NO APLICA',
      origin: concept.origin === 'COMPANY' ? 'Empresa' : 'Catálogo',
    }));
  }, [concepts.data, groups.data]);

  return (
    <>
      <DataTable
        rows={rows}
        columns={columns}
        dataKey="code"
        defaultRowsPerPage={defaultRowsPerPage}
        loading={concepts.isLoading}
        emptyMessage="No hay conceptos disponibles"
        ariaLabel="Conceptos de nómina"
        toolbar={
          createModule && (
            <Button
              type="button"
              label="Agregar concepto"
              icon="pi pi-plus"
              onClick={() => setCreating(true)}
            />
          )
        }
      />
      {createModule && (
        <CreateConceptDialog visible={creating} module={createModule} onHide={() => setCreating(false)} />
      )}
    </>
  );
}
