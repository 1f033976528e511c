import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/**
 * Shown after a save that reaches accumulated periods (issue 32, decision 0342): who and which
 * periods, and that nothing was recalculated. It stays until the clerk closes it.
 */
export function RetroactiveImpactDialog({
  impact,
  onHide,
}: {
  impact: TRetroactiveImpact | null;
  onHide: () => void;
}) {
  return (
    <Dialog
      visible={impact !== null}
      onHide={onHide}
      header="Cambio retroactivo"
      style={{ width: '36rem', maxWidth: '94vw' }}
      footer={<Button type="button" label="Entendido" icon="pi pi-check" onClick={onHide} autoFocus />}
    >
      {impact && <RetroactiveImpactNotice impact={impact} />}
    </Dialog>
  );
}

export function RetroactiveImpactNotice({ impact }: { impact: TRetroactiveImpact }) {
  return (
    <div className="flex flex-column gap-3" role="alert">
      <p className="m-0 flex gap-2">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" style={{ color: 'var(--orange-500)' }} />
        <span>{impact.summary}</span>
      </p>
      {impact.people.length > 1 && (
        <div>
          <strong>Personas</strong>
          <ul className="mt-1 mb-0">
            {impact.people.map((person) => (
              <li key={person.contractId}>
                {person.name} ({person.documentNumber})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <strong>Períodos acumulados</strong>
        <ul className="mt-1 mb-0">
          {impact.periods.map((period) => (
            <li key={period.calendarId}>{capitalized(period.label)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
