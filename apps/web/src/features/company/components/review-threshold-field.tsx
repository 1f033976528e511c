import {
  REVIEW_THRESHOLD_HELP,
  REVIEW_THRESHOLD_LABEL,
  REVIEW_THRESHOLD_MESSAGES,
} from '@quincena/contracts/payroll-config';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useReviewThreshold, useUpdateReviewThreshold } from '../api/review-threshold.ts';

/**
 * The review before closing's change threshold (issue 27). A number, not an engine select, so it
 * is saved on its own (PUT /api/payroll-config/review-threshold) without touching the selects.
 */
export function ReviewThresholdField() {
  const id = useId();
  const stored = useReviewThreshold();
  const update = useUpdateReviewThreshold();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (stored.data) setValue(stored.data.reviewChangeThreshold);
  }, [stored.data]);

  const valid = value !== null && value >= 0.01 && value <= 999.99;
  function handleSave() {
    if (value === null || !valid) {
      notify.warn(REVIEW_THRESHOLD_MESSAGES.invalid);
      return;
    }
    update.mutate(
      { reviewChangeThreshold: value },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.serverError(errorMessage(error)),
      },
    );
  }

  return (
    <div className="payroll-config__subgroup">
      <h3>Prenómina</h3>
      <div className="flex flex-wrap align-items-end gap-2">
        <div className="flex flex-column gap-1">
          <label htmlFor={id}>{REVIEW_THRESHOLD_LABEL}</label>
          <InputNumber
            inputId={id}
            value={value}
            onValueChange={(event) => setValue(event.value ?? null)}
            mode="decimal"
            locale="es-CO"
            minFractionDigits={0}
            maxFractionDigits={2}
            min={0}
            max={999.99}
            suffix=" %"
            disabled={stored.isLoading}
            invalid={value !== null && !valid}
          />
        </div>
        <Button
          type="button"
          label="Aplicar umbral"
          icon="pi pi-save"
          outlined
          loading={update.isPending}
          disabled={stored.isLoading || value === null}
          onClick={handleSave}
        />
      </div>
      <p className="payroll-config__help">{REVIEW_THRESHOLD_HELP}</p>
    </div>
  );
}
