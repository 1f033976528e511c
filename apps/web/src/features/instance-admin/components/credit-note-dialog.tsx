import { type TInstanceInvoice, ZCreditNoteRequest } from '@quincena/contracts/billing';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { FormField } from '../../../components/crud-page/index.ts';
import { formatMoney } from '../../../components/data-table/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreditNote } from '../api/billing-admin.queries.ts';

/** The question asked before cancelling: it names the invoice, the company and the amount. */
export const cancelQuestion = (invoice: TInstanceInvoice) =>
  `¿Anular la factura ${invoice.number} de ${invoice.companyName} por ${formatMoney(invoice.total)} con una nota crédito? Esta acción no se puede deshacer.`;

/** Anular con nota crédito: the reason, then a Sí / No confirmation, then POST /api/billing/credit-notes. */
export function CreditNoteDialog({
  invoice,
  onHide,
}: {
  invoice: TInstanceInvoice | null;
  onHide: () => void;
}) {
  const creditNote = useCreditNote();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each invoice opens an empty form.
  useEffect(() => {
    setReason('');
    setError(undefined);
    setConfirming(false);
  }, [invoice]);

  const request = () =>
    invoice && ZCreditNoteRequest.safeParse({ companyId: invoice.companyId, invoiceId: invoice.id, reason });

  function ask() {
    const parsed = request();
    if (!parsed) return;
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setConfirming(true);
  }

  function cancel() {
    setConfirming(false);
    const parsed = request();
    if (!parsed?.success) return;
    creditNote.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onHide();
      },
      onError: (failure) => notify.serverError(errorMessage(failure, 'No se pudo anular la factura')),
    });
  }

  return (
    <Dialog
      visible={invoice !== null}
      onHide={onHide}
      header={`Anular con nota crédito${invoice ? ` la factura ${invoice.number}` : ''}`}
      style={{ width: '30rem' }}
      breakpoints={{ '732px': '92vw' }}
      modal
      footer={
        <ConfirmFooter
          confirmLabel="Anular"
          confirmIcon="pi pi-ban"
          severity="danger"
          pending={creditNote.isPending}
          onCancel={onHide}
          onConfirm={ask}
        />
      }
    >
      <FormField id="credit-note-reason" label="Motivo de la nota crédito" required error={error}>
        <InputTextarea
          id="credit-note-reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          rows={3}
          maxLength={500}
          invalid={Boolean(error)}
          className="w-full"
        />
      </FormField>
      {invoice && (
        <ConfirmDialog
          visible={confirming}
          message={cancelQuestion(invoice)}
          onAccept={cancel}
          onHide={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
