import { ROSTER_MESSAGES, type TProcess, type TRunWarning } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProcesses } from './process-api.ts';
import { ProcessExclusionsDialog } from './process-exclusions-dialog.tsx';
import { PROCESS_DIALOG_TEXTS as T } from './process-texts.ts';

/**
 * The calendar's current result: its last process when that is a finished Procesar (a later
 * Acumular or Deshacer means the result shown is no longer the one to accumulate).
 */
export function useCurrentResult(calendarId: number | null): TProcess | null {
  const processes = useProcesses(calendarId === null ? null : { kind: 'calendar', calendarId });
  const last = [...(processes.data ?? [])].sort((a, b) => b.id - a.id)[0];
  return last?.action === 'PRO' && last.status === 'TERMINADO' ? last : null;
}

/** "N liquidados, M excluidos" of the current result, with the list of those left out. */
export function ProcessRosterSummary({ result }: { result: TProcess | null }) {
  const [listed, setListed] = useState<number | null>(null);
  if (!result) return null;
  return (
    <div className="process-dialog__roster" aria-live="polite">
      <span>{ROSTER_MESSAGES.summary(result.processed, result.excluded)}</span>
      {result.excluded > 0 && (
        <Button
          type="button"
          link
          size="small"
          label={`${T.seeExcluded} (${result.excluded})`}
          onClick={() => setListed(result.id)}
        />
      )}
      <ProcessExclusionsDialog processId={listed} onHide={() => setListed(null)} />
    </div>
  );
}

/** What the chosen calendar's run needs from another run first, each with a link to where it is done. */
export function RunWarnings({ warnings }: { warnings: readonly TRunWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section className="process-dialog__warnings" aria-label={T.warningsTitle}>
      {warnings.map((warning) => (
        <Message
          key={warning.message}
          severity={warning.blocking ? 'error' : 'warn'}
          className="w-full justify-content-start"
          content={
            <span>
              {warning.message} <Link to={warning.route}>{warning.linkLabel}</Link>
            </span>
          }
        />
      ))}
    </section>
  );
}
