/**
 * @quincena/dian — DIAN electronic payroll (documento soporte de pago de nómina electrónica):
 * documents, CUNE, XAdES signature, SOAP transport and a local simulator. No database; network
 * only in ./transport.
 */

export { type CuneInput, computeCune, cunePreimage, deletionCuneInput } from './cune/cune.ts';
export { QR_CATALOGUE, type QrPayloadInput, qrPayload, qrUrl } from './cune/qr.ts';
export { computeSoftwareSecurityCode } from './cune/software-security-code.ts';
export { dianFileName, type FileKind } from './files/file-names.ts';
export { unzipDocuments, type ZipEntry, zipDocument, zipDocumentRecord } from './files/zip.ts';
export type { SettlementSource } from './from-settlement/group-lines.ts';
export {
  type DocumentFrame,
  payrollFromSettlements,
} from './from-settlement/payroll-from-settlements.ts';
export * from './model/index.ts';
export {
  MAX_XML_BYTES,
  type PreparedDocument,
  type PrepareOptions,
  prepareDocument,
} from './prepare-document.ts';
export {
  deductionLines,
  earningLines,
  type RepresentationLine,
} from './representation/representation-lines.ts';
export { SIGNATURE_POLICY, type SignerRole } from './signature/algorithms.ts';
export { type ChainCertificate, loadPkcs12, type SigningCredentials } from './signature/certificate.ts';
export { certificateChainIssue, checkSigningCertificate } from './signature/certificate-checks.ts';
export { makeTestPkcs12, type TestPkcs12 } from './signature/test-certificate.ts';
export { type SignOptions, signPayrollXml } from './signature/xades-signer.ts';
export type { RegisteredSoftware } from './simulator/check-document.ts';
export {
  createDianSimulator,
  type DianSimulator,
  type RunningSimulator,
  type SimulatorOptions,
  startDianSimulator,
} from './simulator/server.ts';
export {
  type ApplicationResponse,
  type DianResponse,
  DianSoapFault,
  parseRuleMessage,
  type RuleMessage,
  type UploadResponse,
} from './transport/dian-response.ts';
export { DIAN_ENDPOINTS, type DianEnvironmentName, soapAction } from './transport/endpoints.ts';
export { createSoapTransport, DianTransportError, type SoapClientOptions } from './transport/soap-client.ts';
export type { DianTransport } from './transport/transport.ts';
export { DianValidationError, hasRejections, type ValidationIssue } from './validation/issues.ts';
export { validateDocument } from './validation/model-rules.ts';
export { nitCheckDigit } from './validation/nit.ts';
export { loadXsdValidator, XSD_FILES } from './validation/xsd-files.ts';
export type { DianXsdValidator } from './validation/xsd-validator.ts';
export { type BuiltDocument, buildDocument } from './xml/build-document.ts';
export { computeTotals, type DocumentTotals } from './xml/totals.ts';
