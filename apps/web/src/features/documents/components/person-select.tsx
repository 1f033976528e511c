import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useDocumentPeople } from '../api/payslips.queries.ts';

/** The administrator's required identification dropdown of the documents screens (spec 03 §2.11, §2.12). */
export function PersonSelect({
  inputId,
  value,
  onChange,
}: {
  inputId: string;
  value: number | null;
  onChange: (personId: number | null) => void;
}) {
  const people = useDocumentPeople(true);
  const options = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        label: `${person.documentNumber} - ${person.name}`,
        value: person.id,
      })),
    [people.data],
  );
  return (
    <Dropdown
      inputId={inputId}
      value={value}
      options={options}
      filter
      filterBy="label"
      placeholder="Seleccione el empleado"
      emptyMessage="No hay empleados con contrato"
      emptyFilterMessage="No se encontraron empleados"
      virtualScrollerOptions={options.length > 100 ? { itemSize: 38 } : undefined}
      loading={people.isLoading}
      onChange={(event) => onChange((event.value as number | null) ?? null)}
      className="w-full"
    />
  );
}
