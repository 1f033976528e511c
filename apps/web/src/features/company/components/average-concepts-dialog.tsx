import { conceptDisplayCode } from '@quincena/contracts/concepts';
import { Dialog } from 'primereact/dialog';
import { PickList } from 'primereact/picklist';
import { useEffect, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSaveAverageConcepts } from '../api/company.mutations.ts';
import { useAverageConcepts } from '../api/company.queries.ts';

interface Concept {
  code: string;
  name: string;
}

/** The averaging-concepts dialog of Firma (spec 01 §2.9): the earnings averaged as variable pay. */
export function AverageConceptsDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const concepts = useAverageConcepts(visible);
  const save = useSaveAverageConcepts();
  const [available, setAvailable] = useState<Concept[]>([]);
  const [chosen, setChosen] = useState<Concept[]>([]);

  useEffect(() => {
    if (!visible || !concepts.data) return;
    const toConcept = ({ code, name }: Concept) => ({ code, name });
    setAvailable(concepts.data.filter((item) => !item.selected).map(toConcept));
    setChosen(concepts.data.filter((item) => item.selected).map(toConcept));
  }, [visible, concepts.data]);

  function handleSave() {
    save.mutate(
      chosen.map((item) => item.code),
      {
        onSuccess: (answer) => {
          notify.success(answer.message, { life: 4000 });
          onHide();
        },
        onError: (error) => notify.error(errorMessage(error), { sticky: true }),
      },
    );
  }

  const item = (concept: Concept) => (
    <span>
      <strong>{conceptDisplayCode(concept.code)}</strong> · {concept.name}
    </span>
  );

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Conceptos para el promedio"
      style={{ width: '56rem' }}
      breakpoints={{ '960px': '96vw' }}
      modal
      footer={<ConfirmFooter pending={save.isPending} onCancel={onHide} onConfirm={handleSave} />}
    >
      <p className="mt-0 text-color-secondary">
        Elija los conceptos de nómina cuyo promedio se certifica como salario variable.
      </p>
      {concepts.isLoading ? (
        <p>Cargando información...</p>
      ) : (
        <PickList
          dataKey="code"
          source={available}
          target={chosen}
          onChange={(event) => {
            setAvailable(event.source as Concept[]);
            setChosen(event.target as Concept[]);
          }}
          itemTemplate={item}
          sourceHeader="Conceptos disponibles"
          targetHeader="Conceptos del promedio"
          filter
          filterBy="code,name"
          sourceFilterPlaceholder="Buscar"
          targetFilterPlaceholder="Buscar"
          showSourceControls={false}
          showTargetControls={false}
          sourceStyle={{ height: '18rem' }}
          targetStyle={{ height: '18rem' }}
        />
      )}
    </Dialog>
  );
}
