import type { TFileUpload } from '@quincena/contracts/company';
import type {
  EnablementVisibility,
  TEnablement,
  TEnablementRequest,
} from '@quincena/contracts/electronic-payroll';

/** What the /ProcessDIAN form holds; secrets start empty ("keep the stored one"). */
export interface EnablementDraft {
  enabledAnswer: string | null;
  providerAnswer: string | null;
  testSetId: string;
  softwareId: string;
  pin: string;
  certificate: TFileUpload | undefined;
  certificatePassword: string;
  providerUser: string;
  providerPassword: string;
  numberingStart: number | null;
  numberingEnd: number | null;
}

export function draftOf(enablement: TEnablement | undefined): EnablementDraft {
  return {
    enabledAnswer: enablement?.enabledAnswer ?? null,
    providerAnswer: enablement?.providerAnswer ?? null,
    testSetId: '',
    softwareId: '',
    pin: '',
    certificate: undefined,
    certificatePassword: '',
    providerUser: enablement?.providerUser ?? '',
    providerPassword: '',
    numberingStart: enablement?.numberingStart ?? null,
    numberingEnd: enablement?.numberingEnd ?? null,
  };
}

/** The request: only the parts the answers show; empty secrets are left out so the stored ones stay. */
export function toEnablementRequest(draft: EnablementDraft, view: EnablementVisibility): TEnablementRequest {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    enabledAnswer: (draft.enabledAnswer ?? '') as TEnablementRequest['enabledAnswer'],
    ...(view.providerQuestion && draft.providerAnswer
      ? { providerAnswer: draft.providerAnswer as TEnablementRequest['providerAnswer'] }
      : {}),
    ...(view.testSet
      ? {
          testSetId: text(draft.testSetId),
          softwareId: text(draft.softwareId),
          pin: text(draft.pin),
          certificatePassword: text(draft.certificatePassword),
          ...(draft.certificate ? { certificate: draft.certificate } : {}),
        }
      : {}),
    ...(view.providerCredentials
      ? { providerUser: text(draft.providerUser), providerPassword: text(draft.providerPassword) }
      : {}),
    ...(view.numbering ? { numberingStart: draft.numberingStart, numberingEnd: draft.numberingEnd } : {}),
  };
}

/**
 * The one message after Guardar: a plain success, or — when the certificate has something the DIAN
 * would object to — one sticky warning that says it was saved and what to fix, never a success and
 * a warning at the same moment.
 */
export function savedNotice(answer: { message: string; warning: string | null }): {
  severity: 'success' | 'warn';
  text: string;
} {
  if (!answer.warning) return { severity: 'success', text: answer.message };
  return { severity: 'warn', text: `Solicitud guardada, pero revise el certificado: ${answer.warning}` };
}
