import { THIRD_PARTY_LIMITS, THIRD_PARTY_MESSAGES } from '@quincena/contracts/accounting';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { useThirdPartyByNit } from '../api/accounting.queries.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type NitCheck = 'idle' | 'checking' | 'valid' | 'invalid';

const STATE_ICON: Record<NitCheck, string> = {
  idle: 'hidden',
  checking: 'pi pi-spin pi-spinner',
  valid: 'pi pi-check-circle accounting-nit__valid',
  invalid: 'pi pi-exclamation-circle accounting-nit__invalid',
};

const STATE_LABEL: Record<NitCheck, string | undefined> = {
  idle: undefined,
  checking: 'Validando NIT',
  valid: 'NIT válido',
  invalid: undefined,
};

/** Waiting this long after the last key press before asking the server keeps the check to one call. */
const LOOKUP_DELAY_MS = 400;

/**
 * The account plan's NIT with the company name looked up (spec 03 §2.6, §4): a spinner while checking, a green
 * check when the third party exists, the field flagged with a hint when it does not, and '+' for 'Crear Tercero'.
 */
export function NitLookupField({
  value,
  onChange,
  onCheck,
  onCreate,
  error,
}: {
  value: string;
  onChange: (nit: string) => void;
  onCheck: (state: NitCheck) => void;
  onCreate: () => void;
  error?: string;
}) {
  const settled = useDebouncedValue(value.trim(), LOOKUP_DELAY_MS);
  const lookup = useThirdPartyByNit(settled);
  const typing = settled !== value.trim();

  let state: NitCheck = 'idle';
  if (value.trim()) {
    if (typing || lookup.isFetching) state = 'checking';
    else if (lookup.data) state = 'valid';
    else state = 'invalid';
  }
  useEffect(() => onCheck(state), [state, onCheck]);

  const companyName = state === 'valid' ? (lookup.data?.name ?? '') : '';
  const message = error ?? (state === 'invalid' ? THIRD_PARTY_MESSAGES.unknownNit : undefined);

  return (
    <div className="crud-form__row">
      <div className="field-group">
        <label htmlFor="account-plan-nit" className="field-label">
          NIT *
        </label>
        <div className="accounting-nit">
          <IconField iconPosition="right">
            {/* IconField clones each child, so the one icon is always there and only its look changes. */}
            <InputIcon
              className={STATE_ICON[state]}
              data-testid={`nit-${state}`}
              aria-label={STATE_LABEL[state]}
              aria-hidden={state === 'idle' || state === 'invalid'}
            />
            <InputText
              id="account-plan-nit"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              maxLength={THIRD_PARTY_LIMITS.number}
              invalid={state === 'invalid' || Boolean(error)}
              aria-describedby="account-plan-nit-hint"
              className="w-full"
            />
          </IconField>
          <Button
            type="button"
            icon="pi pi-plus"
            outlined
            aria-label="Crear Tercero"
            tooltip="Crear Tercero"
            tooltipOptions={{ position: 'top' }}
            onClick={onCreate}
          />
        </div>
        {message && (
          <small id="account-plan-nit-hint" className="field-error">
            {message}
          </small>
        )}
      </div>
      <div className="field-group">
        <label htmlFor="account-plan-company-name" className="field-label">
          Nombre empresa
        </label>
        <InputText
          id="account-plan-company-name"
          value={companyName}
          readOnly
          className="w-full"
          tabIndex={-1}
        />
      </div>
    </div>
  );
}
