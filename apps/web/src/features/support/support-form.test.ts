import { SUPPORT_MESSAGES } from '@quincena/contracts/support';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, canSend, emailIsValid, toSupportRequest } from './support-form.ts';

const filled = { email: 'a@b.co', subject: 'Asunto', description: 'Texto', file: null };

describe('support form (spec 03 §5, §9)', () => {
  it('enables Enviar only with e-mail, subject and description', () => {
    expect(canSend(filled)).toBe(true);
    expect(canSend({ ...filled, subject: '  ' })).toBe(false);
    expect(canSend({ ...filled, description: '' })).toBe(false);
    expect(canSend({ ...filled, email: '' })).toBe(false);
  });

  it('checks the e-mail format before sending', () => {
    expect(emailIsValid('gerente@empresa.com.co')).toBe(true);
    expect(emailIsValid('gerente@empresa')).toBe(false);
  });

  it('accepts a PDF of up to 2,000,000 bytes only', () => {
    const pdf = (size: number) => new File([new Uint8Array(size)], 'a.pdf', { type: 'application/pdf' });
    expect(attachmentProblem(pdf(2_000_000))).toBeNull();
    expect(attachmentProblem(pdf(2_000_001))).toBe(SUPPORT_MESSAGES.fileTooLarge);
    expect(attachmentProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(SUPPORT_MESSAGES.notPdf);
  });

  it('sends the trimmed fields and the file as base64', async () => {
    const file = new File([new Uint8Array([37, 80, 68, 70])], 'soporte.pdf', { type: 'application/pdf' });
    expect(await toSupportRequest({ ...filled, subject: ' Asunto ', file })).toEqual({
      email: 'a@b.co',
      subject: 'Asunto',
      description: 'Texto',
      attachment: { fileName: 'soporte.pdf', contentBase64: 'JVBERg==' },
    });
  });
});
