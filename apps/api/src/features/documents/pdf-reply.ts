import type { FastifyReply } from 'fastify';

/** A document's PDF as a download that no cache keeps (payslips, certificates, final settlements). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
