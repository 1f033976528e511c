import { z } from 'zod';
import { ZReferenceItem } from './items.ts';
import { REFERENCE_LIMITS, REFERENCE_LIST_KEYS, type TReferenceListKey, ZReferenceListKey } from './keys.ts';

const ZVersion = z.string().max(REFERENCE_LIMITS.versionMax);

/** GET /api/reference/version: changes whenever any list's data changes (the browser cache key). */
export const ZReferenceVersionResponse = z.object({ version: ZVersion });
export type TReferenceVersionResponse = z.infer<typeof ZReferenceVersionResponse>;

/** `?keys=eps,afp,banks`: one or more distinct list keys separated by commas. */
export const ZReferenceListsQuery = z.object({
  keys: z
    .string('Indica las listas a consultar')
    .trim()
    .min(1, 'Indica las listas a consultar')
    .max(1000, 'Demasiadas listas en una sola consulta')
    .transform((value) => [...new Set(value.split(',').map((key) => key.trim()))])
    .pipe(
      z
        .array(ZReferenceListKey)
        .min(1, 'Indica las listas a consultar')
        .max(REFERENCE_LIST_KEYS.length, 'Demasiadas listas en una sola consulta'),
    ),
});
export type TReferenceListsQuery = z.input<typeof ZReferenceListsQuery>;

/** GET /api/reference/lists?keys=…: the active items of each list, in the list's order. */
export const ZReferenceListsResponse = z.object({
  version: ZVersion,
  lists: z.partialRecord(ZReferenceListKey, z.array(ZReferenceItem)),
});
export type TReferenceListsResponse = z.infer<typeof ZReferenceListsResponse>;

export const ZReferenceListParams = z.object({ key: ZReferenceListKey });

/** Only the municipalities list filters: `?department=05` gives the municipalities of Antioquia. */
export const ZReferenceListQuery = z.object({
  department: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'El código de departamento tiene 2 dígitos')
    .optional(),
});

/** GET /api/reference/lists/:key. */
export const ZReferenceListResponse = z.object({
  key: ZReferenceListKey,
  version: ZVersion,
  items: z.array(ZReferenceItem),
});
export type TReferenceListResponse = z.infer<typeof ZReferenceListResponse>;

/** What one list is and where its codes come from (GET /api/reference/catalog). */
export const ZReferenceListInfo = z.object({
  key: ZReferenceListKey,
  description: z.string().max(300),
  source: z.string().max(REFERENCE_LIMITS.attributeMax),
  itemCount: z.number().int(),
});
export const ZReferenceCatalogResponse = z.object({ version: ZVersion, lists: z.array(ZReferenceListInfo) });
export type TReferenceCatalogResponse = z.infer<typeof ZReferenceCatalogResponse>;

export type { TReferenceListKey };
