import { readdirSync, readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';

/** The text of an .eml file as nodemailer writes it (quoted-printable or base64 parts decoded). */
function decodeEml(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '');
  const qp = unfolded.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
  const base64 = [
    ...eml.matchAll(/content-transfer-encoding:\s*base64\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return `${qp}\n${base64}`;
}

/**
 * Reads what the app e-mailed, as a person reads their inbox: the outbox table for the facts,
 * the .eml file of the development outbox for codes (the table keeps them redacted, decision 0162).
 */
export function createMailSpy(db: Database, outboxDir?: string) {
  /** The recipient's copy of an outbox row: the .eml file written when no SMTP is configured. */
  const delivered = (mail: { id: number; textBody: string }): string => {
    if (!outboxDir) return mail.textBody;
    const suffix = `-${String(mail.id).padStart(6, '0')}-`;
    const name = readdirSync(outboxDir).find((file) => file.includes(suffix) && file.endsWith('.eml'));
    return name ? decodeEml(readFileSync(`${outboxDir}/${name}`, 'utf8')) : mail.textBody;
  };
  const all = async (to: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
  return {
    all,
    async count(to: string): Promise<number> {
      return (await all(to)).length;
    },
    async latest(to: string) {
      const [mail] = await all(to);
      if (!mail) throw new Error(`no e-mail to ${to}`);
      return mail;
    },
    /** The 6-digit verification code of the newest e-mail to the address. */
    async verificationCode(to: string): Promise<string> {
      const match = /código de verificación es: (\d{6})/.exec(delivered(await this.latest(to)));
      if (!match?.[1]) throw new Error('no verification code in the newest e-mail');
      return match[1];
    },
    /** The recovery token of the newest e-mail to the address. */
    async recoveryToken(to: string): Promise<string> {
      const match = /restablecer la contraseña es: ([A-Z0-9]{8})/.exec(delivered(await this.latest(to)));
      if (!match?.[1]) throw new Error('no recovery token in the newest e-mail');
      return match[1];
    },
  };
}
export type MailSpy = ReturnType<typeof createMailSpy>;
