import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';

/** Reads what the app e-mailed from the outbox table, as a person reads their inbox. */
export function createMailSpy(db: Database) {
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
      const match = /código de verificación es: (\d{6})/.exec((await this.latest(to)).textBody);
      if (!match?.[1]) throw new Error('no verification code in the newest e-mail');
      return match[1];
    },
    /** The recovery token of the newest e-mail to the address. */
    async recoveryToken(to: string): Promise<string> {
      const match = /restablecer la contraseña es: ([A-Z0-9]{8})/.exec((await this.latest(to)).textBody);
      if (!match?.[1]) throw new Error('no recovery token in the newest e-mail');
      return match[1];
    },
  };
}
export type MailSpy = ReturnType<typeof createMailSpy>;
