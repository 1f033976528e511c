import {
  NOVELTY_MESSAGES as M,
  type TRetirementRequest,
  type TRetirementRow,
  ZRetirementSaved,
} from '@quincena/contracts/novelties';
import { type CrudFormState, withoutQuotes } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { useRetirementReasons } from '../api/novelties.queries.ts';
import { NoveltyDialog } from './novelty-dialog.tsx';
import { noveltyInputsOf } from './novelty-inputs.tsx';
import {
  checkRetirementForm,
  emptyRetirementForm,
  type RetirementFormValues,
  retirementFormOf,
} from './retirement-form.ts';
import { useNoveltyForm } from './use-novelty-form.ts';

/** Spec 02 §8: retirement refusals are a sticky warning titled Alerta, without the server's quotes. */
export const showRetirementError = (message: string) =>
  notify.serverError(withoutQuotes(message), { title: 'Alerta' });

/** Agregar and Actualizar retiro (spec 02 §7): calendar, employee, reason and withdrawal date. */
export function RetirementDialog(state: CrudFormState<TRetirementRow>) {
  const reasons = useRetirementReasons();
  const form = useNoveltyForm<RetirementFormValues, TRetirementRequest, TRetirementRow>({
    kind: 'retirements',
    schema: ZRetirementSaved,
    state,
    empty: emptyRetirementForm,
    of: retirementFormOf,
    check: checkRetirementForm,
    showError: showRetirementError,
  });
  const { values, set, errors } = form;
  const { select, date } = noveltyInputsOf(values, set, errors);

  return (
    <NoveltyDialog state={state} form={form} prefix="retirement" noun="retiro">
      {select('reasonCode', 'retirement-reason', {
        label: 'Motivo de retiro',
        items: reasons.data ?? [],
        things: 'motivos de retiro',
        emptyMessage: M.retirementReasonsEmpty,
        placeholder: 'Seleccione el motivo',
      })}
      {date('date', 'retirement-date', 'Fecha de retiro')}
    </NoveltyDialog>
  );
}
