import { z } from 'zod';
import { emailField } from '../common/email.ts';

/**
 * Certificados (/Certificate, spec 03 §2.10) and their public validation (/ValidateCertificate/{id},
 * spec 03 §2.20; decision 0299). The form is the shared parameter definition (spec 03 §2.3):
 * GET `definition` answers a ZReportDefinition and POST `list` takes a ZReportRequest.
 */
export const CERTIFICATE_ENDPOINTS = {
  definition: '/api/documents/certificates/definition',
  list: '/api/documents/certificates',
  pdf: '/api/documents/certificates/:id/pdf',
  email: '/api/documents/certificates/:id/email',
  validation: '/api/documents/certificates/validation/:id',
} as const;

/** The special tags of the certificate form (spec 03 §2.10: p_persona is preset for a CLIENT). */
export const CERTIFICATE_TAGS = {
  person: 'p_persona',
  letterType: 'p_tipo_carta',
  addressedTo: 'p_dirigido_a',
} as const;

export const CERTIFICATE_LETTER_TYPES = ['SIN_SALARIO', 'CON_SALARIO', 'CON_PROMEDIO'] as const;
export const ZCertificateLetterType = z.enum(CERTIFICATE_LETTER_TYPES);
export type TCertificateLetterType = z.infer<typeof ZCertificateLetterType>;

export const CERTIFICATE_LETTER_TYPE_NAMES: Record<TCertificateLetterType, string> = {
  SIN_SALARIO: 'Sin salario',
  CON_SALARIO: 'Con salario',
  CON_PROMEDIO: 'Con salario y promedio de pagos variables',
};

/** Who the letter is for when the form leaves "Dirigido a" empty. */
export const CERTIFICATE_DEFAULT_ADDRESSEE = 'A quien pueda interesar';

export const CERTIFICATE_LIMITS = { addressedTo: 200 } as const;

export const CERTIFICATE_MESSAGES = {
  personRequired: 'Seleccione el empleado',
  letterTypeRequired: 'Seleccione el tipo de carta',
  addressedToTooLong: `El destinatario admite hasta ${CERTIFICATE_LIMITS.addressedTo} caracteres`,
  noContract: 'El empleado no tiene contratos en la empresa',
  noAverageConcepts:
    'La empresa no ha definido en Firma los conceptos a promediar; elija una carta sin promedio o configure los conceptos',
  notFound: 'No se encontró el certificado',
  invalidCode: 'No existe un certificado con este código de verificación',
  email: 'Agregar un correo electrónico válido',
  generated: 'Certificado generado exitosamente',
  sent: (email: string) => `Certificado enviado a ${email}`,
  subject: (company: string) => `Certificación laboral — ${company}`,
} as const;

/** The certificate as issued: its id is the verification code the letter prints. */
export const ZCertificateIssued = z.object({
  id: z.string(),
  /** The id grouped as printed: XXXX-XXXX-XXXX-XXXX. */
  code: z.string(),
  validationUrl: z.string(),
  description: z.string(),
  message: z.string(),
});
export type TCertificateIssued = z.infer<typeof ZCertificateIssued>;

export const ZCertificateParams = z.object({ id: z.string().trim().min(1).max(40) });

/** POST …/email. A CLIENT's copy goes to its own address (spec 03 §5); an ADMIN names one. */
export const ZCertificateEmailRequest = z
  .object({ email: emailField(CERTIFICATE_MESSAGES.email).optional() })
  .strict();
export type TCertificateEmailRequest = z.infer<typeof ZCertificateEmailRequest>;

/** One fact the letter certified, as /ValidateCertificate/{id} lists it (spec 03 §2.20). */
export const ZCertificateValidationEntry = z.object({ label: z.string(), value: z.string() });
export type TCertificateValidationEntry = z.infer<typeof ZCertificateValidationEntry>;

export const ZCertificateValidation = z.object({
  code: z.string(),
  entries: z.array(ZCertificateValidationEntry),
});
export type TCertificateValidation = z.infer<typeof ZCertificateValidation>;
