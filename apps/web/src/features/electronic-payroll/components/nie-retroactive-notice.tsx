import { Message } from 'primereact/message';
import { useNieRetroactiveMonths } from '../api/nie.queries.ts';

/**
 * The paying month's notice with the setting "Nota de ajuste (Reemplazar) de los meses originales"
 * (decision 0352): which months to process again so their documents carry the retroactive pay.
 * Nothing is shown with the default setting or when the month paid no retroactive pay of other months.
 */
export function NieRetroactiveNotice({ calendarId }: { calendarId: number | null }) {
  const months = useNieRetroactiveMonths(calendarId);
  const message = months.data?.message;
  if (!message) return null;
  return <Message severity="info" className="nie-validation" text={message} />;
}
