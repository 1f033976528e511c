import type { TReferenceItem } from '@quincena/contracts/reference';
import '../employees.css';
import { DOCUMENT_NUMBER_MAX, EMPLOYEE_MESSAGES, ZPerson, ZPersonInput } from '@quincena/contracts/employees';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { textFieldsOf } from '../../../components/crud-page/index.ts';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { useSavePerson } from '../api/employees.mutations.ts';
import { usePerson } from '../api/employees.queries.ts';
import { ChoiceDialog } from '../components/choice-dialog.tsx';
import { codeFieldsOf } from '../components/code-field.tsx';
import { EmployeeCard, EmployeeFormActions, SavedNotice } from '../components/employee-form-parts.tsx';
import { Field } from '../components/field.tsx';
import { contractFormPath, idParam, personFormPath } from '../employee-paths.ts';
import {
  COLOMBIA,
  emptyPersonForm,
  type PersonFormValues,
  personFormComplete,
  personToForm,
  personUnchanged,
  toPersonInput,
} from '../person-form.ts';

type Errors = Partial<Record<keyof PersonFormValues, string>>;

/** Información personal (/CreatePerson; spec 01 §2.13, §4, §5): the person before the contract. */
export function CreatePersonPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const personId = idParam(search, 'persona');
  const contractId = idParam(search, 'contrato');
  const isClient = useStoredSession()?.session.role === 'CLIENT';
  const person = usePerson(personId);
  const save = useSavePerson();
  const [values, setValues] = useState<PersonFormValues>(emptyPersonForm);
  const [errors, setErrors] = useState<Errors>({});
  const [askNothingChanged, setAskNothingChanged] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);

  useEffect(() => {
    if (person.data) setValues(personToForm(person.data));
  }, [person.data]);
  useEffect(() => {
    // Spec 01 §8: a person load failure clears the form.
    if (person.isError) {
      setValues(emptyPersonForm);
      notify.serverError(errorMessage(person.error));
    }
  }, [person.isError, person.error]);

  const set = <K extends keyof PersonFormValues>(field: K, value: PersonFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const code = codeFieldsOf(values, set, (field) => errors[field]);
  const text = textFieldsOf(values, set, (field) => errors[field]);
  // The two names a person may leave empty: no asterisk and no required message.
  const optionalName = (name: 'otherNames' | 'secondSurname', label: string) => (
    <Field id={name} label={label} error={errors[name]}>
      <InputText
        id={name}
        value={values[name]}
        maxLength={60}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );
  const loaded = person.data ?? null;
  const latestContract = contractId ?? loaded?.latestContractId ?? null;
  const complete = personFormComplete(values);
  const municipalityFilter = useMemo(
    () => (item: TReferenceItem) => item.departmentCode === values.departmentCode,
    [values.departmentCode],
  );

  /** A document typed for a new person that the company already has loads that person. */
  async function handleDocumentBlur() {
    if (loaded || !values.documentType || !values.documentNumber.trim()) return;
    try {
      const query = new URLSearchParams({
        documentType: values.documentType,
        documentNumber: values.documentNumber.trim(),
      });
      const found = await apiRequest('GET', `/api/persons/by-document?${query}`, { schema: ZPerson });
      notify.info(`${found.fullName} ya está registrado; se cargó su información`);
      navigate(personFormPath(found.id, found.latestContractId), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) notify.serverError(errorMessage(error));
    }
  }

  function handleSave() {
    if (loaded && personUnchanged(loaded, values)) {
      setAskNothingChanged(true);
      return;
    }
    const parsed = ZPersonInput.safeParse(toPersonInput(values));
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof PersonFormValues] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(
      { id: loaded?.id ?? null, body: toPersonInput(values) },
      {
        onSuccess: (saved) => {
          setSavedId(saved.id);
          notify.success(EMPLOYEE_MESSAGES.personCreated);
          navigate(personFormPath(saved.id, latestContract ?? saved.latestContractId), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
          notify.serverError(errorMessage(error));
        },
      },
    );
  }

  const goToContract = (id: number) => navigate(contractFormPath(id, latestContract));

  return (
    <div className="page">
      <PageTitle title="Información personal" videoKey="CREATEPERSON" />
      <PageMessages page={pathname.slice(1)} />
      {savedId !== null && (
        <SavedNotice
          text={EMPLOYEE_MESSAGES.personCreated}
          onContinue={() => goToContract(savedId)}
          className="justify-content-start"
        />
      )}
      <form
        className="employee-form"
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
        noValidate
      >
        <EmployeeCard id="personal-data" icon="pi-id-card" title="Datos personales">
          <div className="employee-grid">
            {code('documentType', 'Tipo de documento', 'document-types', 'tipos de documento', {
              filter: (item) => item.forWorkers === true,
              disabled: isClient,
            })}
            {text('documentNumber', 'Número de documento', DOCUMENT_NUMBER_MAX, {
              onChange: (value) => set('documentNumber', value.replace(/[^A-Za-z0-9]/g, '')),
              onBlur: () => void handleDocumentBlur(),
              disabled: isClient,
            })}
            <div />
            {text('firstName', 'Primer nombre', 60)}
            {optionalName('otherNames', 'Otros nombres')}
            <div />
            {text('firstSurname', 'Primer apellido', 60)}
            {optionalName('secondSurname', 'Segundo apellido')}
          </div>
        </EmployeeCard>

        <EmployeeCard id="contact-data" icon="pi-map-marker" title="Datos de contacto">
          <div className="employee-grid">
            {text('address', 'Dirección', 200, { className: 'employee-grid__wide' })}
            {text('email', 'Correo electrónico', 254, { type: 'email' })}
            {code('countryCode', 'País', 'countries', 'países', {
              onChange: (value) =>
                setValues((current) => ({
                  ...current,
                  countryCode: value,
                  departmentCode: '',
                  cityCode: '',
                })),
            })}
            {code('departmentCode', 'Departamento', 'departments', 'departamentos', {
              invalid: false,
              onChange: (value) =>
                setValues((current) => ({ ...current, departmentCode: value, cityCode: '' })),
              disabled: values.countryCode !== COLOMBIA,
            })}
            {code('cityCode', 'Ciudad', 'municipalities', 'ciudades', {
              invalid: false,
              filter: municipalityFilter,
              disabled: values.countryCode !== COLOMBIA || !values.departmentCode,
            })}
          </div>
        </EmployeeCard>

        <EmployeeFormActions
          onCancel={() => navigate('/Employes')}
          saving={save.isPending}
          disabled={!complete || person.isLoading}
        >
          {loaded && (
            <Button
              type="button"
              label="Datos laborales"
              icon="pi pi-briefcase"
              severity="secondary"
              outlined
              onClick={() => goToContract(loaded.id)}
            />
          )}
        </EmployeeFormActions>
      </form>
      <ChoiceDialog
        visible={askNothingChanged}
        message={EMPLOYEE_MESSAGES.nothingToUpdate}
        onYes={() => {
          setAskNothingChanged(false);
          if (loaded) goToContract(loaded.id);
        }}
        onNo={() => {
          setAskNothingChanged(false);
          navigate('/Employes');
        }}
      />
    </div>
  );
}
