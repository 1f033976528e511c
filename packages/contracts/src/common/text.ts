import { z } from 'zod';

/**
 * A required, trimmed, bounded text field. Every string that crosses the wire is bounded
 * (STYLE.md habit 3), so no request can make the server store or hash megabytes.
 */
export function requiredText(max: number, emptyMessage: string, tooLongMessage?: string) {
  return z
    .string(emptyMessage)
    .trim()
    .min(1, emptyMessage)
    .max(max, tooLongMessage ?? `Máximo ${max} caracteres`);
}

/** An optional trimmed, bounded text field. */
export function optionalText(max: number, tooLongMessage?: string) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage ?? `Máximo ${max} caracteres`)
    .optional();
}

/** An instant as an ISO 8601 string (UTC), as every timestamp travels on the wire. */
export const ZIsoDateTime = z.string().trim().max(40);
export type TIsoDateTime = z.infer<typeof ZIsoDateTime>;
