import { CONCEPT_LIMITS, CONCEPT_MESSAGES, type TConcept } from '@quincena/contracts/concepts';
import type { TReferenceItem } from '@quincena/contracts/reference';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useCallback, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { DropdownField, FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { ReferenceSelect } from '../../reference/components/reference-select.tsx';
import { useCreateConcept } from '../api/concepts.mutations.ts';
import {
  CONCEPT_FIELD_ORDER,
  type ConceptField,
  type ConceptFormValues,
  dianChoices,
  EMPTY_CONCEPT_FORM,
  firstConceptError,
  NATURE_OPTIONS,
  parseConceptForm,
  SALARY_OPTIONS,
  WITHHOLDING_BASE_OPTIONS,
  withNature,
} from './concept-form.ts';

interface CreateConceptDialogProps {
  visible: boolean;
  /** OCA from the reported novelties screen, STA from the fixed ones (spec 02 MODULE). */
  module: 'OCA' | 'STA';
  onHide: () => void;
  onCreated?: (concept: TConcept) => void;
}

const GROUP_SECTION = { earning: 'income', deduction: 'contribution' } as const;

/** The "add concept" dialog of the reported and fixed novelties screens (spec 02 "Concept add"). */
export function CreateConceptDialog({ visible, module, onHide, onCreated }: CreateConceptDialogProps) {
  const [values, setValues] = useState<ConceptFormValues>(EMPTY_CONCEPT_FORM);
  const [errors, setErrors] = useState<Partial<Record<ConceptField, string>>>({});
  const create = useCreateConcept();
  const earning = values.nature === 'earning';
  const nature = values.nature;
  const groupFilter = useCallback(
    (item: TReferenceItem) => (nature ? item.section === GROUP_SECTION[nature] : false),
    [nature],
  );

  function change(next: ConceptFormValues, field: ConceptField) {
    setValues(next);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close() {
    setValues(EMPTY_CONCEPT_FORM);
    setErrors({});
    onHide();
  }

  function save() {
    const parsed = parseConceptForm(values, module);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = firstConceptError(parsed.errors);
      if (first) notify.warn(first, { title: 'Alerta' });
      return;
    }
    setErrors({});
    create.mutate(parsed.body, {
      onSuccess: (concept) => {
        notify.success(CONCEPT_MESSAGES.created, { life: 4000 });
        onCreated?.(concept);
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const fields = Object.fromEntries(
            Object.entries(error.fields).filter(([field]) =>
              CONCEPT_FIELD_ORDER.includes(field as ConceptField),
            ),
          );
          setErrors((current) => ({ ...current, ...fields }));
        }
        // Spec 02 §8: a failed concept creation is an error toast that stays until closed.
        notify.error(errorMessage(error), { sticky: true });
      },
    });
  }

  const describedBy = (field: ConceptField) => (errors[field] ? `concept-${field}-error` : undefined);
  const footer = (
    <ConfirmFooter
      confirmIcon="pi pi-save"
      pending={create.isPending}
      cancelWhilePending
      onCancel={close}
      onConfirm={save}
    />
  );

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header="Agregar concepto"
      footer={footer}
      style={{ width: '36rem' }}
      breakpoints={{ '646px': '95vw' }}
      modal
      draggable={false}
    >
      <p className="mt-0 mb-3 text-sm" style={{ color: 'var(--q-text-muted)' }}>
        Campos obligatorios (*)
      </p>
      <div className="flex flex-column gap-3">
        <FormField id="concept-name" label="Nombre" required error={errors.name}>
          <InputText
            id="concept-name"
            value={values.name}
            maxLength={CONCEPT_LIMITS.nameMax}
            onChange={(event) => change({ ...values, name: event.target.value }, 'name')}
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            className="w-full"
          />
        </FormField>
        <DropdownField
          id="concept-nature"
          label="Naturaleza"
          required
          error={errors.nature}
          value={values.nature}
          options={[...NATURE_OPTIONS]}
          onChange={(value) => change(withNature(values, value ?? null), 'nature')}
          placeholder="Seleccione"
          emptyMessage="No hay naturalezas disponibles"
          aria-describedby={describedBy('nature')}
        />
        {earning && (
          <div className="grid">
            <div className="col-12 sm:col-6">
              <DropdownField
                id="concept-salary"
                label="Tipo de concepto"
                required
                error={errors.salary}
                value={values.salary}
                options={[...SALARY_OPTIONS]}
                onChange={(value) => change({ ...values, salary: value ?? null }, 'salary')}
                placeholder="Seleccione"
                emptyMessage="No hay tipos de concepto disponibles"
                aria-describedby={describedBy('salary')}
              />
            </div>
            <div className="col-12 sm:col-6">
              <DropdownField
                id="concept-withholding"
                label="Base de retención"
                required
                error={errors.withholdingBase}
                value={values.withholdingBase}
                options={[...WITHHOLDING_BASE_OPTIONS]}
                onChange={(value) => change({ ...values, withholdingBase: value ?? null }, 'withholdingBase')}
                placeholder="Seleccione"
                emptyMessage="No hay opciones disponibles"
                aria-describedby={describedBy('withholdingBase')}
              />
            </div>
          </div>
        )}
        <DropdownField
          id="concept-dian"
          label="NE DIAN"
          required
          error={errors.dianElement}
          value={values.dianElement}
          options={dianChoices(values.nature)}
          onChange={(value) => change({ ...values, dianElement: value ?? null }, 'dianElement')}
          placeholder="Seleccione"
          filter
          emptyMessage="No hay conceptos de nómina electrónica disponibles"
          emptyFilterMessage="No se encontraron resultados"
          aria-describedby={describedBy('dianElement')}
        />
        <FormField
          id="concept-group"
          label="Grupo de ingresos y retenciones"
          error={errors.incomeWithholdingGroup}
        >
          <ReferenceSelect
            listKey="income-withholding-groups"
            inputId="concept-group"
            things="grupos de ingresos y retenciones"
            filter={groupFilter}
            value={values.incomeWithholdingGroup}
            onChange={(code) => change({ ...values, incomeWithholdingGroup: code }, 'incomeWithholdingGroup')}
            placeholder="NO APLICA"
            showClear
            invalid={Boolean(errors.incomeWithholdingGroup)}
            aria-describedby={describedBy('incomeWithholdingGroup')}
          />
        </FormField>
      </div>
    </Dialog>
  );
}
