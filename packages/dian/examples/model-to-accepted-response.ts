/**
 * From the document model to the DIAN's answer, against the local simulator:
 *   npx tsx examples/model-to-accepted-response.ts
 * A throwaway self-signed certificate stands in for the company's .p12.
 */
import {
  createSoapTransport,
  type DianResponse,
  type IndividualPayroll,
  loadPkcs12,
  prepareDocument,
  startDianSimulator,
} from '../src/index.ts';
import { makeTestPkcs12 } from '../test/certificates.ts';
import { employer, software, worker } from '../test/factories.ts';

export async function runExample(xsdDirectory: string | null): Promise<DianResponse> {
  // 1. The software registered in the DIAN portal (SoftwareID and the PIN chosen there), the employer and
  //    the worker: `software`, `employer` and `worker`, the fictitious ones of the package's tests.
  // 2. The company's certificate (.p12 and password).
  const { p12, password } = makeTestPkcs12();
  const credentials = loadPkcs12(p12, password);

  // 3. The document: one worker, one month. Totals, CUNE, SoftwareSC and QR are computed.
  const document: IndividualPayroll = {
    kind: 'individual',
    sequence: { prefix: 'NE', consecutive: 1 },
    issue: {
      issuedAt: new Date('2026-02-01T15:15:30Z'),
      environment: 2,
      place: { country: 'CO', departmentCode: '11', municipalityCode: '11001' },
    },
    payrollPeriod: 4,
    employer,
    worker: { ...worker, salary: '2000000' },
    period: { hireDate: '2024-03-11', start: '2026-01-01', end: '2026-01-31' },
    payment: { form: 1, method: '45', dates: ['2026-01-15', '2026-01-30'] },
    earnings: { basic: { workedDays: 30, amount: '2000000' }, transport: [{ allowance: '249095' }] },
    deductions: {
      health: { percentage: '4', amount: '80000' },
      pension: { percentage: '4', amount: '80000' },
    },
  };

  // 4. Validate, build, sign (XAdES-EPES) and zip.
  const prepared = prepareDocument(document, { software, credentials, fileConsecutive: 1 });

  // 5. Send. In production the endpoint is DIAN_ENDPOINTS.produccion (or .habilitacion).
  const simulator = await startDianSimulator({
    software: [{ softwareId: software.softwareId, pin: software.pin }],
    xsdDirectory,
  });
  try {
    const transport = createSoapTransport({ endpoint: simulator.url, credentials });
    return await transport.sendPayrollSync(prepared.zipFileName, prepared.zip);
  } finally {
    await simulator.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const response = await runExample(process.env.DIAN_XSD_DIR ?? null);
  console.log(response.statusCode, response.statusMessage, response.documentKey);
}
