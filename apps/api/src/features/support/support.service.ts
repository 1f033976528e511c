import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@quincena/contracts';
import {
  SUPPORT_MESSAGES as M,
  SUPPORT_MAX_FILE_BYTES,
  type TSupportRequest,
  type TSupportSent,
} from '@quincena/contracts/support';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, supportRequests } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { sniffFileType } from '../../platform/uploads/file-content.ts';
import { findPdfThreat, PDF_THREAT_MESSAGES } from '../../platform/uploads/pdf-scan.ts';

export interface SupportDeps {
  db: Database;
  mail: Mailer;
  storage: Storage;
  /** Where requests go (SUPPORT_EMAIL). */
  supportAddress: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const refuse = (message: string, field = 'attachment') =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

/** The attachment's bytes, accepted only when they really are a clean PDF of at most 2 MB. */
function checkedPdf(attachment: NonNullable<TSupportRequest['attachment']>): Buffer {
  const text = attachment.contentBase64.replace(/\s/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw refuse(M.badEncoding);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw refuse(M.badEncoding);
  if (bytes.length > SUPPORT_MAX_FILE_BYTES) throw refuse(M.fileTooLarge);
  if (sniffFileType(bytes) !== 'pdf') throw refuse(M.notPdf);
  const threat = findPdfThreat(bytes);
  if (threat) throw refuse(PDF_THREAT_MESSAGES[threat]);
  return bytes;
}

/** A file name safe for a mail header and a storage key. */
function safeName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120);
  return cleaned.toLowerCase().endsWith('.pdf') ? cleaned : `${cleaned}.pdf`;
}

/**
 * /Support (spec 03 §2.14): the request is stored first (nothing typed is lost), its PDF kept in
 * the file storage, then mailed to the support address with the PDF attached and the user's
 * address to answer; the stored status says whether the mail went out.
 */
export function createSupportService(deps: SupportDeps) {
  return {
    async send(
      caller: { userId: number; companyId: number | null },
      request: TSupportRequest,
    ): Promise<TSupportSent> {
      const pdf = request.attachment ? checkedPdf(request.attachment) : null;
      const fileName = request.attachment ? safeName(request.attachment.fileName) : null;
      const attachmentKey = pdf ? `support/${randomUUID()}.pdf` : null;
      if (pdf && attachmentKey) await deps.storage.put(attachmentKey, pdf);
      const [company] =
        caller.companyId === null
          ? []
          : await deps.db
              .select({ name: companies.name, nit: companies.nit })
              .from(companies)
              .where(eq(companies.id, caller.companyId));
      const [stored] = await deps.db
        .insert(supportRequests)
        .values({
          companyId: caller.companyId,
          userId: caller.userId,
          replyTo: request.email,
          subject: request.subject,
          description: request.description,
          attachmentName: fileName,
          attachmentKey,
          attachmentBytes: pdf?.length ?? null,
          status: 'ENVIADA',
        })
        .returning({ id: supportRequests.id });
      const id = stored?.id as number;
      const companyLine = company
        ? `${company.name}${company.nit ? ` (NIT ${company.nit})` : ''}`
        : 'sin empresa registrada';
      const text = [
        `Solicitud de soporte n.º ${id}`,
        `Empresa: ${companyLine}`,
        `Responder a: ${request.email}`,
        '',
        request.description,
      ].join('\n');
      try {
        await deps.mail.send({
          to: deps.supportAddress,
          subject: `[Soporte #${id}] ${request.subject}`,
          text,
          ...(pdf && fileName
            ? { attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }] }
            : {}),
        });
      } catch (error) {
        await deps.db.update(supportRequests).set({ status: 'FALLIDA' }).where(eq(supportRequests.id, id));
        throw error;
      }
      return { id, message: M.sent };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
