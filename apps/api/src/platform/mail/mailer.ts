import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES } from '@quincena/contracts';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors/app-error.ts';
import { markOutboxMail, storeOutboxMail } from './outbox.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What a person on a laptop needs from this e-mail (a code), written to the server log only
   * when no SMTP server is configured.
   */
  logHint?: string;
  /**
   * Codes and tokens the e-mail carries. The outbox table keeps the message with each one
   * replaced by REDACTED (decision 0162); only the recipient's copy holds them.
   */
  secrets?: readonly string[];
  /** Files sent with the message (a support request's PDF, a payslip); never kept in the outbox table. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** nodemailer's attachment list (it wants a mutable array). */
const attachmentsOf = (message: MailMessage) =>
  message.attachments?.length
    ? {
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      }
    : {};

/** What the outbox table shows in place of a secret. */
export const REDACTED = '[oculto]';

function redact(body: string, secrets: readonly string[] | undefined): string {
  let out = body;
  for (const secret of secrets ?? []) if (secret) out = out.split(secret).join(REDACTED);
  return out;
}

export interface Mailer {
  /** Records the e-mail in the outbox, then delivers it (SMTP) or files it (DATA_DIR/outbox). */
  send(message: MailMessage): Promise<void>;
}

export interface MailerDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  from: string;
  outboxDir: string;
  smtpUrl?: string;
}

/** Renders the RFC 5322 message once, so the .eml file is exactly what SMTP would carry. */
const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function renderEml(from: string, message: MailMessage, date: Date): Promise<Buffer> {
  const info = await renderer.sendMail({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    date,
    ...(message.html ? { html: message.html } : {}),
    ...attachmentsOf(message),
  });
  return info.message as Buffer;
}

function emlFileName(date: Date, id: number, to: string): string {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('.', '-');
  return `${stamp}-${String(id).padStart(6, '0')}-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}.eml`;
}

export function createMailer(deps: MailerDeps): Mailer {
  const smtp = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  if (smtp) deps.log.info('e-mail: delivered over SMTP (SMTP_URL); no .eml files are written');
  else {
    deps.log.warn(
      { outboxDir: deps.outboxDir },
      'e-mail: no SMTP_URL, so e-mails are NOT sent; each is written as an .eml file to the development outbox',
    );
  }
  return {
    async send(message) {
      const now = deps.clock.now();
      const id = await storeOutboxMail(deps.db, {
        toAddress: message.to,
        subject: message.subject,
        // No usable code or token at rest in the database (decision 0162).
        textBody: redact(message.text, message.secrets),
        htmlBody: message.html ? redact(message.html, message.secrets) : null,
        status: smtp ? 'FAILED' : 'STORED',
        createdAt: now,
      });
      if (!smtp) {
        // The development outbox: only without an SMTP server, and the log says where it went.
        await mkdir(deps.outboxDir, { recursive: true });
        const file = join(deps.outboxDir, emlFileName(now, id, message.to));
        await writeFile(file, await renderEml(deps.from, message, now));
        deps.log.info(
          { mailId: id, to: message.to, subject: message.subject, hint: message.logHint, file },
          'e-mail NOT sent (no SMTP_URL): written to the development outbox as an .eml file',
        );
        return;
      }
      try {
        await smtp.sendMail({
          from: deps.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...attachmentsOf(message),
        });
        await markOutboxMail(deps.db, id, { status: 'SENT', sentAt: deps.clock.now(), error: null });
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
        await markOutboxMail(deps.db, id, { status: 'FAILED', sentAt: null, error: reason });
        deps.log.error({ mailId: id, err: error }, 'SMTP delivery failed');
        throw new AppError(
          502,
          ERROR_CODES.mailFailed,
          'No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.',
        );
      }
    },
  };
}
