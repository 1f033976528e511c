import type { z } from 'zod';
import {
  type CheckResult,
  type CrudFormState,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { useSaveNovelty } from '../api/novelties.mutations.ts';
import type { NoveltyKind } from '../api/novelties.queries.ts';

/**
 * The form of one novelty dialog: the values the dialog opens with (empty, or the edited row's),
 * the spec-ordered check, and the save that answers with the server's success text or refusal.
 */
export function useNoveltyForm<Values extends object, Body, Row extends { id: number }>({
  kind,
  schema,
  state,
  empty,
  of,
  check,
  showError,
  toUpdate = (body) => body,
}: {
  kind: NoveltyKind;
  /** The contract's `{ message, row }` answer. */
  schema: z.ZodType<{ message: string }>;
  state: CrudFormState<Row>;
  empty: () => Values;
  of: (row: Row) => Values;
  check: (values: Values) => CheckResult<Values, Body>;
  /** How a refusal shows when the screen words it its own way (retirements: Alerta). */
  showError?: (message: string) => void;
  /** The update's body when it is not the create's (overtime updates calendar, time and date). */
  toUpdate?: (body: Body) => unknown;
}) {
  const save = useSaveNovelty<unknown, { message: string }>(kind, schema);
  const form = useCheckedForm<Values, Body>({
    visible: state.visible,
    initial: () => (state.editing ? of(state.editing) : empty()),
    check,
  });
  /** Sends a checked body: a create, or an update of the edited row. */
  const send = (body: Body) =>
    save.mutate(
      state.editing ? { id: state.editing.id, body: toUpdate(body) } : { body },
      saveFeedback<{ message: string }>({
        success: (answer) => answer.message,
        onHide: state.onHide,
        ...(showError ? { showError } : {}),
      }),
    );
  return { ...form, send, handleSave: () => form.submit(send), saving: save.isPending };
}
