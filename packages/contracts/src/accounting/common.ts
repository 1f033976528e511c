import { z } from 'zod';

/** A code with its description, as every list value travels (ARCHITECTURE.md §3: never "code-description"). */
export const ZCodeName = z.object({ code: z.string(), name: z.string() });
export type TCodeName = z.infer<typeof ZCodeName>;

/** A record id in a path: a positive integer. */
export const ZAccountingIdParams = z.object({
  id: z.coerce
    .number('El identificador no es válido')
    .int('El identificador no es válido')
    .positive('El identificador no es válido')
    .max(2_147_483_647, 'El identificador no es válido'),
});
export type TAccountingIdParams = z.infer<typeof ZAccountingIdParams>;

/** A list code chosen in a dropdown: trimmed, bounded, with the screen's "Seleccionar …" message when empty. */
export function chosenCode(emptyMessage: string, max = 10) {
  return z.string(emptyMessage).trim().min(1, emptyMessage).max(max, emptyMessage);
}
