import { z } from 'zod';

/** The one error shape every API failure answers with (ARCHITECTURE.md §3). */
export const ZApiError = z.object({
  requestId: z.string().optional(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Stable error codes; the browser may branch on them, never on message text. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  emailTaken: 'EMAIL_TAKEN',
  humanCheckFailed: 'HUMAN_CHECK_FAILED',
  invalidCode: 'INVALID_CODE',
  resendTooSoon: 'RESEND_TOO_SOON',
  alreadyVerified: 'ALREADY_VERIFIED',
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  sessionExpired: 'SESSION_EXPIRED',
  companyRequired: 'COMPANY_REQUIRED',
  mailFailed: 'MAIL_FAILED',
  accountNotVerified: 'ACCOUNT_NOT_VERIFIED',
  termsPending: 'TERMS_PENDING',
  idempotencyMismatch: 'IDEMPOTENCY_MISMATCH',
  idempotencyInProgress: 'IDEMPOTENCY_IN_PROGRESS',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
