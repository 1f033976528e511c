import '../company.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_LIMITS, ZCreateCompanyRequest, ZUpdateCompanyRequest } from '@quincena/contracts/company';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { sessionStore, useStoredSession } from '../../../lib/session-store.ts';
import { fetchSession, useCompanyDraft } from '../../access/api/access.queries.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { ReferenceSelect } from '../../reference/index.ts';
import { useCreateCompany, useUpdateCompany } from '../api/company.mutations.ts';
import { useCompany } from '../api/company.queries.ts';
import {
  COLOMBIA,
  type CompanyFormValues,
  companyToForm,
  draftToForm,
  emptyCompanyForm,
  isNaturalPerson,
  liveCheckDigit,
  missingFiles,
  toUpdateRequest,
  withoutOtherNames,
} from '../company-form.ts';
import { FileField } from '../components/file-field.tsx';
import { FormField } from '../components/form-field.tsx';

const YES_NO = [
  { label: 'Sí', value: true },
  { label: 'No', value: false },
];
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Datos empresa (/CompanyInfo; spec 01 §2.7, §4, §5): creates the company, later updates it. */
export function CompanyInfoPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stored = useStoredSession();
  const companyId = stored?.session.company?.id ?? null;
  const creating = companyId === null;
  const company = useCompany(companyId);
  const create = useCreateCompany();
  const update = useUpdateCompany();

  const resolver = useMemo(
    () =>
      zodResolver(
        creating ? ZCreateCompanyRequest : ZUpdateCompanyRequest,
      ) as unknown as Resolver<CompanyFormValues>,
    [creating],
  );
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isValid },
  } = useForm<CompanyFormValues>({ resolver, mode: 'onChange', defaultValues: emptyCompanyForm() });

  useEffect(() => {
    if (company.data) reset(companyToForm(company.data));
  }, [company.data, reset]);

  // What /CompleteRegister kept starts the creation form (decision 0297).
  const draft = useCompanyDraft(stored?.session.userId ?? null, creating);
  const draftApplied = useRef(false);
  useEffect(() => {
    if (!creating || !draft.data || draftApplied.current) return;
    draftApplied.current = true;
    reset({ ...emptyCompanyForm(), ...draftToForm(draft.data) }, { keepDirtyValues: true });
  }, [creating, draft.data, reset]);

  const values = watch();
  const documentNumber = values.documentNumber;
  // The check digit follows the number as it is typed (DIAN modulo 11); the server checks it again.
  useEffect(() => {
    if (creating) setValue('checkDigit', liveCheckDigit(documentNumber), { shouldValidate: true });
  }, [creating, documentNumber, setValue]);
  const natural = isNaturalPerson(values.taxpayerType);
  const missing = missingFiles(values, company.data ?? null);
  const saving = create.isPending || update.isPending;
  const departmentCode = values.departmentCode;
  const inDepartment = useMemo(
    () => (item: { departmentCode?: unknown }) => item.departmentCode === departmentCode,
    [departmentCode],
  );

  async function refreshSession() {
    try {
      sessionStore.updateSession(await fetchSession());
    } catch {
      // The next page load reads the session again.
    }
  }

  function handleValid(form: CompanyFormValues) {
    const onError = (error: unknown) => notify.serverError(errorMessage(error));
    if (creating) {
      create.mutate(withoutOtherNames(form), {
        onSuccess: async (answer) => {
          await refreshSession();
          notify.success(answer.message);
          navigate('/ProcessDIAN');
        },
        onError,
      });
      return;
    }
    update.mutate(toUpdateRequest(form), {
      onSuccess: async (answer) => {
        await refreshSession();
        notify.success(answer.message);
        navigate('/Home');
      },
      onError,
    });
  }

  const text = (
    name: keyof CompanyFormValues,
    label: string,
    options: {
      required?: boolean;
      maxLength?: number;
      digits?: boolean;
      disabled?: boolean;
      className?: string;
    } = {},
  ) => (
    <FormField
      id={`company-${name}`}
      label={label}
      required={options.required ?? false}
      error={errors[name]?.message}
      {...(options.className ? { className: options.className } : {})}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <InputText
            id={`company-${name}`}
            value={(field.value as string | undefined) ?? ''}
            onChange={(event) =>
              field.onChange(options.digits ? digitsOnly(event.target.value) : event.target.value)
            }
            onBlur={field.onBlur}
            maxLength={options.maxLength}
            inputMode={options.digits ? 'numeric' : undefined}
            disabled={options.disabled}
            invalid={Boolean(errors[name])}
            className="w-full"
          />
        )}
      />
    </FormField>
  );

  const select = (
    name: keyof CompanyFormValues,
    label: string,
    listKey: Parameters<typeof ReferenceSelect>[0]['listKey'],
    things: string,
    options: {
      required?: boolean;
      disabled?: boolean;
      showCode?: boolean;
      filter?: (item: Record<string, unknown>) => boolean;
      onPicked?: (code: string | null) => void;
    } = {},
  ) => (
    <FormField
      id={`company-${name}`}
      label={label}
      required={options.required ?? true}
      error={errors[name]?.message}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <ReferenceSelect
            inputId={`company-${name}`}
            listKey={listKey}
            value={(field.value as string | undefined) || null}
            onChange={(code) => {
              field.onChange(code ?? '');
              options.onPicked?.(code);
            }}
            things={things}
            showCode={options.showCode ?? false}
            {...(options.filter ? { filter: options.filter } : {})}
            disabled={options.disabled ?? false}
            invalid={Boolean(errors[name])}
          />
        )}
      />
    </FormField>
  );

  if (!creating && company.isLoading) {
    return (
      <div className="page">
        <PageTitle title="Datos empresa" videoKey="COMPANYINFO" />
        <p className="text-color-secondary">Cargando información...</p>
      </div>
    );
  }

  return (
    <div className="page">
      <PageTitle title="Datos empresa" videoKey="COMPANYINFO" />
      <PageMessages page={pathname.slice(1)} />
      <form
        className="company-form"
        onSubmit={handleSubmit(handleValid)}
        noValidate
        aria-label="Datos empresa"
      >
        <section className="company-section" aria-labelledby="company-basic">
          <h2 className="company-section__title" id="company-basic">
            <i className="pi pi-building" aria-hidden="true" /> Datos básicos
          </h2>
          <div className="company-grid">
            {select('taxpayerType', 'Tipo de contribuyente', 'taxpayer-types', 'tipos de contribuyente')}
            {select('documentType', 'Tipo de documento', 'document-types', 'tipos de documento', {
              disabled: !creating,
            })}
            {text('documentNumber', 'Número de documento', {
              required: true,
              maxLength: COMPANY_LIMITS.documentNumber,
              digits: true,
              disabled: !creating,
            })}
            {text('checkDigit', 'Dígito de verificación', {
              required: true,
              maxLength: COMPANY_LIMITS.checkDigit,
              digits: true,
              disabled: true,
            })}
            {natural ? (
              <>
                {text('firstName', 'Primer nombre', { required: true, maxLength: COMPANY_LIMITS.firstName })}
                {text('secondName', 'Segundo nombre', { maxLength: COMPANY_LIMITS.secondName })}
                {text('firstSurname', 'Primer apellido', {
                  required: true,
                  maxLength: COMPANY_LIMITS.firstSurname,
                })}
                {text('secondSurname', 'Segundo apellido', { maxLength: COMPANY_LIMITS.secondSurname })}
              </>
            ) : (
              text('companyName', 'Razón social', {
                required: true,
                maxLength: COMPANY_LIMITS.companyName,
                className: 'company-grid__wide',
              })
            )}
            {text('phone', 'Teléfono', { required: true, maxLength: COMPANY_LIMITS.phone, digits: true })}
            {select('countryCode', 'País', 'countries', 'países', {
              filter: (item) => item.code === COLOMBIA,
            })}
            {select('departmentCode', 'Departamento', 'departments', 'departamentos', {
              showCode: true,
              onPicked: () => setValue('municipalityCode', '', { shouldValidate: true }),
            })}
            {select('municipalityCode', 'Ciudad', 'municipalities', 'ciudades', {
              showCode: true,
              disabled: !departmentCode,
              filter: inDepartment,
            })}
            {text('address', 'Dirección', { required: true, maxLength: COMPANY_LIMITS.address })}
            {text('billingEmail', 'Correo de facturación', { required: true, maxLength: 254 })}
            {select('employeeCountRange', 'Número de empleados', 'employee-count-ranges', 'rangos', {
              required: false,
            })}
            <Controller
              name="logo"
              control={control}
              render={({ field }) => (
                <FileField
                  id="company-logo"
                  label="Logo"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  required
                  value={field.value}
                  stored={company.data?.hasLogo ?? false}
                  onChange={field.onChange}
                  hint="Imagen PNG, JPEG, GIF o WebP de máximo 1.000.000 bytes"
                />
              )}
            />
          </div>
        </section>

        <section className="company-section" aria-labelledby="company-payroll">
          <h2 className="company-section__title" id="company-payroll">
            <i className="pi pi-calendar" aria-hidden="true" /> Datos de nómina
          </h2>
          <div className="company-grid">
            {select('paymentPeriod', 'Frecuencia de pagos', 'payment-periods', 'frecuencias', {
              filter: (item) => item.offered === true,
            })}
            {select('arlCode', 'ARL', 'arl', 'ARL', { showCode: true })}
            {select('pilaOperatorCode', 'Código operador', 'pila-operators', 'operadores', {
              showCode: true,
            })}
            <FormField
              id="company-law1607Exempt"
              label="Exonerado Ley 1607"
              required
              error={errors.law1607Exempt?.message}
              hint="Ley 1607 de 2012, art. 25: exonera de aportes a salud, SENA e ICBF"
            >
              <Controller
                name="law1607Exempt"
                control={control}
                render={({ field }) => (
                  <Dropdown
                    inputId="company-law1607Exempt"
                    value={field.value ?? null}
                    options={YES_NO}
                    onChange={(event) => field.onChange(event.value)}
                    placeholder="Seleccione"
                    className="w-full"
                  />
                )}
              />
            </FormField>
            {select('startMonth', 'Mes de arranque', 'start-months', 'meses', { disabled: !creating })}
          </div>
        </section>

        <section className="company-section" aria-labelledby="company-bank">
          <h2 className="company-section__title" id="company-bank">
            <i className="pi pi-wallet" aria-hidden="true" /> Datos bancarios
          </h2>
          <div className="company-grid">
            {select('bankCode', 'Banco', 'banks', 'bancos', { showCode: true })}
            {select('accountType', 'Tipo de cuenta', 'account-types', 'tipos de cuenta')}
            {text('accountNumber', 'Número de cuenta', {
              required: true,
              maxLength: COMPANY_LIMITS.accountNumber,
              digits: true,
            })}
          </div>
        </section>

        <section className="company-section" aria-labelledby="company-extra">
          <h2 className="company-section__title" id="company-extra">
            <i className="pi pi-paperclip" aria-hidden="true" /> Adicionales
          </h2>
          <div className="company-grid">
            <Controller
              name="rut"
              control={control}
              render={({ field }) => (
                <FileField
                  id="company-rut"
                  label="RUT"
                  accept="application/pdf"
                  required
                  value={field.value}
                  stored={company.data?.hasRut ?? false}
                  onChange={field.onChange}
                  hint="PDF de máximo 1.000.000 bytes"
                />
              )}
            />
            <Controller
              name="chamberOfCommerce"
              control={control}
              render={({ field }) => (
                <FileField
                  id="company-chamberOfCommerce"
                  label="Cámara de comercio"
                  accept="application/pdf"
                  value={field.value}
                  stored={company.data?.hasChamberOfCommerce ?? false}
                  onChange={field.onChange}
                  hint="PDF de máximo 1.000.000 bytes"
                />
              )}
            />
          </div>
        </section>

        <div className="company-form__actions">
          <small className="company-form__note">
            Campos obligatorios (*)
            {missing.length > 0 && ` · Falta adjuntar: ${missing.join(' y ')}`}
          </small>
          <Button
            type="submit"
            label="Guardar"
            icon="pi pi-save"
            loading={saving}
            disabled={!isValid || missing.length > 0 || saving}
          />
        </div>
      </form>
    </div>
  );
}
