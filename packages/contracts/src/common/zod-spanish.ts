import { z } from 'zod';

/**
 * Spanish default messages for every zod check that has no message of its own, each naming
 * the field it belongs to ("email: Entrada inválida: se esperaba texto, recibido número").
 * Schema-level messages always win over this map. Call once at start-up (server and browser).
 */
export function configureSpanishZod(): void {
  const spanish = z.locales.es().localeError;
  z.config({
    customError: (issue) => {
      const localized = spanish(issue);
      const text = typeof localized === 'string' ? localized : (localized?.message ?? 'Entrada inválida');
      return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
    },
  });
}
