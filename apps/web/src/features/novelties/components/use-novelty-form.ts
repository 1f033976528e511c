import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import {
  type CheckResult,
  type CrudFormState,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSaveNovelty } from '../api/novelties.mutations.ts';
import type { NoveltyKind } from '../api/novelties.queries.ts';

/** The server's code for a novelty that may be saved into an accumulated period as retroactive. */
const RETROACTIVE_OFFER = 'PERIOD_ACCUMULATED_RETROACTIVE';

/** A refused save the clerk may repeat as retroactive (the form as it stands): the server's words. */
export interface RetroactiveOffer {
  message: string;
  retry: () => void;
}

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
  const [offer, setOffer] = useState<RetroactiveOffer | null>(null);
  const [impact, setImpact] = useState<{ impact: TRetroactiveImpact; contractId: number } | null>(null);
  useEffect(() => {
    if (state.visible) setOffer(null);
  }, [state.visible]);

  /** The same body again with the "retroactive" option; the answer names the periods it reaches. */
  const sendRetroactive = (body: Body) => {
    const input = state.editing ? { id: state.editing.id, body: toUpdate(body) } : { body };
    save.mutate(
      { ...input, retroactive: true },
      {
        onSuccess: (answer) => {
          setOffer(null);
          notify.success(answer.message);
          const saved = answer as { retroactive?: TRetroactiveImpact | null; row?: { contractId?: number } };
          const contractId = saved.row?.contractId;
          if (saved.retroactive && contractId !== undefined)
            setImpact({ impact: saved.retroactive, contractId });
          else state.onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  };

  /** Sends a checked body: a create, or an update of the edited row. */
  const send = (body: Body) => {
    setOffer(null);
    // The offer says the server's words in the dialog itself: no toast repeats them.
    let offered = false;
    save.mutate(
      state.editing ? { id: state.editing.id, body: toUpdate(body) } : { body },
      saveFeedback<{ message: string }>({
        success: (answer) => answer.message,
        onHide: state.onHide,
        // Dated in an accumulated period: the dialog offers to save it as retroactive (decision 0353).
        onRefused: (error) => {
          offered = error instanceof ApiError && error.code === RETROACTIVE_OFFER;
          if (offered) setOffer({ message: errorMessage(error), retry: () => form.submit(sendRetroactive) });
        },
        showError: (message) => {
          if (!offered) (showError ?? notify.serverError)(message);
        },
      }),
    );
  };
  return {
    ...form,
    send,
    handleSave: () => form.submit(send),
    saving: save.isPending,
    offer,
    impact,
    closeImpact: () => {
      setImpact(null);
      state.onHide();
    },
  };
}
