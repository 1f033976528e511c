import { z } from 'zod';

/** Page names are the route names without the slash ("Employes", "CompanyInfo", …). */
export const ZPageMessagesParams = z.object({
  page: z
    .string()
    .trim()
    .min(1, 'Falta el nombre de la página')
    .max(60, 'El nombre de la página admite como máximo 60 caracteres')
    .regex(/^[A-Za-z0-9_]+$/, 'El nombre de la página no es válido'),
});
export type TPageMessagesParams = z.infer<typeof ZPageMessagesParams>;

export const ZPageMessage = z.object({ id: z.number().int(), message: z.string() });
export type TPageMessage = z.infer<typeof ZPageMessage>;

/** GET /api/help/pages/:page/messages (spec 03 §7.9): the info messages of one page, in order. */
export const ZPageMessagesResponse = z.array(ZPageMessage);
export type TPageMessagesResponse = z.infer<typeof ZPageMessagesResponse>;
