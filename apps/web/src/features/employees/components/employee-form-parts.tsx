import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';

/** One titled card of the person and contract forms (decision 0360). */
export function EmployeeCard({
  id,
  icon,
  title,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  /** The PrimeIcons name before the title: 'pi-id-card'. */
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="employee-card" aria-labelledby={id}>
      <h2 id={id} className="employee-card__title">
        <i className={`pi ${icon}`} aria-hidden="true" /> {title}
      </h2>
      {children}
    </section>
  );
}

/** The saved message with the Continuar button that goes on to the next step. */
export function SavedNotice({
  text,
  onContinue,
  className,
}: {
  text: string;
  onContinue: () => void;
  className?: string;
}) {
  return (
    <Message
      severity="success"
      className={className}
      content={
        <div className="flex align-items-center gap-3 flex-wrap">
          <span>{text}</span>
          <Button
            type="button"
            label="Continuar"
            icon="pi pi-arrow-right"
            iconPos="right"
            size="small"
            onClick={onContinue}
          />
        </div>
      }
    />
  );
}

/** The form's buttons: what the page adds first, then Cancelar (back to Empleados) and Guardar. */
export function EmployeeFormActions({
  onCancel,
  saving,
  disabled,
  children,
}: {
  onCancel: () => void;
  saving: boolean;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="employee-form__actions">
      {children}
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onCancel} />
      <Button type="submit" label="Guardar" icon="pi pi-save" loading={saving} disabled={disabled} />
    </div>
  );
}
