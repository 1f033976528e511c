import type { DianResponse, UploadResponse } from './dian-response.ts';

/**
 * The one interface the rest of Quincena uses to talk to the DIAN. Implementations: the SOAP
 * client (habilitación, producción, or the local simulator's URL).
 */
export interface DianTransport {
  /** SendNominaSync: one signed document in a zip; the answer comes at once. */
  sendPayrollSync(zipFileName: string, zip: Uint8Array): Promise<DianResponse>;
  /** SendTestSetAsync: habilitación test set; poll the ZipKey with getStatusZip. */
  sendTestSetAsync(zipFileName: string, zip: Uint8Array, testSetId: string): Promise<UploadResponse>;
  /** GetStatus by CUNE. */
  getStatus(cune: string): Promise<DianResponse>;
  /** GetStatusZip by the ZipKey of SendTestSetAsync. */
  getStatusZip(zipKey: string): Promise<DianResponse[]>;
}
