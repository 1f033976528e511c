import '../company.css';
import { COMPANY_LIMITS, ZCreateCompanyRequest, ZUpdateCompanyRequest } from '@quincena/contracts/company';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkBySchema, useCheckedForm } from '../../../components/crud-page/index.ts';
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

/** What the company's stored documents may be: the logo an image, the others a PDF; 1.000.000 bytes at most. */
const PDF_FILE = { accept: 'application/pdf', hint: 'PDF de máximo 1.000.000 bytes' };
const IMAGE_FILE = {
  accept: 'image/png,image/jpeg,image/gif,image/webp',
  hint: 'Imagen PNG, JPEG, GIF o WebP de máximo 1.000.000 bytes',
};
type Field = keyof CompanyFormValues;
/** Every field, for the contract check's announcement order (nothing is announced on this page). */
const FIELDS = Object.keys(emptyCompanyForm()) as Field[];

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

  // Each field is checked by the contract as it changes and Guardar waits for a valid form; every
  // failing field is marked on Guardar, nothing is announced.
  const schema = creating ? ZCreateCompanyRequest : ZUpdateCompanyRequest;
  const check = (form: CompanyFormValues) =>
    checkBySchema<CompanyFormValues, CompanyFormValues>(schema as never, form, FIELDS);
  const { values, set, reset, errors, submit } = useCheckedForm({
    visible: true,
    initial: emptyCompanyForm,
    check,
    revalidate: 'always',
    announce: () => {},
  });
  const isValid = check(values).ok;
  // The fields the clerk changed, which the draft below does not overwrite.
  const touched = useRef(new Set<Field>());
  const change = <K extends Field>(name: K, value: CompanyFormValues[K]) => {
    touched.current.add(name);
    set(name, value);
  };

  useEffect(() => {
    if (company.data) {
      touched.current.clear();
      reset(companyToForm(company.data));
    }
  }, [company.data, reset]);

  // What /CompleteRegister kept starts the creation form (decision 0297).
  const draft = useCompanyDraft(stored?.session.userId ?? null, creating);
  const draftApplied = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!creating || !draft.data || draftApplied.current) return;
    draftApplied.current = true;
    const next: CompanyFormValues = { ...emptyCompanyForm(), ...draftToForm(draft.data) };
    const defaults = emptyCompanyForm();
    for (const name of touched.current) {
      // A field the clerk changed away from its empty value keeps what was typed.
      if (latest.current[name] !== defaults[name]) Object.assign(next, { [name]: latest.current[name] });
    }
    reset(next);
  }, [creating, draft.data, reset]);

  const documentNumber = values.documentNumber;
  // The check digit follows the number as it is typed (DIAN modulo 11); the server checks it again.
  useEffect(() => {
    if (creating) set('checkDigit', liveCheckDigit(documentNumber));
  }, [creating, documentNumber, set]);
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
      // Guardar is enabled only once both are attached (missingFiles above).
      const { logo, rut } = form;
      if (!logo || !rut) return;
      create.mutate(withoutOtherNames({ ...form, logo, rut }), {
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
      error={errors[name]}
      {...(options.className ? { className: options.className } : {})}
    >
      <InputText
        id={`company-${name}`}
        value={(values[name] as string | undefined) ?? ''}
        onChange={(event) =>
          change(name, options.digits ? digitsOnly(event.target.value) : event.target.value)
        }
        maxLength={options.maxLength}
        inputMode={options.digits ? 'numeric' : undefined}
        disabled={options.disabled}
        invalid={Boolean(errors[name])}
        className="w-full"
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
    <FormField id={`company-${name}`} label={label} required={options.required ?? true} error={errors[name]}>
      <ReferenceSelect
        inputId={`company-${name}`}
        listKey={listKey}
        value={(values[name] as string | undefined) || null}
        onChange={(code) => {
          change(name, code ?? '');
          options.onPicked?.(code);
        }}
        things={things}
        showCode={options.showCode ?? false}
        {...(options.filter ? { filter: options.filter } : {})}
        disabled={options.disabled ?? false}
        invalid={Boolean(errors[name])}
      />
    </FormField>
  );

  // A stored document: its upload, whether the company already has one, and what it must be.
  const file = (
    name: 'logo' | 'rut' | 'chamberOfCommerce',
    label: string,
    has: 'hasLogo' | 'hasRut' | 'hasChamberOfCommerce',
    required: boolean,
    kind = PDF_FILE,
  ) => (
    <FileField
      id={`company-${name}`}
      label={label}
      accept={kind.accept}
      required={required}
      value={values[name]}
      stored={company.data?.[has] ?? false}
      onChange={(upload) => change(name, upload)}
      hint={kind.hint}
    />
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
        onSubmit={(event) => {
          event.preventDefault();
          submit(handleValid);
        }}
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
              onPicked: () => set('municipalityCode', ''),
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
            {file('logo', 'Logo', 'hasLogo', true, IMAGE_FILE)}
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
              error={errors.law1607Exempt}
              hint="Ley 1607 de 2012, art. 25: exonera de aportes a salud, SENA e ICBF"
            >
              <Dropdown
                inputId="company-law1607Exempt"
                value={values.law1607Exempt ?? null}
                options={YES_NO}
                onChange={(event) => change('law1607Exempt', event.value)}
                placeholder="Seleccione"
                className="w-full"
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
            {file('rut', 'RUT', 'hasRut', true)}
            {file('chamberOfCommerce', 'Cámara de comercio', 'hasChamberOfCommerce', false)}
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
