import { zodResolver } from '@hookform/resolvers/zod';
import { computeNitCheckDigit } from '@quincena/contracts';
import {
  ALPHANUMERIC_DOCUMENT_TYPES,
  type TCodeName,
  THIRD_PARTY_LIMITS,
  THIRD_PARTY_MESSAGES,
  type TThirdParty,
  type TThirdPartyRequest,
  type TThirdPartyRequestParsed,
  ZThirdPartyRequest,
} from '@quincena/contracts/accounting';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  FormDialog,
  firstErrorMessage,
  markServerFields,
  saveFeedback,
  warnFirst,
} from '../../../components/crud-page/index.ts';
import { noOptionsText } from '../../../components/data-table/index.ts';
import { useSaveThirdParty } from '../api/accounting.mutations.ts';

/** Spec 03 §5 (Crear Tercero): document type, NIT, name; the check digit is checked with the NIT. */
const CHECK_ORDER = ['documentType', 'nit', 'checkDigit', 'name'] as const;
type Values = TThirdPartyRequest;
const EMPTY: Values = { documentType: '', nit: '', checkDigit: '', name: '' };

/** The DIAN check digit the number would have, or '' when the document has none (passport) or is not digits. */
export function suggestedCheckDigit(documentType: string, nit: string): string {
  if (ALPHANUMERIC_DOCUMENT_TYPES.includes(documentType)) return '';
  const digit = computeNitCheckDigit(nit);
  return digit === null ? '' : String(digit);
}

/**
 * The add and update dialogs of Terceros (spec 03 §2.5) and the nested 'Crear Tercero' of the account plan
 * (§2.6). The check digit fills itself from the number by the DIAN modulo-11 rule and stays editable; the
 * contract refuses a wrong one before anything is sent.
 */
export function ThirdPartyDialog({
  visible,
  editing,
  initialNit = '',
  documentTypes,
  onHide,
  onSaved,
  formId = 'third-party-form',
}: {
  visible: boolean;
  editing: TThirdParty | null;
  /** The NIT the account plan was checking, to start the nested dialog with it. */
  initialNit?: string;
  documentTypes: readonly TCodeName[];
  onHide: () => void;
  onSaved?: (thirdParty: TThirdParty) => void;
  formId?: string;
}) {
  const save = useSaveThirdParty();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, TThirdPartyRequestParsed>({
    resolver: zodResolver(ZThirdPartyRequest),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!visible) return;
    if (editing) {
      reset({
        documentType: editing.documentType.code,
        nit: editing.nit,
        checkDigit: editing.checkDigit,
        name: editing.name,
      });
    } else {
      const documentType = /^\d+$/.test(initialNit) ? 'NI' : '';
      reset({
        ...EMPTY,
        documentType,
        nit: initialNit,
        checkDigit: suggestedCheckDigit(documentType, initialNit),
      });
    }
  }, [visible, editing, initialNit, reset]);

  function handleValid(body: TThirdPartyRequestParsed) {
    const feedback = saveFeedback<TThirdParty>({
      success: editing ? THIRD_PARTY_MESSAGES.updated : THIRD_PARTY_MESSAGES.created,
      onHide,
      onRefused: (error) => markServerFields(error, setError, CHECK_ORDER),
    });
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          feedback.onSuccess(saved);
        },
        onError: feedback.onError,
      },
    );
  }

  const idOf = (field: string) => `${formId}-${field}`;

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar Tercero' : 'Crear Tercero'}
      formId={formId}
      saving={save.isPending}
      onSubmit={handleSubmit(handleValid, (fieldErrors) =>
        warnFirst(firstErrorMessage(fieldErrors, CHECK_ORDER)),
      )}
    >
      <div className="field-group">
        <label htmlFor={idOf('document-type')} className="field-label">
          Tipo de documento *
        </label>
        <Controller
          name="documentType"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId={idOf('document-type')}
              value={field.value || null}
              options={[...documentTypes]}
              optionLabel="name"
              optionValue="code"
              placeholder="Seleccione el tipo de documento"
              emptyMessage={noOptionsText('tipos de documento')}
              filter
              onChange={(event) => {
                const documentType = String(event.value ?? '');
                field.onChange(documentType);
                setValue('checkDigit', suggestedCheckDigit(documentType, getValues('nit') ?? ''));
              }}
              invalid={Boolean(errors.documentType)}
              className="w-full"
            />
          )}
        />
        {errors.documentType && <small className="field-error">{errors.documentType.message}</small>}
      </div>
      <div className="crud-form__row crud-form__row--nit">
        <div className="field-group">
          <label htmlFor={idOf('nit')} className="field-label">
            NIT *
          </label>
          <Controller
            name="nit"
            control={control}
            render={({ field }) => (
              <InputText
                id={idOf('nit')}
                {...field}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('checkDigit', suggestedCheckDigit(getValues('documentType'), event.target.value));
                }}
                maxLength={THIRD_PARTY_LIMITS.number}
                inputMode="text"
                invalid={Boolean(errors.nit)}
                className="w-full"
              />
            )}
          />
          {errors.nit && <small className="field-error">{errors.nit.message}</small>}
        </div>
        <div className="field-group">
          <label htmlFor={idOf('check-digit')} className="field-label">
            Dígito de verificación
          </label>
          <Controller
            name="checkDigit"
            control={control}
            render={({ field }) => (
              <InputText
                id={idOf('check-digit')}
                {...field}
                maxLength={1}
                inputMode="numeric"
                invalid={Boolean(errors.checkDigit)}
                className="w-full"
              />
            )}
          />
          {errors.checkDigit && <small className="field-error">{errors.checkDigit.message}</small>}
        </div>
      </div>
      <div className="field-group">
        <label htmlFor={idOf('name')} className="field-label">
          Nombre *
        </label>
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <InputText
              id={idOf('name')}
              {...field}
              maxLength={THIRD_PARTY_LIMITS.name}
              invalid={Boolean(errors.name)}
              className="w-full"
            />
          )}
        />
        {errors.name && <small className="field-error">{errors.name.message}</small>}
      </div>
    </FormDialog>
  );
}
