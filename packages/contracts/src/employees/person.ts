import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../common/email.ts';
import { requiredText } from '../common/text.ts';
import { EMPLOYEE_MESSAGES as M } from './messages.ts';
import { codeField, optionalCodeField } from './primitives.ts';

/** Spec 01 §5, §9: the document number has at most 12 characters. */
export const DOCUMENT_NUMBER_MAX = 12;
export const NAME_MAX = 60;
export const ADDRESS_MAX = 200;

export const PERSON_MESSAGES = {
  documentType: 'Seleccione el tipo de documento',
  documentNumber: 'Agregue el número de documento',
  firstName: 'Agregue el primer nombre',
  firstSurname: 'Agregue el primer apellido',
  address: 'Agregue la dirección',
  country: 'Seleccione el país',
  email: 'Agregar correo',
  emailFormat: 'Error en formato de correo',
} as const;

const name = (emptyMessage: string) => requiredText(NAME_MAX, emptyMessage, M.tooLong(NAME_MAX));
const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX, M.tooLong(NAME_MAX))
  .nullish()
  .transform((value) => value || null);

/**
 * Información personal (spec 01 §2.13, §3 PERSON, §5): save needs document type and number,
 * first name, first surname, address, country and e-mail; department and city are optional.
 */
export const ZPersonInput = z.object({
  documentType: codeField(4, PERSON_MESSAGES.documentType),
  documentNumber: requiredText(
    DOCUMENT_NUMBER_MAX,
    PERSON_MESSAGES.documentNumber,
    M.tooLong(DOCUMENT_NUMBER_MAX),
  )
    .regex(/^[A-Za-z0-9]+$/, M.documentNumberFormat)
    .toUpperCase(),
  firstName: name(PERSON_MESSAGES.firstName),
  otherNames: optionalName,
  firstSurname: name(PERSON_MESSAGES.firstSurname),
  secondSurname: optionalName,
  address: requiredText(ADDRESS_MAX, PERSON_MESSAGES.address, M.tooLong(ADDRESS_MAX)),
  countryCode: codeField(2, PERSON_MESSAGES.country),
  departmentCode: optionalCodeField(2),
  cityCode: optionalCodeField(5),
  email: requiredText(EMAIL_MAX_LENGTH, PERSON_MESSAGES.email, M.tooLong(EMAIL_MAX_LENGTH))
    .regex(EMAIL_PATTERN, PERSON_MESSAGES.emailFormat)
    .toLowerCase(),
});
export type TPersonInput = z.infer<typeof ZPersonInput>;
/** What a form or a bulk row sends before trimming and defaults. */
export type TPersonInputRaw = z.input<typeof ZPersonInput>;

/** A person as the API answers it; `fullName` is "first other first-surname second-surname". */
export const ZPerson = z.object({
  id: z.number().int(),
  documentType: z.string(),
  documentNumber: z.string(),
  firstName: z.string(),
  otherNames: z.string().nullable(),
  firstSurname: z.string(),
  secondSurname: z.string().nullable(),
  fullName: z.string(),
  address: z.string(),
  countryCode: z.string(),
  departmentCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  email: z.string(),
  /** The person's most recent contract, for the Datos laborales button. */
  latestContractId: z.number().int().nullable(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZPersonIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /api/persons/by-document?documentType=&documentNumber= */
export const ZPersonLookupQuery = z.object({
  documentType: z.string().trim().min(1).max(4),
  documentNumber: z.string().trim().min(1).max(DOCUMENT_NUMBER_MAX).toUpperCase(),
});

/** The person's full name in the order Colombian documents print it. */
export function personFullName(person: {
  firstName: string;
  otherNames: string | null;
  firstSurname: string;
  secondSurname: string | null;
}): string {
  return [person.firstName, person.otherNames, person.firstSurname, person.secondSurname]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}
