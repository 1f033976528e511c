import { sha384Hex } from './hash.ts';

/**
 * SoftwareSC = SHA-384(SoftwareID + PIN + NumeroSecuenciaXML/@Numero), Anexo Técnico v1.0 §8.2
 * (p.248–249), written in ProveedorXML/@SoftwareSC (rule NIE020).
 */
export function computeSoftwareSecurityCode(softwareId: string, pin: string, documentNumber: string): string {
  return sha384Hex(softwareId + pin + documentNumber);
}
