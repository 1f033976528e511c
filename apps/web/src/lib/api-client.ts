import type { TApiError, TErrorCode } from '@quincena/contracts';
import type { z } from 'zod';
import { sessionStore } from './session-store.ts';

/** A failed call, carrying the server's `{ code, message, fields }` answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No hay conexión con el servidor. Inténtelo de nuevo en unos segundos.';
const UNKNOWN_ERROR_MESSAGE = 'Ocurrió un error inesperado. Inténtelo de nuevo.';

interface RequestOptions<T> {
  body?: unknown;
  /**
   * The contract schema of the answer, to check it at run time. Screens behind the sign-in pass it;
   * the sign-in screen's own calls rely on the contract types alone, so the first page a visitor
   * loads carries no schema library (decision 0022).
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** A token not yet stored: the terms acceptance at first sign-in runs before the session is kept. */
  token?: string;
}

/** Answers that mean "this token no longer works" rather than a business refusal. */
const SIGN_OUT_CODES = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'SESSION_EXPIRED',
] satisfies TErrorCode[]);

/**
 * The only place the browser calls fetch (ARCHITECTURE.md §2). It attaches the token, parses the
 * one error shape and signs out on a 401 or 403 for a signed-in call (spec 01 §4), after which the
 * route guard sends the user to /Login.
 */
export async function apiRequest<T = void>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const token = options.token ?? sessionStore.token();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    const failure = await readError(response);
    if (
      !options.token &&
      token &&
      (response.status === 401 || response.status === 403) &&
      shouldSignOut(failure)
    ) {
      sessionStore.signOut();
    }
    throw failure;
  }

  if (response.status === 204 || response.status === 202) {
    // 202 answers may carry a body (verification send); read it when the caller expects one.
    const text = response.status === 202 ? await response.text() : '';
    if (!text) return undefined as T;
    const json: unknown = JSON.parse(text);
    return options.schema ? options.schema.parse(json) : (json as T);
  }
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
}

function shouldSignOut(error: ApiError): boolean {
  // A refusal with a business code (e.g. a wrong current password) keeps the session.
  return SIGN_OUT_CODES.has(error.code) || !error.code || error.code === 'UNKNOWN';
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (isApiError(body)) return new ApiError(response.status, body.code, body.message, body.fields);
  } catch {
    // Not JSON: a proxy or gateway answered.
  }
  return new ApiError(response.status, 'UNKNOWN', UNKNOWN_ERROR_MESSAGE);
}

/** The `{ code, message, fields? }` shape of ZApiError, checked by hand to keep zod off the login page. */
function isApiError(body: unknown): body is TApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, fields } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}

/** The Spanish message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = UNKNOWN_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/** GET with the session's token; a network failure or a refusal becomes the Spanish ApiError. */
async function signedGet(path: string, signal?: AbortSignal): Promise<Response> {
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  return response;
}

/**
 * A signed-in file (company logo, an employee's photo) as a Blob: an `<img src>` cannot carry the
 * token, so images behind the sign-in are fetched here and shown through an object URL.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await signedGet(path, signal);
  return response.blob();
}

/** A file the server names (Content-Disposition), e.g. the bank file: its bytes and its name. */
export async function apiFile(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await signedGet(path, signal);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('Content-Disposition')),
  };
}

/** The filename of a Content-Disposition header, preferring the RFC 6266 UTF-8 form. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall back to the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}
