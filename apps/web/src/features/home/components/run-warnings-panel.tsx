import { Message } from 'primereact/message';
import { Link } from 'react-router';
import { useRunWarnings } from '../api/home.queries.ts';

/**
 * Runs due now that need another run's result first (issue 27): each says what is missing and links
 * to the screen where it is done, so nothing is settled as a zero without a word. Nothing when all is well.
 */
export function RunWarningsPanel() {
  const warnings = useRunWarnings();
  if (!warnings.data || warnings.data.length === 0) return null;
  return (
    <section className="home-run-warnings" aria-label="Liquidaciones pendientes de otra">
      {warnings.data.map((warning) => (
        <Message
          key={`${warning.calendarId}-${warning.message}`}
          severity="warn"
          className="w-full justify-content-start"
          content={
            <span>
              <strong>{warning.calendarDetail}:</strong> {warning.message}{' '}
              <Link to={warning.route}>{warning.linkLabel}</Link>
            </span>
          }
        />
      ))}
    </section>
  );
}
