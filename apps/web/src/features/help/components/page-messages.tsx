// /Login shows its messages on its first load, which carries no PrimeReact (decision 0325).
import { PlainMessage } from '../../../components/plain-controls.tsx';
import { usePageMessages } from '../api/help.queries.ts';

/** The server's info messages for a page, shown under its title. Failures stay silent. */
export function PageMessages({ page }: { page: string }) {
  const { data } = usePageMessages(page);
  if (!data?.length) return null;
  return (
    <div className="page-messages">
      {data.map((item) => (
        <PlainMessage
          key={item.id}
          severity="info"
          text={item.message}
          className="w-full justify-content-start"
        />
      ))}
    </div>
  );
}
