import { z } from 'zod';

/** Texts of the "Claves API" screen and of the answers a key gets (decision 0337). */
export const API_KEY_MESSAGES = {
  nameEmpty: 'Escribe un nombre para la clave',
  nameTooLong: 'El nombre admite hasta 60 caracteres',
  accessEmpty: 'Selecciona el nivel de acceso',
  areasEmpty: 'Selecciona al menos un área',
  created: 'Clave API creada',
  revoked: 'Clave API revocada',
  revokeQuestion:
    '¿Deseas revocar esta clave? Los sistemas que la usan dejarán de tener acceso de inmediato.',
  notFound: 'La clave API no existe',
  alreadyRevoked: 'La clave API ya estaba revocada',
  secretWarning:
    'Copia esta clave ahora y guárdala en un lugar seguro: no se volverá a mostrar. Si la pierdes, revócala y crea otra.',
  invalidKey: 'La clave API no es válida o fue revocada',
  routeNotForKeys:
    'Esta operación no está disponible con una clave API; ingresa con un usuario administrador',
  readOnly: 'La clave API es de solo lectura y no puede hacer cambios',
  areaNotAllowed: 'La clave API no tiene acceso a esta área',
  principalPrefix: 'Clave API: ',
} as const;

/** The areas a key may be given (issue 33); every /api route belongs to one or is never open to keys. */
export const API_KEY_AREAS = [
  { code: 'employees', name: 'Empleados' },
  { code: 'novelties', name: 'Novedades' },
  { code: 'settlement', name: 'Liquidación' },
  { code: 'queries', name: 'Consultas' },
  { code: 'documents', name: 'Documentos' },
  { code: 'accounting', name: 'Contabilidad' },
  { code: 'electronicPayroll', name: 'Nómina electrónica' },
] as const;
export const API_KEY_AREA_CODES = [
  'employees',
  'novelties',
  'settlement',
  'queries',
  'documents',
  'accounting',
  'electronicPayroll',
] as const;
export const ZApiKeyArea = z.enum(API_KEY_AREA_CODES, API_KEY_MESSAGES.areasEmpty);
export type TApiKeyArea = z.infer<typeof ZApiKeyArea>;

/** READ: GET only; READ_WRITE: every method of its areas. */
export const API_KEY_ACCESS = [
  { code: 'READ', name: 'Solo lectura' },
  { code: 'READ_WRITE', name: 'Lectura y escritura' },
] as const;
export const ZApiKeyAccess = z.enum(['READ', 'READ_WRITE'], API_KEY_MESSAGES.accessEmpty);
export type TApiKeyAccess = z.infer<typeof ZApiKeyAccess>;

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_SECRET_PREFIX = 'qk_live_';

/** POST /api/api-keys */
export const ZCreateApiKeyRequest = z.object({
  name: z
    .string(API_KEY_MESSAGES.nameEmpty)
    .trim()
    .min(1, API_KEY_MESSAGES.nameEmpty)
    .max(60, API_KEY_MESSAGES.nameTooLong),
  access: ZApiKeyAccess,
  areas: z
    .array(ZApiKeyArea, API_KEY_MESSAGES.areasEmpty)
    .min(1, API_KEY_MESSAGES.areasEmpty)
    .max(API_KEY_AREA_CODES.length)
    .transform((areas) => [...new Set(areas)]),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

/** A key as listed: never its secret, only the prefix that identifies it. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret, e.g. `qk_live_AbCd1234`. */
  prefix: z.string(),
  access: ZApiKeyAccess,
  areas: z.array(ZApiKeyArea),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ rows: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The answer to a creation: the only time the full secret is shown. */
export const ZApiKeyCreated = z.object({
  key: ZApiKey,
  secret: z.string(),
  message: z.string(),
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyRevoked = z.object({ key: ZApiKey, message: z.string() });
export type TApiKeyRevoked = z.infer<typeof ZApiKeyRevoked>;

export const ZApiKeyIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Idempotency-Key header (decision 0337). */
export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: 'La clave de idempotencia debe tener entre 1 y 255 caracteres',
  bodyMismatch:
    'La clave de idempotencia ya se usó con otra solicitud; usa una clave nueva para una solicitud distinta',
  inProgress: 'La solicitud con esta clave de idempotencia está en curso',
} as const;

/** Page sizes a key may ask of list endpoints; the web keeps its own choices (5, 10, 20). */
export const API_KEY_PAGE_SIZE_MAX = 100;
