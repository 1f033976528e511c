import {
  CIR_CONCEPT_NATURE_LABELS,
  CIR_CONFIG_MESSAGES,
  type TCirConcept,
} from '@quincena/contracts/cir-config';
import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { Dialog } from 'primereact/dialog';
import { ListBox } from 'primereact/listbox';
import { useEffect, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { TABLE_TEXTS } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddCirConcept } from '../api/cir-config.mutations.ts';
import { useCirAvailableConcepts } from '../api/cir-config.queries.ts';

interface CirConfigAddConceptDialogProps {
  /** The group the concept goes to; null keeps the dialog closed. */
  group: { code: string; name: string } | null;
  onHide: () => void;
  /** Called with the group's code once the concept is in it. */
  onAdded: (groupCode: string) => void;
}

/** Lists the company's concepts that are in no group and adds the chosen one (spec 01 §2.11). */
export function CirConfigAddConceptDialog({ group, onHide, onAdded }: CirConfigAddConceptDialogProps) {
  const visible = group !== null;
  const available = useCirAvailableConcepts(visible);
  const add = useAddCirConcept();
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (visible) setChosen(null);
  }, [visible]);

  function handleAdd() {
    if (!group || !chosen) return;
    add.mutate(
      { groupCode: group.code, conceptCode: chosen },
      {
        onSuccess: (answer) => {
          notify.success(CIR_CONFIG_MESSAGES.added);
          onAdded(answer.groupCode);
          onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  const footer = (
    <ConfirmFooter
      confirmLabel="Agregar"
      confirmIcon="pi pi-plus"
      pending={add.isPending}
      cancelWhilePending
      confirmDisabled={!chosen}
      onCancel={onHide}
      onConfirm={handleAdd}
    />
  );

  return (
    <Dialog
      header="Agregar concepto"
      visible={visible}
      onHide={onHide}
      footer={footer}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '95vw' }}
      modal
    >
      {group && (
        <p className="cir-config__dialog-group">
          Grupo: <strong>{group.name}</strong>
        </p>
      )}
      {available.isLoading ? (
        <p>{TABLE_TEXTS.loading}</p>
      ) : (
        <ListBox
          value={chosen}
          options={available.data ?? []}
          optionLabel="name"
          optionValue="code"
          filter
          filterBy="name,code"
          filterPlaceholder="Buscar concepto"
          emptyMessage={CIR_CONFIG_MESSAGES.noConcepts}
          emptyFilterMessage={CIR_CONFIG_MESSAGES.noConcepts}
          onChange={(event) => setChosen((event.value as string | null) ?? null)}
          itemTemplate={(concept: TCirConcept) => (
            <div className="cir-config__option">
              <span>{concept.name}</span>
              <small>
                {conceptDisplayCode(concept.code)} · {CIR_CONCEPT_NATURE_LABELS[concept.nature]}
              </small>
            </div>
          )}
          listStyle={{ maxHeight: '18rem' }}
          aria-label="Conceptos disponibles"
          className="w-full"
        />
      )}
    </Dialog>
  );
}
