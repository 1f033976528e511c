/**
 * The DIAN web service WcfDianCustomerServices (Anexo Técnico v1.0 §9.1 p.250), shared with
 * e-invoicing. The URL is also published in the participant catalogue (Anexo p.262).
 */
export const DIAN_ENDPOINTS = {
  habilitacion: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  produccion: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
} as const;
export type DianEnvironmentName = keyof typeof DIAN_ENDPOINTS;

export const SOAP_NS = {
  soap: 'http://www.w3.org/2003/05/soap-envelope',
  wcf: 'http://wcf.dian.colombia',
  wsa: 'http://www.w3.org/2005/08/addressing',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  excC14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
} as const;

export const WSS_TOKEN = {
  x509v3: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
  base64: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary',
} as const;

export type DianOperation = 'SendNominaSync' | 'SendTestSetAsync' | 'GetStatus' | 'GetStatusZip';

export function soapAction(operation: DianOperation): string {
  return `http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}`;
}
