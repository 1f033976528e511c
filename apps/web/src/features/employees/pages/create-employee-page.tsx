import type { TReferenceItem } from '@quincena/contracts/reference';
import type { TRetroactiveImpact } from '@quincena/contracts/retroactive';
import '../employees.css';
import {
  ACCOUNT_NUMBER_MAX,
  EMPLOYEE_MESSAGES,
  type TContract,
  ZCreateContractInput,
  ZUpdateContractInput,
} from '@quincena/contracts/employees';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../components/notify.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCop, formatDate } from '../../../lib/format.ts';
import { useStoredSession } from '../../../lib/session-store.ts';
import { PageMessages } from '../../help/components/page-messages.tsx';
import { RetroactiveImpactDialog } from '../../retroactive/index.ts';
import { useSaveContract, useUploadPhoto } from '../api/employees.mutations.ts';
import {
  useContract,
  useContractFormOptions,
  useContractPhoto,
  usePerson,
} from '../api/employees.queries.ts';
import { AddJobDialog } from '../components/add-job-dialog.tsx';
import { codeFieldsOf } from '../components/code-field.tsx';
import { ContractTermCard } from '../components/contract-term-card.tsx';
import { DateInput } from '../components/date-input.tsx';
import { EmployeeCard, EmployeeFormActions, SavedNotice } from '../components/employee-form-parts.tsx';
import { Field } from '../components/field.tsx';
import { MoneyInput } from '../components/money-input.tsx';
import { type ChosenPhoto, PhotoPicker } from '../components/photo-picker.tsx';
import { SalaryDialog } from '../components/salary-dialog.tsx';
import {
  type ContractFormValues,
  contractToForm,
  emptyContractForm,
  endDateRule,
  formFieldOf,
  missingContractFields,
  toCreateContractInput,
  toUpdateContractInput,
} from '../contract-form.ts';
import { contractFormPath, idParam, personFormPath } from '../employee-paths.ts';

type Errors = Record<string, string | undefined>;

const YES_NO = [
  { label: 'Sí', value: true },
  { label: 'No', value: false },
];

/** Información del contrato (/CreateEmployee; spec 01 §2.14, §3 contract, §4, §5): the four cards. */
export function CreateEmployeePage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const personId = idParam(search, 'persona');
  const contractId = idParam(search, 'contrato');
  const role = useStoredSession()?.session.role;
  const isAdmin = role === 'ADMIN';
  const person = usePerson(personId);
  const contract = useContract(contractId);
  const options = useContractFormOptions();
  const photo = useContractPhoto(contractId ?? 0, Boolean(contract.data?.hasPhoto));
  const save = useSaveContract();
  const upload = useUploadPhoto();
  const [values, setValues] = useState<ContractFormValues>(emptyContractForm);
  const [errors, setErrors] = useState<Errors>({});
  const [chosenPhoto, setChosenPhoto] = useState<ChosenPhoto | null>(null);
  const [salaryOpen, setSalaryOpen] = useState(false);
  const [jobOpen, setJobOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [impact, setImpact] = useState<TRetroactiveImpact | null>(null);

  const editing = contractId !== null;
  const loadedContract: TContract | null = contract.data ?? null;
  // The contract whose values the form holds: until the one being edited has arrived, the form is
  // not shown, so nothing the clerk types is overwritten by the loaded values.
  const [shownContractId, setShownContractId] = useState<number | null>(null);
  useEffect(() => {
    if (!loadedContract) return;
    setValues(contractToForm(loadedContract));
    setShownContractId(loadedContract.id);
  }, [loadedContract]);
  const loadingContract = editing && !contract.isError && shownContractId !== contractId;

  // Spec 01 §2.14: without the employee's document the contract cannot be filled.
  const missingDocument =
    personId === null || person.isError || (loadedContract !== null && loadedContract.person.id !== personId);

  const set = <K extends keyof ContractFormValues>(field: K, value: ContractFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setBlock = (
    block: 'housing' | 'prepaidMedicine',
    field: keyof ContractFormValues['housing'],
    value: number | string | null,
  ) => {
    setValues((current) => ({ ...current, [block]: { ...current[block], [field]: value } }));
    setErrors((current) => ({ ...current, [`${block}.${field}`]: undefined }));
  };

  const endRule = endDateRule(values.contractType);
  const missing = missingContractFields(values);
  const jobOptions = useMemo(
    () => (options.data?.jobs ?? []).map((job) => ({ label: job.name, value: job.id })),
    [options.data],
  );
  const costCentreOptions = useMemo(
    () => (options.data?.costCenters ?? []).map((centre) => ({ label: centre.name, value: centre.id })),
    [options.data],
  );
  const activityFilter = useMemo(
    () => (item: TReferenceItem) => !values.arlRiskClass || item.riskClass === values.arlRiskClass,
    [values.arlRiskClass],
  );
  const fullName = person.data?.fullName ?? '';

  function handleSave() {
    if (personId === null) return;
    const body = editing ? toUpdateContractInput(values) : toCreateContractInput(values, personId);
    const parsed = (editing ? ZUpdateContractInput : ZCreateContractInput).safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[formFieldOf(issue.path.join('.'))] ??= issue.message;
      setErrors(next);
      notify.warn(parsed.error.issues[0]?.message ?? 'Revise los campos marcados');
      return;
    }
    save.mutate(
      editing && contractId !== null
        ? { id: contractId, body }
        : { id: null, body: body as ReturnType<typeof toCreateContractInput> },
      {
        onSuccess: async (answer) => {
          if (chosenPhoto) {
            try {
              await upload.mutateAsync({ id: answer.contract.id, contentBase64: chosenPhoto.contentBase64 });
              setChosenPhoto(null);
            } catch (error) {
              notify.serverError(errorMessage(error));
            }
          }
          setSaved(answer.message);
          notify.success(answer.message);
          // A changed pay term that reaches accumulated periods (decision 0353).
          if ('retroactive' in answer) setImpact(answer.retroactive);
          if (!editing) navigate(contractFormPath(personId, answer.contract.id), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const next: Errors = {};
            for (const [path, message] of Object.entries(error.fields)) next[formFieldOf(path)] = message;
            setErrors(next);
          }
          notify.serverError(errorMessage(error));
        },
      },
    );
  }

  if (missingDocument) {
    return (
      <div className="page">
        <PageTitle title="Información del contrato" videoKey="CREATEEMPLOYEE" />
        <Message
          severity="warn"
          content={
            <div className="flex align-items-center gap-3 flex-wrap">
              <span>{EMPLOYEE_MESSAGES.missingDocument}</span>
              <Button
                type="button"
                label="Regresar"
                icon="pi pi-arrow-left"
                size="small"
                severity="warning"
                onClick={() => navigate(personFormPath(personId, null))}
              />
            </div>
          }
        />
      </div>
    );
  }

  if (loadingContract) {
    return (
      <div className="page">
        <PageTitle title="Información del contrato" videoKey="CREATEEMPLOYEE" />
        <Message severity="info" text="Cargando información del contrato..." />
      </div>
    );
  }

  const err = (field: string) => errors[field];
  const code = codeFieldsOf(values, set, err);
  return (
    <div className="page">
      <PageTitle title="Información del contrato" videoKey="CREATEEMPLOYEE" />
      <PageMessages page={pathname.slice(1)} />
      <PhotoPicker
        current={photo.data ?? null}
        chosen={chosenPhoto}
        onChoose={setChosenPhoto}
        label={
          person.data
            ? `${fullName} · ${person.data.documentType} ${person.data.documentNumber}`
            : 'Cargando información...'
        }
      />
      <form
        className="employee-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSave();
        }}
      >
        <EmployeeCard id="card-contract" icon="pi-file-edit" title="Contrato">
          <div className="employee-grid">
            {code('salaryType', 'Tipo de salario', 'salary-types', 'tipos de salario')}
            {code('contractType', 'Tipo de contrato', 'contract-types', 'tipos de contrato', {
              onChange: (value) => {
                set('contractType', value);
                if (endDateRule(value) === 'none') set('endDate', null);
              },
            })}
            {code('status', 'Estado', 'statuses', 'estados')}
            <Field id="startDate" label="Fecha inicio" required error={err('startDate')}>
              <DateInput
                id="startDate"
                value={values.startDate}
                onChange={(value) => set('startDate', value)}
                invalid={Boolean(err('startDate'))}
              />
            </Field>
            <Field
              id="endDate"
              label="Fecha fin"
              required={endRule === 'required'}
              error={err('endDate')}
              hint={endRule === 'none' ? 'El contrato a término indefinido no tiene fecha fin' : undefined}
            >
              <DateInput
                id="endDate"
                value={values.endDate}
                onChange={(value) => set('endDate', value)}
                disabled={endRule === 'none'}
                invalid={Boolean(err('endDate'))}
              />
            </Field>
            <Field id="jobId" label="Cargo" required error={err('jobId')}>
              <div className="employee-inline">
                <Dropdown
                  inputId="jobId"
                  value={values.jobId}
                  options={jobOptions}
                  onChange={(event) => set('jobId', (event.value as number | null) ?? null)}
                  placeholder={options.isLoading ? 'Cargando información...' : 'Seleccione'}
                  emptyMessage="No hay cargos disponibles"
                  filter
                  className={err('jobId') ? 'w-full p-invalid' : 'w-full'}
                />
                {isAdmin && (
                  <Button
                    type="button"
                    icon="pi pi-plus"
                    outlined
                    aria-label="Agregar cargo"
                    tooltip="Agregar cargo"
                    onClick={() => setJobOpen(true)}
                  />
                )}
              </div>
            </Field>
            <Field id="salaryAmount" label="Salario" required error={err('salaryAmount')}>
              <div className="employee-inline">
                <MoneyInput
                  id="salaryAmount"
                  value={values.salaryAmount}
                  onChange={(value) => set('salaryAmount', value)}
                  disabled={editing}
                  invalid={Boolean(err('salaryAmount'))}
                />
                {editing && role !== 'CLIENT' && (
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    outlined
                    aria-label="Modificar salario"
                    tooltip="Modificar salario"
                    onClick={() => setSalaryOpen(true)}
                  />
                )}
              </div>
            </Field>
            <Field id="salaryStartDate" label="Fecha inicio salario" required error={err('salaryStartDate')}>
              <DateInput
                id="salaryStartDate"
                value={values.salaryStartDate}
                onChange={(value) => set('salaryStartDate', value)}
                disabled={editing}
                invalid={Boolean(err('salaryStartDate'))}
              />
            </Field>
            {code('vacationSystem', 'Sistema de vacaciones', 'vacation-systems', 'sistemas de vacaciones')}
            <Field
              id="vacationsTaken"
              label="Vacaciones disfrutadas (días)"
              required
              error={err('vacationsTaken')}
            >
              <InputNumber
                inputId="vacationsTaken"
                value={values.vacationsTaken}
                onValueChange={(event) => set('vacationsTaken', event.value ?? null)}
                min={0}
                maxFractionDigits={2}
                locale="es-CO"
                disabled={editing}
                invalid={Boolean(err('vacationsTaken'))}
                className="w-full"
                inputClassName="w-full"
              />
            </Field>
            {code('workPlace', 'Lugar de trabajo', 'work-places', 'lugares de trabajo')}
            <Field id="costCenterId" label="Centro de costo" error={err('costCenterId')}>
              <Dropdown
                inputId="costCenterId"
                value={values.costCenterId}
                options={costCentreOptions}
                onChange={(event) => set('costCenterId', (event.value as number | null) ?? null)}
                placeholder="Seleccione"
                emptyMessage="No hay centros de costo disponibles"
                showClear
                className="w-full"
              />
            </Field>
          </div>
          {loadedContract && loadedContract.salaryHistory.length > 0 && (
            <>
              <h3 className="employee-card__subtitle">Histórico de salarios</h3>
              <table className="salary-history" aria-label="Histórico de salarios">
                <thead>
                  <tr>
                    <th>Desde</th>
                    <th className="amount">Salario</th>
                    <th>Periodo liquidado</th>
                  </tr>
                </thead>
                <tbody>
                  {loadedContract.salaryHistory.map((entry) => (
                    <tr key={entry.startDate}>
                      <td>{formatDate(entry.startDate)}</td>
                      <td className="amount">{formatCop(entry.amount)}</td>
                      <td>{entry.settled ? 'Sí' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </EmployeeCard>

        {editing && contractId !== null && isAdmin && <ContractTermCard contractId={contractId} />}
        <EmployeeCard id="card-bank" icon="pi-building-columns" title="Datos bancarios">
          <div className="employee-grid">
            {code('bankCode', 'Banco', 'banks', 'bancos')}
            {code('accountType', 'Tipo de cuenta', 'account-types', 'tipos de cuenta')}
            <Field id="accountNumber" label="Número de cuenta" required error={err('accountNumber')}>
              <InputText
                id="accountNumber"
                value={values.accountNumber}
                maxLength={ACCOUNT_NUMBER_MAX}
                inputMode="numeric"
                onChange={(event) => set('accountNumber', event.target.value.replace(/\D/g, ''))}
                invalid={Boolean(err('accountNumber'))}
              />
            </Field>
          </div>
        </EmployeeCard>

        <EmployeeCard id="card-withholding" icon="pi-percentage" title="Retención">
          <div className="employee-grid">
            {code(
              'withholdingProcedure',
              'Procedimiento de retención',
              'withholding-procedures',
              'procedimientos',
            )}
            <Field
              id="withholdingPercentage"
              label="Porcentaje de retención"
              required
              error={err('withholdingPercentage')}
            >
              <InputNumber
                inputId="withholdingPercentage"
                value={values.withholdingPercentage}
                onValueChange={(event) => set('withholdingPercentage', event.value ?? null)}
                min={0}
                max={100}
                maxFractionDigits={2}
                suffix=" %"
                locale="es-CO"
                invalid={Boolean(err('withholdingPercentage'))}
                className="w-full"
                inputClassName="w-full"
              />
            </Field>
          </div>
          {(['housing', 'prepaidMedicine'] as const).map((block) => (
            <div key={block}>
              <h3 className="employee-card__subtitle">
                {block === 'housing' ? 'Intereses de vivienda' : 'Medicina prepagada'}
              </h3>
              <div className="employee-grid employee-grid--four">
                <Field id={`${block}.yearlyAmount`} label="Valor anual" error={err(`${block}.yearlyAmount`)}>
                  <MoneyInput
                    id={`${block}.yearlyAmount`}
                    value={values[block].yearlyAmount}
                    onChange={(value) => setBlock(block, 'yearlyAmount', value)}
                    invalid={Boolean(err(`${block}.yearlyAmount`))}
                  />
                </Field>
                <Field
                  id={`${block}.monthlyAmount`}
                  label="Valor mensual"
                  error={err(`${block}.monthlyAmount`)}
                >
                  <MoneyInput
                    id={`${block}.monthlyAmount`}
                    value={values[block].monthlyAmount}
                    onChange={(value) => setBlock(block, 'monthlyAmount', value)}
                    invalid={Boolean(err(`${block}.monthlyAmount`))}
                  />
                </Field>
                <Field id={`${block}.startDate`} label="Fecha inicio" error={err(`${block}.startDate`)}>
                  <DateInput
                    id={`${block}.startDate`}
                    value={values[block].startDate}
                    onChange={(value) => setBlock(block, 'startDate', value)}
                    invalid={Boolean(err(`${block}.startDate`))}
                  />
                </Field>
                <Field id={`${block}.endDate`} label="Fecha fin" error={err(`${block}.endDate`)}>
                  <DateInput
                    id={`${block}.endDate`}
                    value={values[block].endDate}
                    onChange={(value) => setBlock(block, 'endDate', value)}
                    invalid={Boolean(err(`${block}.endDate`))}
                  />
                </Field>
              </div>
            </div>
          ))}
          <h3 className="employee-card__subtitle">Dependientes</h3>
          <div className="employee-grid">
            <div className="employee-check">
              <Checkbox
                inputId="dependants"
                checked={values.dependants.enabled}
                onChange={(event) =>
                  set('dependants', { ...values.dependants, enabled: Boolean(event.checked) })
                }
              />
              <label htmlFor="dependants">Tiene dependientes</label>
            </div>
            <Field
              id="dependants.startDate"
              label="Fecha inicio"
              required={values.dependants.enabled}
              error={err('dependants.startDate')}
            >
              <DateInput
                id="dependants.startDate"
                value={values.dependants.startDate}
                onChange={(value) => set('dependants', { ...values.dependants, startDate: value })}
                disabled={!values.dependants.enabled}
                invalid={Boolean(err('dependants.startDate'))}
              />
            </Field>
            <Field
              id="dependants.endDate"
              label="Fecha fin"
              required={values.dependants.enabled}
              error={err('dependants.endDate')}
            >
              <DateInput
                id="dependants.endDate"
                value={values.dependants.endDate}
                onChange={(value) => set('dependants', { ...values.dependants, endDate: value })}
                disabled={!values.dependants.enabled}
                invalid={Boolean(err('dependants.endDate'))}
              />
            </Field>
          </div>
          <h3 className="employee-card__subtitle">Pensión voluntaria y cuenta AFC</h3>
          <div className="employee-grid">
            {code(
              'voluntaryPensionFundCode',
              'Fondo de pensión voluntaria',
              'voluntary-pension-funds',
              'fondos',
              { required: false, invalid: false, showClear: true },
            )}
            <Field
              id="voluntaryPensionMonthly"
              label="Aporte mensual pensión voluntaria"
              error={err('voluntaryPensionMonthly')}
            >
              <MoneyInput
                id="voluntaryPensionMonthly"
                value={values.voluntaryPensionMonthly}
                onChange={(value) => set('voluntaryPensionMonthly', value)}
              />
            </Field>
            <div />
            {code('afcFundCode', 'Fondo AFC', 'banks', 'entidades', {
              required: false,
              invalid: false,
              showClear: true,
            })}
            <Field
              id="afcAccount"
              label="Cuenta AFC"
              required={Boolean(values.afcFundCode)}
              error={err('afcAccount')}
            >
              <InputText
                id="afcAccount"
                value={values.afcAccount}
                maxLength={ACCOUNT_NUMBER_MAX}
                inputMode="numeric"
                onChange={(event) => set('afcAccount', event.target.value.replace(/\D/g, ''))}
                disabled={!values.afcFundCode}
                invalid={Boolean(err('afcAccount'))}
              />
            </Field>
            <Field id="afcMonthly" label="Aporte mensual AFC" error={err('afcMonthly')}>
              <MoneyInput
                id="afcMonthly"
                value={values.afcMonthly}
                onChange={(value) => set('afcMonthly', value)}
                disabled={!values.afcFundCode}
              />
            </Field>
          </div>
        </EmployeeCard>

        <EmployeeCard id="card-other" icon="pi-shield" title="Otros datos contrato">
          <div className="employee-grid">
            {code('epsCode', 'EPS', 'eps', 'EPS')}
            {code('afpCode', 'Fondo de pensiones', 'afp', 'fondos de pensiones')}
            {code('severanceFundCode', 'Fondo de cesantías', 'severance-funds', 'fondos de cesantías')}
            {code('ccfCode', 'Caja de compensación', 'ccf', 'cajas de compensación')}
            {code('arlRiskClass', 'Nivel de riesgo ARL', 'arl-risk-classes', 'niveles de riesgo', {
              onChange: (value) => {
                set('arlRiskClass', value);
                if (values.economicActivity && !values.economicActivity.startsWith(value))
                  set('economicActivity', '');
              },
            })}
            {code('economicActivity', 'Actividad económica', 'arl-economic-activities', 'actividades', {
              showCode: true,
              filter: activityFilter,
            })}
            {code('contributorType', 'Tipo de cotizante', 'contributor-types', 'tipos de cotizante', {
              showCode: true,
            })}
            {code(
              'contributorSubtype',
              'Subtipo de cotizante',
              'contributor-subtypes',
              'subtipos de cotizante',
              { showCode: true },
            )}
            <Field id="transportAidExcluded" label="Excluido del auxilio de transporte">
              <SelectButton
                id="transportAidExcluded"
                value={values.transportAidExcluded}
                options={YES_NO}
                onChange={(event) => set('transportAidExcluded', event.value === true)}
                allowEmpty={false}
              />
            </Field>
            {code('retirementReason', 'Motivo de retiro', 'retirement-reasons', 'motivos de retiro', {
              required: false,
              showClear: true,
            })}
            <Field id="retirementDate" label="Fecha de retiro" error={err('retirementDate')}>
              <DateInput
                id="retirementDate"
                value={values.retirementDate}
                onChange={(value) => set('retirementDate', value)}
                invalid={Boolean(err('retirementDate'))}
              />
            </Field>
          </div>
        </EmployeeCard>

        {/* Where the clerk pressed Guardar, not at the top of a long page. */}
        {saved && <SavedNotice text={saved} onContinue={() => navigate('/Employes')} />}
        <EmployeeFormActions
          onCancel={() => navigate('/Employes')}
          saving={save.isPending || upload.isPending}
          disabled={missing.length > 0 || person.isLoading || (editing && contract.isLoading)}
        />
      </form>
      {contractId !== null && (
        <>
          <SalaryDialog contractId={contractId} visible={salaryOpen} onHide={() => setSalaryOpen(false)} />
          <RetroactiveImpactDialog
            impact={impact}
            contractId={contractId}
            source="CONTRACT"
            onHide={() => setImpact(null)}
          />
        </>
      )}
      <AddJobDialog
        visible={jobOpen}
        onHide={() => setJobOpen(false)}
        onAdded={(job) => set('jobId', job.id)}
      />
    </div>
  );
}
