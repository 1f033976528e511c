import '../../../lib/zod-spanish.ts';
import { type TCompanyDraftRequest, ZCompanyDraftRequest } from '@quincena/contracts/access';
import type { TReferenceItem } from '@quincena/contracts/reference';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormField, textFieldsOf } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { ReferenceSelect } from '../../reference/index.ts';
import { useSaveCompanyDraft } from '../api/access.mutations.ts';
import { useCompanyDraft } from '../api/access.queries.ts';
import { AuthCard } from '../components/auth-card.tsx';

const EMPTY: TCompanyDraftRequest = {
  name: '',
  companyName: '',
  phone: '',
  employeeCountRange: '',
  paymentPeriod: '',
};
const offeredPeriods = (item: TReferenceItem) => item.offered === true;

/**
 * /CompleteRegister (spec 01 §2.5): the legacy sign-up step. A signed-in administrator without a company
 * gives its first five facts; Finalizar is enabled once all five are filled, keeps them on the server and
 * goes on to /CompanyInfo, which starts from them (decision 0297).
 */
export function CompleteRegisterPage() {
  const navigate = useNavigate();
  const stored = useStoredSession();
  const session = stored?.session ?? null;
  const eligible = session?.role === 'ADMIN' && session.enabled && session.company === null;
  const draft = useCompanyDraft(session?.userId ?? null, eligible);
  const save = useSaveCompanyDraft();
  const [values, setValues] = useState<TCompanyDraftRequest>(EMPTY);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (draft.data) {
      const { updatedAt: _kept, ...fields } = draft.data;
      setValues(fields);
    }
  }, [draft.data]);

  if (!session) return <Navigate to="/Login" replace />;
  if (session.role === 'CLIENT') return <Navigate to="/Certificate" replace />;
  if (!session.enabled) return <Navigate to="/Verification" replace />;
  if (session.company) return <Navigate to="/Home" replace />;

  const set = (field: keyof TCompanyDraftRequest) => (value: string | null) => {
    setTouched(true);
    setValues((current) => ({ ...current, [field]: value ?? '' }));
  };
  const allFilled = Object.values(values).every((value) => value.trim() !== '');
  const parsed = ZCompanyDraftRequest.safeParse(values);
  const fieldError = (field: keyof TCompanyDraftRequest) =>
    touched && values[field].trim() !== '' && !parsed.success
      ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;

  function handleFinish(event: React.FormEvent) {
    event.preventDefault();
    if (!allFilled) return;
    if (!parsed.success) {
      notify.warn(parsed.error.issues[0]?.message ?? 'Revise los datos');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        navigate('/CompanyInfo');
      },
      onError: (error) => notify.serverError(errorMessage(error)),
    });
  }

  const phoneError = fieldError('phone');
  // No asterisks: Finalizar waits until every field is filled; only the phone shows a message.
  const text = textFieldsOf(
    values,
    (name, value) => set(name)(value),
    () => undefined,
    {
      idOf: (name) => `complete-${name}`,
      required: false,
      inputClassName: 'w-full',
    },
  );
  return (
    <AuthCard>
      <h1 className="auth-card__title">Completar registro</h1>
      <p className="auth-card__subtitle">Cuéntenos de su empresa; el resto lo completa en Datos empresa.</p>
      <form className="flex flex-column gap-3" onSubmit={handleFinish} noValidate>
        {text('name', 'Nombre', 120, { autoComplete: 'name' })}
        {text('companyName', 'Nombre de la empresa', 200, { autoComplete: 'organization' })}
        {text('phone', 'Teléfono', 10, {
          error: phoneError,
          autoComplete: 'tel',
          inputMode: 'numeric',
          onChange: (value) => set('phone')(value.replace(/\D/g, '')),
          'aria-describedby': phoneError ? 'complete-phone-error' : undefined,
        })}
        <FormField id="complete-employeeCountRange" label="Número de empleados">
          <ReferenceSelect
            inputId="complete-employeeCountRange"
            listKey="employee-count-ranges"
            things="rangos"
            value={values.employeeCountRange || null}
            onChange={set('employeeCountRange')}
          />
        </FormField>
        <FormField id="complete-paymentPeriod" label="Frecuencia de pago">
          <ReferenceSelect
            inputId="complete-paymentPeriod"
            listKey="payment-periods"
            things="frecuencias"
            filter={offeredPeriods}
            value={values.paymentPeriod || null}
            onChange={set('paymentPeriod')}
          />
        </FormField>
        <Button
          type="submit"
          label="Finalizar"
          icon="pi pi-check"
          disabled={!allFilled}
          loading={save.isPending}
          className="w-full"
        />
      </form>
    </AuthCard>
  );
}
