import {
  NOVELTY_MESSAGES as M,
  type TReportedRequest,
  type TReportedRow,
  ZReportedSaved,
} from '@quincena/contracts/novelties';
import { useMemo } from 'react';
import type { CrudFormState } from '../../../components/crud-page/index.ts';
import { useConcepts } from '../../concepts/index.ts';
import { conceptPickerItems } from './concept-options.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';
import { ObservationsField } from './novelty-fields.tsx';
import { CONCEPT_CHOICE, noveltyInputsOf } from './novelty-inputs.tsx';
import {
  checkReportedForm,
  emptyReportedForm,
  type ReportedFormValues,
  reportedFormOf,
} from './reported-form.ts';
import { useNoveltyForm } from './use-novelty-form.ts';

/** Agregar and Actualizar novedad reportada (spec 02 §2, §7): a one-off OCA concept in a payroll period. */
export function ReportedDialog(state: CrudFormState<TReportedRow>) {
  const concepts = useConcepts({ module: 'OCA' });
  const conceptItems = useMemo(() => conceptPickerItems(concepts.data ?? []), [concepts.data]);
  const form = useNoveltyForm<ReportedFormValues, TReportedRequest, TReportedRow>({
    kind: 'reported',
    schema: ZReportedSaved,
    state,
    empty: emptyReportedForm,
    of: reportedFormOf,
    check: checkReportedForm,
  });
  const { values, set, errors } = form;
  const { select, money } = noveltyInputsOf(values, set, errors);

  return (
    <NoveltyDialog state={state} form={form} prefix="reported" noun="novedad reportada">
      {select('conceptCode', 'reported-concept', {
        ...CONCEPT_CHOICE,
        items: conceptItems,
        emptyMessage: M.conceptsEmpty,
        filter: true,
      })}
      {money('value', 'reported-value', 'Valor')}
      <ObservationsField
        id="reported-observations"
        value={values.observations}
        onChange={(value) => set('observations', value)}
        error={errors.observations}
      />
    </NoveltyDialog>
  );
}
