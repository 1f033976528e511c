import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './environment.ts';

/** Decodes the text part of an .eml file written by the server (quoted-printable or base64). */
export function decodeEml(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

async function newestMailText(address: string, subjectWord: string): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(OUTBOX_DIR);
  } catch {
    return null;
  }
  // File names start with a UTC timestamp and a sequence number, so the newest sorts last.
  const mine = names.filter((name) => name.endsWith('.eml') && name.includes(address)).sort();
  for (const name of mine.reverse()) {
    const raw = await readFile(join(OUTBOX_DIR, name), 'utf8');
    const text = decodeEml(raw);
    if (raw.includes(subjectWord) || text.includes(subjectWord)) return text;
  }
  return null;
}

/** Waits for the newest e-mail to `address` and returns the first match of `pattern` in it. */
export async function readCodeFromOutbox(
  address: string,
  pattern: RegExp,
  subjectWord: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await newestMailText(address, subjectWord);
        found = text ? pattern.exec(text)?.[1] : undefined;
        return found ?? null;
      },
      { timeout: 15_000, message: `no e-mail to ${address} in ${OUTBOX_DIR}` },
    )
    .not.toBeNull();
  return found as string;
}

export const readVerificationCode = (address: string) =>
  readCodeFromOutbox(address, /verificaci[oó]n es:\s*(\d{6})/, 'verificaci');

export const readRecoveryToken = (address: string) =>
  readCodeFromOutbox(address, /contrase[nñ]a es:\s*([A-Z0-9]{8})/, 'restablecer');
