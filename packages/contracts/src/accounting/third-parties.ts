import { z } from 'zod';
import { computeNitCheckDigit } from '../common/nit-check-digit.ts';
import { chosenCode, ZCodeName } from './common.ts';
import { THIRD_PARTY_MESSAGES } from './messages.ts';

/** A NIT has at most 15 digits before its check digit (DIAN, the modulo-11 weights cover 15 positions). */
export const THIRD_PARTY_LIMITS = { number: 15, name: 200 } as const;

/** Document types whose number is alphanumeric (passport); every other type is digits only. */
export const ALPHANUMERIC_DOCUMENT_TYPES: readonly string[] = ['PA'];
/** The NIT: its check digit is required (DIAN, RUT). */
export const NIT_DOCUMENT_TYPE = 'NI';

/**
 * POST /api/accounting/third-parties and PUT /api/accounting/third-parties/:id (spec 03 §2.5, §5, §7.10), also
 * the nested 'Crear Tercero' dialog of the account plan. The check digit is checked here, for the browser and the server alike, with the DIAN
 * modulo-11 algorithm: required for a NIT, optional for other numeric documents (a person's RUT also has one),
 * never for an alphanumeric one.
 */
export const ZThirdPartyRequest = z
  .object({
    documentType: chosenCode(THIRD_PARTY_MESSAGES.documentTypeEmpty, 3),
    nit: z
      .string(THIRD_PARTY_MESSAGES.nitEmpty)
      .trim()
      .min(1, THIRD_PARTY_MESSAGES.nitEmpty)
      .max(
        THIRD_PARTY_LIMITS.number,
        `El número de documento admite como máximo ${THIRD_PARTY_LIMITS.number} caracteres`,
      ),
    checkDigit: z
      .string()
      .trim()
      .max(1, THIRD_PARTY_MESSAGES.checkDigitFormat)
      .regex(/^\d?$/, THIRD_PARTY_MESSAGES.checkDigitFormat)
      .default(''),
    name: z
      .string(THIRD_PARTY_MESSAGES.nameEmpty)
      .trim()
      .min(1, THIRD_PARTY_MESSAGES.nameEmpty)
      .max(THIRD_PARTY_LIMITS.name, `El nombre admite como máximo ${THIRD_PARTY_LIMITS.name} caracteres`),
  })
  .superRefine((body, context) => {
    const alphanumeric = ALPHANUMERIC_DOCUMENT_TYPES.includes(body.documentType);
    const pattern = alphanumeric ? /^[A-Za-z0-9]+$/ : /^\d+$/;
    if (body.nit && !pattern.test(body.nit)) {
      context.addIssue({
        code: 'custom',
        path: ['nit'],
        message: alphanumeric ? THIRD_PARTY_MESSAGES.nitAlphanumeric : THIRD_PARTY_MESSAGES.nitDigits,
      });
    }
    if (body.documentType === NIT_DOCUMENT_TYPE && body.checkDigit === '') {
      context.addIssue({
        code: 'custom',
        path: ['checkDigit'],
        message: THIRD_PARTY_MESSAGES.checkDigitRequired,
      });
    }
    const expected = alphanumeric ? null : computeNitCheckDigit(body.nit);
    if (expected !== null && body.checkDigit !== '' && Number(body.checkDigit) !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['checkDigit'],
        message: THIRD_PARTY_MESSAGES.checkDigitWrong(expected),
      });
    }
    if (alphanumeric && body.checkDigit !== '') {
      context.addIssue({
        code: 'custom',
        path: ['checkDigit'],
        message: THIRD_PARTY_MESSAGES.checkDigitNotApplicable,
      });
    }
  });
export type TThirdPartyRequest = z.input<typeof ZThirdPartyRequest>;
export type TThirdPartyRequestParsed = z.output<typeof ZThirdPartyRequest>;

/** One row of the Terceros table: Tipo de Documento, Nit, Dígito, Nombre. */
export const ZThirdParty = z.object({
  id: z.number().int(),
  documentType: ZCodeName,
  nit: z.string(),
  /** Empty when the document has no check digit. */
  checkDigit: z.string(),
  name: z.string(),
});
export type TThirdParty = z.infer<typeof ZThirdParty>;

export const ZThirdPartyList = z.array(ZThirdParty);
export type TThirdPartyList = z.infer<typeof ZThirdPartyList>;

/** GET /api/accounting/third-parties/lookup?nit=…: the account plan's NIT check (spec 03 §2.6, §4). */
export const ZThirdPartyLookupQuery = z.object({
  nit: z
    .string(THIRD_PARTY_MESSAGES.nitEmpty)
    .trim()
    .min(1, THIRD_PARTY_MESSAGES.nitEmpty)
    .max(THIRD_PARTY_LIMITS.number, THIRD_PARTY_MESSAGES.unknownNit),
});
export type TThirdPartyLookupQuery = z.infer<typeof ZThirdPartyLookupQuery>;
