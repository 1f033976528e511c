/** One finding of the local validation: the DIAN rule it anticipates and a Spanish explanation. */
export interface ValidationIssue {
  /** The Anexo rule id (NIE…, NIAE…, ZB01 …) or our own id when the Anexo has none. */
  rule: string;
  /** Rechazo (the DIAN would reject) or notificación (accepted with a warning), Anexo §6. */
  severity: 'rechazo' | 'notificacion';
  /** Where, as an XPath-like path of the document. */
  path: string;
  /** The explanation shown to the user, in Spanish. */
  message: string;
}

export class DianValidationError extends Error {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[]) {
    super(
      `El documento no cumple las reglas de la DIAN: ${issues
        .filter((i) => i.severity === 'rechazo')
        .map((i) => `${i.rule}: ${i.message}`)
        .join(' ')}`,
    );
    this.name = 'DianValidationError';
    this.issues = issues;
  }
}

export function hasRejections(issues: readonly ValidationIssue[]): boolean {
  return issues.some((i) => i.severity === 'rechazo');
}
