import { EMAIL_PATTERN } from '@quincena/contracts';
import {
  SUPPORT_MESSAGES as M,
  SUPPORT_MAX_FILE_BYTES,
  type TSupportRequest,
} from '@quincena/contracts/support';

export interface SupportFormValues {
  email: string;
  subject: string;
  description: string;
  file: File | null;
}

/** Spec 03 §5: 'Enviar' stays disabled until Correo, Asunto and Descripción are filled. */
export const canSend = (values: SupportFormValues) =>
  values.email.trim() !== '' && values.subject.trim() !== '' && values.description.trim() !== '';

/** The attachment rule of spec 03 §9: a PDF of at most 2,000,000 bytes; null when acceptable. */
export function attachmentProblem(file: File): string | null {
  if (file.size > SUPPORT_MAX_FILE_BYTES) return M.fileTooLarge;
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  return isPdf ? null : M.notPdf;
}

/** The e-mail format check that precedes sending ('Error en formato de correo'). */
export const emailIsValid = (email: string) => EMAIL_PATTERN.test(email.trim());

/** The file's bytes through FileReader (every browser, and jsdom in the tests). */
function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(file);
  });
}

async function base64Of(file: File): Promise<string> {
  const bytes = await bytesOf(file);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

export async function toSupportRequest(values: SupportFormValues): Promise<TSupportRequest> {
  return {
    email: values.email.trim(),
    subject: values.subject.trim(),
    description: values.description.trim(),
    ...(values.file
      ? { attachment: { fileName: values.file.name.slice(-200), contentBase64: await base64Of(values.file) } }
      : {}),
  };
}
