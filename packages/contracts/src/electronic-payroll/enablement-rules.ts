/**
 * The DIAN enablement screen (/ProcessDIAN, spec 03 §2.16 and §4). The spec's ids are the codes of the
 * reference list `dian-enablement-options`: "¿Está habilitado en la DIAN?" 2058 Sí / 2059 No, and
 * "¿Usa el proveedor de facturación?" 2053 Sí / 2054 No. The enablement itself follows Resolución DIAN
 * 000013 de 2021, art. 8 and its Anexo técnico §8: a company that sends with its own software registers it
 * (SoftwareID and PIN), sends the test set (TestSetId) and signs with its certificate.
 */
export const DIAN_ANSWERS = {
  enabled: '2058',
  notEnabled: '2059',
  usesProvider: '2053',
  ownSoftware: '2054',
} as const;

export const ENABLED_ANSWERS = [DIAN_ANSWERS.enabled, DIAN_ANSWERS.notEnabled] as const;
export const PROVIDER_ANSWERS = [DIAN_ANSWERS.usesProvider, DIAN_ANSWERS.ownSoftware] as const;
export type TEnabledAnswer = (typeof ENABLED_ANSWERS)[number];
export type TProviderAnswer = (typeof PROVIDER_ANSWERS)[number];

/**
 * Status of the enablement process, set by the server only (the test-set run, never the browser).
 * REJECTED plays the role of the spec's 2060: the one status that lets the administrator correct and save again.
 */
export const ENABLEMENT_STATUSES = {
  IN_PROCESS: 'En proceso de habilitación',
  ENABLED: 'Habilitado',
  REJECTED: 'Rechazado por la DIAN',
} as const;
export type TEnablementStatus = keyof typeof ENABLEMENT_STATUSES;

export interface EnablementState {
  enabledAnswer: string | null | undefined;
  providerAnswer: string | null | undefined;
  status: TEnablementStatus | null | undefined;
}

/** Which parts of the form show, from the answers and the status (spec 03 §4, DIAN enablement rules). */
export interface EnablementVisibility {
  providerQuestion: boolean;
  /** Test Set ID, with the own-software credentials it is sent with (SoftwareID, PIN, certificate). */
  testSet: boolean;
  /** The provider's user and password. */
  providerCredentials: boolean;
  /** 'Numeración disponible': Inicio and Fin. */
  numbering: boolean;
  /** The read-only Estado field. */
  status: boolean;
}

export function enablementVisibility(state: EnablementState): EnablementVisibility {
  const enabled = state.enabledAnswer === DIAN_ANSWERS.enabled;
  const notEnabled = state.enabledAnswer === DIAN_ANSWERS.notEnabled;
  const usesProvider = state.providerAnswer === DIAN_ANSWERS.usesProvider;
  const ownSoftware = state.providerAnswer === DIAN_ANSWERS.ownSoftware;
  const hasStatus = Boolean(state.status);
  const providerQuestion = enabled || (notEnabled && hasStatus);
  return {
    providerQuestion,
    testSet: notEnabled || (enabled && ownSoftware),
    providerCredentials: providerQuestion && enabled && usesProvider,
    numbering: providerQuestion && enabled && usesProvider,
    status: hasStatus,
  };
}

/** Choosing 'No' to either question opens the 'Instructivo habilitación DIAN' dialog (spec 03 §4). */
export function opensInstructions(
  question: 'enabled' | 'provider',
  answer: string | null | undefined,
): boolean {
  return question === 'enabled' ? answer === DIAN_ANSWERS.notEnabled : answer === DIAN_ANSWERS.ownSoftware;
}

/**
 * Spec 03 §4: once the process has a status the fields are locked and Guardar hidden, except after a
 * rejection (the spec's 2060), when the administrator corrects the data and saves again.
 */
export function enablementEditable(status: TEnablementStatus | null | undefined): boolean {
  return !status || status === 'REJECTED';
}
