import { escapeText } from '../xml/writer.ts';

/** Bodies of the WcfDianCustomerServices operations (Anexo Técnico v1.0 §9.7–9.8 p.252–256). */
export function sendNominaSyncBody(zip: Uint8Array): string {
  return `<wcf:SendNominaSync><wcf:contentFile>${Buffer.from(zip).toString('base64')}</wcf:contentFile></wcf:SendNominaSync>`;
}

export function sendTestSetAsyncBody(fileName: string, zip: Uint8Array, testSetId: string): string {
  return (
    `<wcf:SendTestSetAsync><wcf:fileName>${escapeText(fileName)}</wcf:fileName>` +
    `<wcf:contentFile>${Buffer.from(zip).toString('base64')}</wcf:contentFile>` +
    `<wcf:testSetId>${escapeText(testSetId)}</wcf:testSetId></wcf:SendTestSetAsync>`
  );
}

export function getStatusBody(trackId: string): string {
  return `<wcf:GetStatus><wcf:trackId>${escapeText(trackId)}</wcf:trackId></wcf:GetStatus>`;
}

export function getStatusZipBody(trackId: string): string {
  return `<wcf:GetStatusZip><wcf:trackId>${escapeText(trackId)}</wcf:trackId></wcf:GetStatusZip>`;
}
