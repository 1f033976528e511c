import { DEADLINE_MESSAGES as M } from '@quincena/contracts/home';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeadlines } from '../api/home.queries.ts';

const longDate = new Intl.DateTimeFormat('es-CO', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Days from today to the due date (both Colombian dates). */
function daysLeft(today: string, due: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function whenText(days: number): string {
  if (days === 0) return 'vence hoy';
  if (days === 1) return 'vence mañana';
  return `en ${days} días`;
}

/** "Próximos vencimientos" (beyond the spec): each deadline links to the screen that meets it. */
export function DeadlinesPanel() {
  const deadlines = useDeadlines();
  return (
    <section className="home-card home-deadlines" aria-label={M.title}>
      <h2 className="home-card__title">{M.title}</h2>
      {deadlines.isLoading && <p className="home-card__note">Cargando información...</p>}
      {deadlines.isError && (
        <p className="home-card__note">
          {errorMessage(deadlines.error, 'No se pudieron calcular los vencimientos.')}
        </p>
      )}
      {deadlines.data && !deadlines.data.hasNit && <p className="home-card__note">{M.noNit}</p>}
      {deadlines.data && (
        <ul className="home-deadlines__list">
          {deadlines.data.deadlines.map((deadline) => {
            const days = daysLeft(deadlines.data.today, deadline.dueDate);
            return (
              <li
                key={`${deadline.kind}-${deadline.dueDate}-${deadline.route}`}
                className="home-deadlines__item"
              >
                <Link to={deadline.route} title={deadline.basis}>
                  {deadline.title}
                </Link>
                <span
                  className={
                    days <= 3 ? 'home-deadlines__due home-deadlines__due--soon' : 'home-deadlines__due'
                  }
                >
                  {longDate.format(new Date(`${deadline.dueDate}T00:00:00Z`))} · {whenText(days)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
