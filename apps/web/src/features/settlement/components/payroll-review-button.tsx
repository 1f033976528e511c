import type { TCalendar } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { PayrollReviewDialog } from './payroll-review-dialog.tsx';
import { REVIEW_TEXTS as T } from './review-format.ts';

/**
 * "Revisar prenómina" beside Procesar / Acumular / Deshacer (the process dialog's extra buttons):
 * enabled once the chosen payroll or final-settlement calendar has a result.
 */
export function PayrollReviewButton({ calendar }: { calendar: TCalendar | null }) {
  const [open, setOpen] = useState(false);
  const reviewable = calendar !== null && calendar.state !== 'OPEN';
  return (
    <>
      <Button
        type="button"
        label={T.button}
        icon="pi pi-list-check"
        outlined
        disabled={!reviewable}
        onClick={() => setOpen(true)}
      />
      {open && calendar && <PayrollReviewDialog calendarId={calendar.id} onHide={() => setOpen(false)} />}
    </>
  );
}
