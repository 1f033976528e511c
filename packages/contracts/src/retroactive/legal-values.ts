import { z } from 'zod';
import { ZRetroactiveImpact } from './impact.ts';

/**
 * A legal value loaded late (issue 32, decision 0354): the yearly values the engine uses (minimum
 * wage, transport aid, UVT) changed for a year after some of a company's payroll periods of that
 * year were accumulated with the previous values. Pending for the company until its admin registers
 * the differences (POST /api/retroactive/changes, source LEGAL_VALUE) or dismisses it with a reason.
 */
export const LEGAL_VALUE_MESSAGES = {
  reasonRequired: 'Indique por qué no aplica (al menos 3 caracteres).',
  reasonTooLong: 'El motivo admite hasta 200 caracteres.',
  notFound: 'No encontramos ese cambio de valores legales.',
  alreadyReviewed: 'Ese cambio de valores legales ya se registró o se descartó.',
  dismissed: 'El aviso del cambio de valores legales se descartó.',
} as const;

/** The yearly values a version holds, in whole pesos as text. */
export interface LegalValueFigures {
  /** First day they hold (YYYY-MM-DD). */
  from: string;
  smmlv: string;
  transportAid: string;
  uvt: string;
}

export const LEGAL_VALUE_NAMES = {
  smmlv: 'Salario mínimo',
  transportAid: 'Auxilio de transporte',
  uvt: 'UVT',
} as const;

/** "$1.423.500": whole pesos with the Colombian thousands separator. */
export function pesosText(value: string | number): string {
  const digits = String(Math.round(Number(value)));
  const negative = digits.startsWith('-');
  const grouped = (negative ? digits.slice(1) : digits).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}$${grouped}`;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** What changed between two versions, one Spanish line each ("Salario mínimo: $1.423.500 → $1.450.000"). */
export function legalValueDifferences(before: LegalValueFigures, after: LegalValueFigures): string[] {
  const lines: string[] = [];
  for (const key of ['smmlv', 'transportAid', 'uvt'] as const) {
    if (before[key] !== after[key]) {
      lines.push(`${LEGAL_VALUE_NAMES[key]}: ${pesosText(before[key])} → ${pesosText(after[key])}`);
    }
  }
  if (before.from !== after.from)
    lines.push(`Vigencia: desde el ${dmy(before.from)} → desde el ${dmy(after.from)}`);
  return lines;
}

/** "Cambiaron los valores legales de 2027: Salario mínimo: $1.750.905 → $1.900.000; …." */
export function legalValueTitle(year: number, differences: readonly string[]): string {
  return `Cambiaron los valores legales de ${year}: ${differences.join('; ')}.`;
}

export const ZLegalValueChange = z.object({
  /** The version that changed the values (what a dismissal names). */
  versionId: z.number().int(),
  year: z.number().int(),
  /** First day the new values hold (YYYY-MM-DD): the retroactive change's date. */
  from: z.string(),
  /** When the new values were loaded (ISO date-time). */
  loadedAt: z.string(),
  /** One Spanish line per changed value. */
  differences: z.array(z.string()),
  /** "Cambiaron los valores legales de 2027: …" */
  title: z.string(),
  /** The people and accumulated periods settled with the previous values, and the open periods. */
  impact: ZRetroactiveImpact,
});
export type TLegalValueChange = z.infer<typeof ZLegalValueChange>;

/** GET /api/retroactive/legal-values: the company's pending legal-value changes, oldest year first. */
export const ZLegalValueChangeList = z.object({ changes: z.array(ZLegalValueChange) });
export type TLegalValueChangeList = z.infer<typeof ZLegalValueChangeList>;

/** POST /api/retroactive/legal-values/:versionId/dismiss */
export const ZLegalValueDismiss = z.object({
  reason: z
    .string(LEGAL_VALUE_MESSAGES.reasonRequired)
    .trim()
    .min(3, LEGAL_VALUE_MESSAGES.reasonRequired)
    .max(200, LEGAL_VALUE_MESSAGES.reasonTooLong),
});
export type TLegalValueDismiss = z.input<typeof ZLegalValueDismiss>;

export const ZLegalValueVersionParams = z.object({
  versionId: z.coerce
    .number(LEGAL_VALUE_MESSAGES.notFound)
    .int(LEGAL_VALUE_MESSAGES.notFound)
    .min(1, LEGAL_VALUE_MESSAGES.notFound)
    .max(2_147_483_647, LEGAL_VALUE_MESSAGES.notFound),
});

export const legalValueChangesPath = '/api/retroactive/legal-values';
export const legalValueDismissPath = (versionId: number) => `${legalValueChangesPath}/${versionId}/dismiss`;
