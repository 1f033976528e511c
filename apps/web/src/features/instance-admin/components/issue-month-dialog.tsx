import { MONTH_NAMES } from '@quincena/contracts';
import { type TIssueResult, ZIssueRequest } from '@quincena/contracts/billing';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useState } from 'react';
import { ConfirmFooter } from '../../../components/confirm-footer.tsx';
import { FormField } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useIssueMonth } from '../api/billing-admin.queries.ts';

const MONTHS = MONTH_NAMES.map((name, index) => ({
  label: name[0]?.toUpperCase() + name.slice(1),
  value: index + 1,
}));

/** The month the periodic check bills: the one before today's. */
export function previousMonth(today: Date): { year: number; month: number } {
  const month = today.getMonth();
  return month === 0 ? { year: today.getFullYear() - 1, month: 12 } : { year: today.getFullYear(), month };
}

/** The answer as the operator reads it: what was issued, what already was, what had nothing to bill. */
export function issueSummary(result: TIssueResult): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(result.issued, 'factura emitida', 'facturas emitidas'),
    count(result.existing, 'ya emitida antes', 'ya emitidas antes'),
    `${count(result.nothingToBill, 'empresa', 'empresas')} sin nada que facturar.`,
  ].join('; ');
}

/** Emitir facturas del mes: POST /api/billing/issue for a chosen month (issued ones are not repeated). */
export function IssueMonthDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const issue = useIssueMonth();
  const [year, setYear] = useState<number | null>(null);
  const [month, setMonth] = useState<number | null>(null);

  useEffect(() => {
    if (!visible) return;
    const previous = previousMonth(new Date());
    setYear(previous.year);
    setMonth(previous.month);
  }, [visible]);

  function accept() {
    const request = ZIssueRequest.safeParse({ year, month });
    if (!request.success) {
      notify.warn(request.error.issues[0]?.message ?? '');
      return;
    }
    issue.mutate(request.data, {
      onSuccess: (result) => {
        if (result.warning) notify.warn(`${issueSummary(result)} ${result.warning}`, { sticky: true });
        else notify.success(issueSummary(result), { life: 6_000 });
        onHide();
      },
      onError: (error) => notify.serverError(errorMessage(error, 'No se pudieron emitir las facturas')),
    });
  }

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header="Emitir facturas del mes"
      style={{ width: '26rem' }}
      breakpoints={{ '732px': '92vw' }}
      modal
      footer={
        <ConfirmFooter
          confirmLabel="Emitir"
          confirmIcon="pi pi-send"
          pending={issue.isPending}
          onCancel={onHide}
          onConfirm={accept}
        />
      }
    >
      <p className="mt-0 text-color-secondary">
        Se emite la factura del mes a cada empresa que aún no la tenga, con el plan de precios vigente, y se
        envía por correo a sus administradores.
      </p>
      <div className="formgrid grid">
        <FormField id="issue-month" label="Mes" required className="field col-7">
          <Dropdown
            inputId="issue-month"
            value={month}
            options={MONTHS}
            onChange={(event) => setMonth(event.value ?? null)}
            className="w-full"
          />
        </FormField>
        <FormField id="issue-year" label="Año" required className="field col-5">
          <InputNumber
            inputId="issue-year"
            value={year}
            onValueChange={(event) => setYear(event.value ?? null)}
            useGrouping={false}
            min={2000}
            max={2100}
            className="w-full"
            inputClassName="w-full"
          />
        </FormField>
      </div>
    </Dialog>
  );
}
