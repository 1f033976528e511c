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
import {
  checkBySchema,
  FormDialog,
  formFieldsOf,
  saveFeedback,
  useCheckedForm,
} from '../../../components/crud-page/index.ts';
import { useSaveThirdParty } from '../api/accounting.mutations.ts';

/** Spec 03 §5 (Crear Tercero): document type, NIT, name; the check digit is checked with the NIT. */
const CHECK_ORDER = ['documentType', 'nit', 'checkDigit', 'name'] as const;
type Values = Required<TThirdPartyRequest>;
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
  const idOf = (field: string) => `${formId}-${field}`;
  // Every failing field is marked at once and follows the typing after a first Guardar.
  const { values, set, patch, errors, markServer, submit } = useCheckedForm({
    visible,
    initial: (): Values => {
      if (editing) {
        return {
          documentType: editing.documentType.code,
          nit: editing.nit,
          checkDigit: editing.checkDigit,
          name: editing.name,
        };
      }
      const documentType = /^\d+$/.test(initialNit) ? 'NI' : '';
      return {
        ...EMPTY,
        documentType,
        nit: initialNit,
        checkDigit: suggestedCheckDigit(documentType, initialNit),
      };
    },
    check: (form: Values) =>
      checkBySchema<Values, TThirdPartyRequestParsed>(ZThirdPartyRequest, form, CHECK_ORDER),
    revalidate: true,
    focusOnError: [
      ['nit', idOf('nit')],
      ['checkDigit', idOf('check-digit')],
      ['name', idOf('name')],
    ],
  });

  function handleValid(body: TThirdPartyRequestParsed) {
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), body },
      saveFeedback<TThirdParty>({
        success: editing ? THIRD_PARTY_MESSAGES.updated : THIRD_PARTY_MESSAGES.created,
        onHide,
        onSaved,
        onRefused: (error) => markServer(error, CHECK_ORDER),
      }),
    );
  }

  const { choice, text } = formFieldsOf(values, set, (name) => errors[name], {
    idOf,
    named: true,
    inputClassName: 'w-full',
  });

  return (
    <FormDialog
      visible={visible}
      onHide={onHide}
      header={editing ? 'Actualizar Tercero' : 'Crear Tercero'}
      formId={formId}
      saving={save.isPending}
      onSubmit={() => submit(handleValid)}
    >
      {choice('documentType', 'Tipo de documento', documentTypes, 'tipos de documento', {
        id: idOf('document-type'),
        placeholder: 'Seleccione el tipo de documento',
        filter: true,
        onChange: (value) => {
          const documentType = String(value ?? '');
          set('documentType', documentType);
          patch({ checkDigit: suggestedCheckDigit(documentType, values.nit) });
        },
      })}
      <div className="crud-form__row crud-form__row--nit">
        {text('nit', 'NIT', THIRD_PARTY_LIMITS.number, {
          inputMode: 'text',
          onChange: (nit) => {
            set('nit', nit);
            patch({ checkDigit: suggestedCheckDigit(values.documentType, nit) });
          },
        })}
        {text('checkDigit', 'Dígito de verificación', 1, {
          id: idOf('check-digit'),
          required: false,
          inputMode: 'numeric',
        })}
      </div>
      {text('name', 'Nombre', THIRD_PARTY_LIMITS.name)}
    </FormDialog>
  );
}
