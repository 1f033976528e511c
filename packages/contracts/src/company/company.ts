import { z } from 'zod';
import { emailField } from '../common/email.ts';
import { isNitCheckDigitValid } from '../common/nit-check-digit.ts';
import { requiredFileUpload, ZFileUpload } from './files.ts';

/** Field limits of spec 01 §5 and §9. */
export const COMPANY_LIMITS = {
  documentNumber: 12,
  checkDigit: 1,
  phone: 10,
  accountNumber: 20,
  secondName: 10,
  secondSurname: 10,
  firstName: 60,
  firstSurname: 60,
  companyName: 200,
  address: 200,
} as const;

/** Taxpayer type codes of the reference list `taxpayer-types` (RUT casilla 24). */
export const TAXPAYER_TYPE = { legalEntity: '1', naturalPerson: '2' } as const;

export const COMPANY_MESSAGES = {
  created: 'Empresa creada exitosamente',
  updated: 'Empresa actualizada exitosamente',
  taxpayerType: 'Seleccionar tipo de contribuyente',
  documentType: 'Seleccionar tipo de documento',
  documentNumber: 'Agregar número de documento (solo dígitos, máximo 12)',
  checkDigit: 'Agregar dígito de verificación',
  checkDigitWrong: 'El dígito de verificación no corresponde al número de documento',
  companyName: 'Agregar nombre o razón social',
  firstName: 'Agregar primer nombre',
  firstSurname: 'Agregar primer apellido',
  phone: 'Agregar teléfono (solo dígitos, entre 7 y 10)',
  country: 'Seleccionar país',
  department: 'Seleccionar departamento',
  municipality: 'Seleccionar ciudad',
  address: 'Agregar dirección',
  billingEmail: 'Agregar correo de facturación válido',
  paymentPeriod: 'Seleccionar frecuencia de pagos',
  arl: 'Seleccionar ARL',
  pilaOperator: 'Seleccionar código de operador',
  law1607: 'Indicar si está exonerado de la Ley 1607',
  startMonth: 'Seleccionar mes de arranque',
  bank: 'Seleccionar banco',
  accountType: 'Seleccionar tipo de cuenta',
  accountNumber: 'Agregar número de cuenta (solo dígitos, máximo 20)',
  logoRequired: 'Adjuntar el logo de la empresa',
  rutRequired: 'Adjuntar el RUT de la empresa',
  alreadyHasCompany: 'Su usuario ya tiene una empresa registrada',
  documentTaken: 'Ya existe una empresa registrada con este número de documento',
  unknownCode: 'El valor elegido no está en la lista',
  municipalityOutOfDepartment: 'La ciudad no pertenece al departamento elegido',
  onlyColombia: 'La empresa debe estar domiciliada en Colombia',
} as const;

const code = (max: number, message: string) => z.string(message).trim().min(1, message).max(max, message);
const digits = (max: number, message: string, min = 1) =>
  z
    .string(message)
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), message);
const optionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .transform((value) => value || undefined);

/** Fields an administrator may change after the company exists (spec 01 §4). */
const editableShape = {
  taxpayerType: code(2, COMPANY_MESSAGES.taxpayerType),
  /** Legal name; required unless the taxpayer is a natural person. */
  companyName: optionalName(COMPANY_LIMITS.companyName),
  firstName: optionalName(COMPANY_LIMITS.firstName),
  secondName: optionalName(COMPANY_LIMITS.secondName),
  firstSurname: optionalName(COMPANY_LIMITS.firstSurname),
  secondSurname: optionalName(COMPANY_LIMITS.secondSurname),
  phone: digits(COMPANY_LIMITS.phone, COMPANY_MESSAGES.phone, 7),
  countryCode: code(2, COMPANY_MESSAGES.country),
  departmentCode: code(2, COMPANY_MESSAGES.department),
  municipalityCode: code(5, COMPANY_MESSAGES.municipality),
  address: code(COMPANY_LIMITS.address, COMPANY_MESSAGES.address),
  billingEmail: emailField(COMPANY_MESSAGES.billingEmail),
  paymentPeriod: code(2, COMPANY_MESSAGES.paymentPeriod),
  employeeCountRange: z.string().trim().max(10).optional(),
  arlCode: code(10, COMPANY_MESSAGES.arl),
  pilaOperatorCode: code(4, COMPANY_MESSAGES.pilaOperator),
  /** Exonerated from health, SENA and ICBF contributions (Ley 1607 de 2012, art. 25; Estatuto Tributario art. 114-1). */
  law1607Exempt: z.boolean(COMPANY_MESSAGES.law1607),
  bankCode: code(4, COMPANY_MESSAGES.bank),
  accountType: code(20, COMPANY_MESSAGES.accountType),
  accountNumber: digits(COMPANY_LIMITS.accountNumber, COMPANY_MESSAGES.accountNumber),
  logo: ZFileUpload.optional(),
  rut: ZFileUpload.optional(),
  chamberOfCommerce: ZFileUpload.optional(),
};

/** Fields locked once the company exists: identity (document type, number, check digit) and the start month. */
const identityShape = {
  documentType: code(4, COMPANY_MESSAGES.documentType),
  documentNumber: digits(COMPANY_LIMITS.documentNumber, COMPANY_MESSAGES.documentNumber),
  checkDigit: digits(COMPANY_LIMITS.checkDigit, COMPANY_MESSAGES.checkDigit),
  startMonth: code(2, COMPANY_MESSAGES.startMonth),
};

type NameFields = {
  taxpayerType: string;
  companyName?: string | undefined;
  firstName?: string | undefined;
  firstSurname?: string | undefined;
};

/** Spec 01 §5: a natural person gives names and surnames, anyone else a single company name. */
function checkNames(body: NameFields, ctx: z.RefinementCtx) {
  if (body.taxpayerType === TAXPAYER_TYPE.naturalPerson) {
    if (!body.firstName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: COMPANY_MESSAGES.firstName });
    if (!body.firstSurname) {
      ctx.addIssue({ code: 'custom', path: ['firstSurname'], message: COMPANY_MESSAGES.firstSurname });
    }
  } else if (!body.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: COMPANY_MESSAGES.companyName });
  }
}

/** POST /api/company: creates the caller's company (spec 01 §2.7, §4, §5). */
export const ZCreateCompanyRequest = z
  .object({
    ...identityShape,
    ...editableShape,
    logo: requiredFileUpload(COMPANY_MESSAGES.logoRequired),
    rut: requiredFileUpload(COMPANY_MESSAGES.rutRequired),
  })
  .superRefine((body, ctx) => {
    checkNames(body, ctx);
    // DIAN modulo 11 (Orden Administrativa 4 de 1989): the DV of a NIT, and of a natural person's NIT (the cédula).
    if (!isNitCheckDigitValid(body.documentNumber, body.checkDigit)) {
      ctx.addIssue({ code: 'custom', path: ['checkDigit'], message: COMPANY_MESSAGES.checkDigitWrong });
    }
  });
export type TCreateCompanyRequest = z.input<typeof ZCreateCompanyRequest>;

/** PUT /api/company: identity fields and the start month are not part of it, so they cannot change. */
export const ZUpdateCompanyRequest = z.object(editableShape).superRefine(checkNames);
export type TUpdateCompanyRequest = z.input<typeof ZUpdateCompanyRequest>;

export const ZCompany = z.object({
  id: z.number().int(),
  /** Display name: the company name, or the natural person's names and surnames. */
  name: z.string(),
  taxpayerType: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  checkDigit: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  secondName: z.string().nullable(),
  firstSurname: z.string().nullable(),
  secondSurname: z.string().nullable(),
  phone: z.string(),
  countryCode: z.string(),
  departmentCode: z.string(),
  municipalityCode: z.string(),
  address: z.string(),
  billingEmail: z.string(),
  paymentPeriod: z.string(),
  employeeCountRange: z.string().nullable(),
  arlCode: z.string(),
  pilaOperatorCode: z.string(),
  law1607Exempt: z.boolean(),
  startMonth: z.string(),
  bankCode: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  hasLogo: z.boolean(),
  hasRut: z.boolean(),
  hasChamberOfCommerce: z.boolean(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** Answer of create and update: the saved company and the message the screen shows. */
export const ZCompanySaveResponse = z.object({ company: ZCompany, message: z.string() });
export type TCompanySaveResponse = z.infer<typeof ZCompanySaveResponse>;
