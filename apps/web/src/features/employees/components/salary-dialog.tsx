import { EMPLOYEE_MESSAGES } from '@quincena/contracts/employees';
import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { useEffect, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { RetroactiveImpactDialog } from '../../retroactive/index.ts';
import { useChangeSalary } from '../api/employees.mutations.ts';
import { DateInput } from './date-input.tsx';
import { Field } from './field.tsx';
import { MoneyInput } from './money-input.tsx';
import { SaveDialog } from './save-dialog.tsx';

/**
 * Modificar salario (spec 01 §2.14): a new amount from a date. The server adds a dated row; when
 * the date reaches accumulated periods, it answers which, and the clerk is told before anything
 * else (decision 0342) and may choose the open period that pays the differences (decision 0346).
 */
export function SalaryDialog({
  contractId,
  visible,
  onHide,
}: {
  contractId: number;
  visible: boolean;
  onHide: () => void;
}) {
  const change = useChangeSalary();
  const [amount, setAmount] = useState<number | null>(null);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [impact, setImpact] = useState<TRetroactiveImpact | null>(null);

  useEffect(() => {
    if (visible) {
      setAmount(null);
      setStartDate(null);
    }
  }, [visible]);

  function handleSave() {
    if (amount === null || amount <= 0 || !startDate) {
      notify.warn(EMPLOYEE_MESSAGES.salaryBothRequired);
      return;
    }
    change.mutate(
      { id: contractId, amount, startDate },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          if (answer.retroactive) setImpact(answer.retroactive);
          else onHide();
        },
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  return (
    <>
      <RetroactiveImpactDialog
        impact={impact}
        contractId={contractId}
        onHide={() => {
          setImpact(null);
          onHide();
        }}
      />
      <SaveDialog
        visible={visible && impact === null}
        onHide={onHide}
        header="Modificar salario"
        pending={change.isPending}
        onSave={handleSave}
      >
        <Field id="newSalaryAmount" label="Salario" required>
          <MoneyInput id="newSalaryAmount" value={amount} onChange={setAmount} />
        </Field>
        <Field
          id="newSalaryStartDate"
          label="Fecha inicio salario"
          required
          hint="Desde este día rige el nuevo salario"
        >
          <DateInput id="newSalaryStartDate" value={startDate} onChange={setStartDate} />
        </Field>
      </SaveDialog>
    </>
  );
}
