import { z } from 'zod';
import { ZFileUpload } from '../company/files.ts';
import { ENABLED_ANSWERS, ENABLEMENT_STATUSES, PROVIDER_ANSWERS } from './enablement-rules.ts';

export const ENABLEMENT_MESSAGES = {
  enabledAnswer: 'Indicar si está habilitado en la DIAN',
  providerAnswer: 'Indicar si usa el proveedor de facturación',
  testSetId: 'Agregar el Test Set ID (formato 8-4-4-4-12 de la DIAN)',
  softwareId: 'Agregar el identificador del software (formato 8-4-4-4-12 de la DIAN)',
  pin: 'Agregar el PIN del software',
  certificate: 'Adjuntar el certificado de firma digital (.p12 o .pfx)',
  certificateNotPkcs12: 'El archivo no es un certificado PKCS#12 (.p12 o .pfx)',
  certificatePassword: 'Agregar la contraseña del certificado',
  providerUser: 'Agregar el usuario del proveedor',
  providerPassword: 'Agregar la clave del proveedor',
  numberingStart: 'Agregar el inicio de la numeración',
  numberingEnd: 'Agregar el fin de la numeración',
  numberingOrder: 'El fin de la numeración debe ser mayor o igual al inicio',
  created: 'Solicitud creada exitosamente',
  updated: 'Solicitud realizada exitosamente',
  locked: 'La habilitación ya está en curso o terminada; no se puede modificar',
} as const;

/** DIAN identifiers (SoftwareID, TestSetId) are GUIDs. */
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** An optional secret: empty means "keep the stored value" on an update. */
const optionalSecret = (max: number, message: string, pattern?: RegExp) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => !value || !pattern || pattern.test(value), message)
    .optional()
    .transform((value) => value || undefined);
const numbering = (message: string) =>
  z.number(message).int(message).min(1, message).max(2_000_000_000).nullish();

/** PUT /api/electronic-payroll/enablement: creates the configuration or updates it (spec 03 §7.10). */
export const ZEnablementRequest = z
  .object({
    enabledAnswer: z.enum(ENABLED_ANSWERS, ENABLEMENT_MESSAGES.enabledAnswer),
    providerAnswer: z.enum(PROVIDER_ANSWERS, ENABLEMENT_MESSAGES.providerAnswer).nullish(),
    testSetId: optionalSecret(36, ENABLEMENT_MESSAGES.testSetId, GUID),
    softwareId: optionalSecret(36, ENABLEMENT_MESSAGES.softwareId, GUID),
    pin: optionalSecret(20, ENABLEMENT_MESSAGES.pin, /^\S+$/),
    certificate: ZFileUpload.optional(),
    certificatePassword: optionalSecret(100, ENABLEMENT_MESSAGES.certificatePassword),
    providerUser: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => value || undefined),
    providerPassword: optionalSecret(100, ENABLEMENT_MESSAGES.providerPassword),
    numberingStart: numbering(ENABLEMENT_MESSAGES.numberingStart),
    numberingEnd: numbering(ENABLEMENT_MESSAGES.numberingEnd),
  })
  .refine(
    (body) =>
      body.numberingStart == null || body.numberingEnd == null || body.numberingEnd >= body.numberingStart,
    { path: ['numberingEnd'], message: ENABLEMENT_MESSAGES.numberingOrder },
  );
export type TEnablementRequest = z.input<typeof ZEnablementRequest>;

/** What the browser may see: answers, status, and only whether each secret is stored (with a short hint). */
export const ZEnablement = z.object({
  exists: z.boolean(),
  enabledAnswer: z.enum(ENABLED_ANSWERS).nullable(),
  providerAnswer: z.enum(PROVIDER_ANSWERS).nullable(),
  status: z.enum(Object.keys(ENABLEMENT_STATUSES) as [keyof typeof ENABLEMENT_STATUSES]).nullable(),
  statusText: z.string().nullable(),
  /** Last four characters, e.g. "••••9a01"; never the value. */
  testSetIdHint: z.string().nullable(),
  softwareIdHint: z.string().nullable(),
  pinStored: z.boolean(),
  certificateFileName: z.string().nullable(),
  certificatePasswordStored: z.boolean(),
  providerUser: z.string().nullable(),
  providerPasswordStored: z.boolean(),
  numberingStart: z.number().int().nullable(),
  numberingEnd: z.number().int().nullable(),
});
export type TEnablement = z.infer<typeof ZEnablement>;

export const ZEnablementSaveResponse = z.object({
  enablement: ZEnablement,
  message: z.string(),
  /** What the DIAN would object to about the certificate (chain, validity, key usage), when anything. */
  warning: z.string().nullable(),
});
export type TEnablementSaveResponse = z.infer<typeof ZEnablementSaveResponse>;
