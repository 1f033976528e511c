import { z } from 'zod';

/** Configuración de comprobantes (issue 16): how the company's payslips are made. */
export const DOCUMENT_SETTINGS_MESSAGES = {
  saved: 'Configuración de comprobantes guardada',
} as const;

export const DOCUMENT_SETTINGS_ENDPOINT = '/api/documents/settings';

export const ZDocumentSettings = z
  .object({
    /** The payslip PDF opens only with the employee's document number. */
    protectPayslips: z.boolean(),
    /** The payslip also lists the employer's contributions. */
    showEmployerContributions: z.boolean(),
  })
  .strict();
export type TDocumentSettings = z.infer<typeof ZDocumentSettings>;

export const ZDocumentSettingsSaved = z.object({ settings: ZDocumentSettings, message: z.string() });
