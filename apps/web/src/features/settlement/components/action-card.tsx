import { Button } from 'primereact/button';

export interface CardAction {
  label: string;
  icon: string;
  onClick: () => void;
}

/** A titled column of buttons (Liquidación, Consulta) on a settlement screen. */
export function ActionCard({ title, actions }: { title: string; actions: readonly CardAction[] }) {
  return (
    <section className="settlement-card" aria-label={title}>
      <h2 className="settlement-card__title">{title}</h2>
      <div className="settlement-card__buttons">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            label={action.label}
            icon={action.icon}
            outlined
            className="justify-content-start"
            onClick={action.onClick}
          />
        ))}
      </div>
    </section>
  );
}
