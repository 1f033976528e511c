import {
  contractFieldErrors,
  type TCreateContractInput,
  type TPersonInput,
  ZCreateContractInput,
  ZPersonInput,
} from '@quincena/contracts/employees';
import type { z } from 'zod';
import { contractCodeErrors, personCodeErrors } from './reference-codes.ts';

/** A row's verdict: the parsed input, or every field's Spanish message. */
export type RowVerdict<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

function issuesToFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The code checks of a row whose shape failed, so a bulk row reports every field at once; a row
 * too malformed to read its codes reports its shape errors only.
 */
function codeErrorsOfRaw<T>(
  raw: unknown,
  check: (input: T) => Record<string, string>,
): Record<string, string> {
  if (typeof raw !== 'object' || raw === null) return {};
  try {
    return check(raw as T);
  } catch {
    return {};
  }
}

/**
 * The person form's rules for one input (a form body or a bulk row): shape, then official codes.
 * Pure: the bulk loads call it on every row before touching the database.
 */
export function validatePersonRow(raw: unknown): RowVerdict<TPersonInput> {
  const parsed = ZPersonInput.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: { ...codeErrorsOfRaw(raw, personCodeErrors), ...issuesToFields(parsed.error) },
    };
  }
  const errors = personCodeErrors(parsed.data);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: parsed.data };
}

/**
 * The contract form's rules for one input: shape, cross-field rules (spec 01 §5) and official codes.
 * The company's own references (person, job, cost centre) are checked by the service.
 */
export function validateContractRow(raw: unknown): RowVerdict<TCreateContractInput> {
  const parsed = ZCreateContractInput.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      errors: { ...codeErrorsOfRaw(raw, contractCodeErrors), ...issuesToFields(parsed.error) },
    };
  }
  const errors = { ...contractFieldErrors(parsed.data), ...contractCodeErrors(parsed.data) };
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: parsed.data };
}
