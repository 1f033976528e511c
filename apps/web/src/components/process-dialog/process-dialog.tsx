import './process-dialog.css';
import {
  PROCESS_ACTION_NAMES,
  PROCESS_ACTIONS,
  ROSTER_MESSAGES,
  type TCalendar,
  type TProcessAction,
} from '@quincena/contracts/settlement';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { notify } from '../notify.tsx';
import {
  processKeys,
  runProcessThroughApi,
  seenLastStep,
  useCalendars,
  useProcessExclusions,
  useRunWarnings,
} from './process-api.ts';
import { ProcessRosterSummary, RunWarnings, useCurrentResult } from './process-roster.tsx';
import { actionButtonState, calendarOptionLabel, processScope, undoQuestion } from './process-state.ts';
import { ProcessTable } from './process-table.tsx';
import { PROCESS_TOAST_LIFE_MS, PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

export interface ProcessDialogProps {
  visible: boolean;
  onHide: () => void;
  /** NM, SS, CB, CES, CIR, NIE or LD-<retirement id>. */
  calendarType: string;
  /** e.g. 'Liquidar nómina'. */
  header: string;
  /** The Si/No question before Acumular (CIR words it its own way). */
  accumulateQuestion?: string;
  /** The success toast after an action, when the screen words it its own way (CIR: "Proceso Procesar (12) …"). */
  successMessage?: (action: TProcessAction, processId: number) => string;
  /** How a failed action is shown: a sticky warning (Aviso), or an error (Alerta) where the spec says so (CIR). */
  failureSeverity?: 'warn' | 'error';
  /** Buttons after Deshacer (social security adds Archivo plano); they receive the chosen calendar. */
  extraButtons?: (calendar: TCalendar | null) => ReactNode;
  /** After an action ended: the screen reloads what depends on it (its chart, its lists). */
  onExecuted?: (action: TProcessAction) => void;
}

const ICONS: Record<TProcessAction, string> = { PRO: 'pi pi-play', CLO: 'pi pi-lock', REV: 'pi pi-undo' };

/**
 * The one settlement-process dialog (spec 02 shared section "Settlement process pattern"): choose a
 * calendar, then Procesar, Acumular (after a Si/No) or Deshacer; the process table below shows the
 * runs, live while one advances. Every settlement screen opens it with its calendar type.
 */
export function ProcessDialog({
  visible,
  onHide,
  calendarType,
  header,
  accumulateQuestion = T.accumulateQuestion,
  successMessage,
  failureSeverity = 'warn',
  extraButtons,
  onExecuted,
}: ProcessDialogProps) {
  const calendarInputId = useId();
  const queryClient = useQueryClient();
  const calendars = useCalendars(calendarType, { enabled: visible });
  const [calendarId, setCalendarId] = useState<number | null>(null);
  const [running, setRunning] = useState<TProcessAction | null>(null);
  const [confirmingAccumulate, setConfirmingAccumulate] = useState(false);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [confirmingProcess, setConfirmingProcess] = useState(false);
  const [showEarlier, setShowEarlier] = useState(false);
  const closed = useRef(false);

  useEffect(() => {
    closed.current = !visible;
  }, [visible]);
  useEffect(
    () => () => {
      closed.current = true;
    },
    [],
  );

  const calendar = useMemo(
    () => calendars.data?.find((candidate) => candidate.id === calendarId) ?? null,
    [calendars.data, calendarId],
  );
  const options = useMemo(
    () => (calendars.data ?? []).map((item) => ({ value: item.id, label: calendarOptionLabel(item) })),
    [calendars.data],
  );
  const scope = processScope(calendarType, calendarId, showEarlier);
  // Issue 27: what the run needs from another one first, and whom the current result leaves out.
  const runWarnings = useRunWarnings(calendarId);
  const warnings = runWarnings.data ?? [];
  // Procesar waits until the warnings are known: a quick click must not skip the question (a failed
  // read does not hold it back).
  const warningsUnknown = calendarId !== null && runWarnings.isPending;
  const result = useCurrentResult(calendarId);
  const excludedSample = useProcessExclusions(result && result.excluded > 0 ? result.id : null, 1, 5);
  const accumulateMessage =
    result && result.excluded > 0
      ? ROSTER_MESSAGES.accumulateWithExcluded(
          result.excluded,
          (excludedSample.data?.rows ?? []).map((row) => `${row.name} (${row.reasonLabel})`),
        )
      : accumulateQuestion;

  const refreshAfterRun = () => queryClient.invalidateQueries({ queryKey: processKeys.all });

  const fail = (message: string) =>
    failureSeverity === 'error' ? notify.error(message, { sticky: true }) : notify.serverError(message);

  async function handleAction(action: TProcessAction) {
    if (calendarId === null || running) return;
    setRunning(action);
    try {
      const outcome = await runProcessThroughApi(calendarId, action, {
        expectedProcessId: await seenLastStep(queryClient, calendarId),
        cancelled: () => closed.current,
        onProgress: () => void refreshAfterRun(),
      });
      if (outcome?.kind === 'success') {
        const text = successMessage ? successMessage(action, outcome.processId) : outcome.message;
        notify.success(text, { life: PROCESS_TOAST_LIFE_MS });
        if (outcome.failedWarning) notify.serverError(outcome.failedWarning);
        if (outcome.excludedWarning) notify.warn(outcome.excludedWarning, { life: PROCESS_TOAST_LIFE_MS });
      } else if (outcome?.kind === 'none') notify.warn(outcome.message, { life: PROCESS_TOAST_LIFE_MS });
      else if (outcome?.kind === 'error') fail(outcome.message);
    } catch (error) {
      fail(errorMessage(error));
    } finally {
      setRunning(null);
      void refreshAfterRun();
      onExecuted?.(action);
    }
  }

  function handleClick(action: TProcessAction) {
    if (action === 'CLO') setConfirmingAccumulate(true);
    else if (action === 'REV') setConfirmingUndo(true);
    else if (action === 'PRO' && warnings.length > 0) setConfirmingProcess(true);
    else void handleAction(action);
  }

  function handleCalendarChange(id: number | null) {
    setCalendarId(id);
    setShowEarlier(false);
  }

  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onHide}
      style={{ width: '72rem' }}
      breakpoints={{ '1200px': '95vw' }}
      modal
      className="process-dialog"
    >
      <div className="process-dialog__choice">
        <label htmlFor={calendarInputId}>{T.calendar}</label>
        <Dropdown
          inputId={calendarInputId}
          value={calendarId}
          options={options}
          onChange={(event) => handleCalendarChange((event.value as number | null) ?? null)}
          placeholder={calendars.isLoading ? T.loadingCalendars : T.chooseCalendar}
          emptyMessage={T.noCalendars}
          emptyFilterMessage={T.noCalendars}
          filter
          showClear
          disabled={running !== null}
          className="process-dialog__calendar"
        />
        <div className="process-dialog__actions">
          {PROCESS_ACTIONS.map((action) => {
            const state = actionButtonState(action, calendarId, running);
            return (
              <Button
                key={action}
                type="button"
                label={PROCESS_ACTION_NAMES[action]}
                icon={ICONS[action]}
                severity={action === 'REV' ? 'secondary' : undefined}
                disabled={state.disabled || (action === 'PRO' && warningsUnknown)}
                loading={state.loading}
                onClick={() => handleClick(action)}
              />
            );
          })}
          {extraButtons?.(calendar)}
        </div>
      </div>
      {calendar?.needsReprocess && <p className="process-dialog__hint">{T.reprocessHint}</p>}
      <RunWarnings warnings={warnings} />
      <ProcessRosterSummary result={result} />
      <ProcessTable scope={scope} onSearchEarlier={() => setShowEarlier(true)} />
      <ConfirmDialog
        visible={confirmingAccumulate}
        header={T.accumulateHeader}
        message={accumulateMessage}
        acceptLabel="Sí"
        rejectLabel="No"
        onAccept={() => {
          setConfirmingAccumulate(false);
          void handleAction('CLO');
        }}
        onHide={() => setConfirmingAccumulate(false)}
      />
      <ConfirmDialog
        visible={confirmingUndo}
        header={T.accumulateHeader}
        message={undoQuestion(calendar)}
        acceptLabel="Sí"
        rejectLabel="No"
        onAccept={() => {
          setConfirmingUndo(false);
          void handleAction('REV');
        }}
        onHide={() => setConfirmingUndo(false)}
      />
      <ConfirmDialog
        visible={confirmingProcess}
        header={T.processHeader}
        message={ROSTER_MESSAGES.processWithWarnings(warnings.map((warning) => warning.message))}
        acceptLabel="Sí"
        rejectLabel="No"
        onAccept={() => {
          setConfirmingProcess(false);
          void handleAction('PRO');
        }}
        onHide={() => setConfirmingProcess(false)}
      />
    </Dialog>
  );
}
