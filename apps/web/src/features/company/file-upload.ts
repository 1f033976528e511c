import { FILE_MESSAGES, MAX_FILE_BYTES, type TFileUpload } from '@quincena/contracts/company';

/** Reads a chosen file as the JSON upload the API takes; refuses over 1,000,000 bytes before sending. */
export async function toFileUpload(file: File): Promise<TFileUpload> {
  if (file.size > MAX_FILE_BYTES) throw new Error(FILE_MESSAGES.tooLarge);
  if (file.size === 0) throw new Error(FILE_MESSAGES.empty);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return { fileName: file.name.slice(-200), contentBase64: btoa(binary) };
}
