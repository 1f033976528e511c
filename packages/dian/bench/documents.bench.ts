/**
 * Builds, signs and zips 1,000 documents on one core and prints documents per second.
 * Target (issue 7): at least 200 per second on one core. The loop is single-threaded, so the
 * process CPU time is the time of that core; it is the figure judged against the target, because
 * wall-clock time on a shared machine also counts other processes. Both are printed.
 * Run with `npm run bench -w packages/dian`.
 */
import { performance } from 'node:perf_hooks';
import { prepareDocument } from '../src/prepare-document.ts';
import { loadPkcs12 } from '../src/signature/certificate.ts';
import { makeTestPkcs12 } from '../test/certificates.ts';
import { context, fullPayroll } from '../test/factories.ts';

const COUNT = 1000;
const pkcs12 = makeTestPkcs12();
const credentials = loadPkcs12(pkcs12.p12, pkcs12.password);
const template = fullPayroll();

/** CPU microseconds spent zipping (read apart: the payroll run stores the XML and zips only to send). */
let zipMicros = 0;

function run(count: number): number {
  let bytes = 0;
  for (let i = 1; i <= count; i++) {
    const document = {
      ...template,
      sequence: { prefix: 'NE', consecutive: i },
      worker: { ...template.worker, documentNumber: String(1_000_000_000 + i) },
    };
    const prepared = prepareDocument(document, { ...context, credentials, fileConsecutive: i });
    const zipStart = process.cpuUsage();
    bytes += prepared.zip.byteLength;
    const zipCpu = process.cpuUsage(zipStart);
    zipMicros += zipCpu.user + zipCpu.system;
  }
  return bytes;
}

run(50); // warm-up: JIT and first-use costs stay out of the measure
zipMicros = 0;
const start = performance.now();
const cpuStart = process.cpuUsage();
const bytes = run(COUNT);
const cpu = process.cpuUsage(cpuStart);
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const perSecond = COUNT / cpuSeconds;
console.log(
  `${COUNT} documentos (con todos los devengados y deducciones) construidos, firmados y comprimidos: ` +
    `${perSecond.toFixed(0)} documentos por segundo de CPU (${cpuSeconds.toFixed(2)} s de CPU; ` +
    `${(COUNT / seconds).toFixed(0)} por segundo de reloj en ${seconds.toFixed(2)} s; ${(bytes / COUNT / 1024).toFixed(1)} KB por zip).`,
);
const buildSeconds = cpuSeconds - zipMicros / 1e6;
console.log(
  `Sin el zip (XML, validación, CUNE, resumen y firma): ${(COUNT / buildSeconds).toFixed(0)} documentos por segundo de CPU ` +
    `(${buildSeconds.toFixed(2)} s de CPU; el zip ${(zipMicros / 1e6).toFixed(2)} s).`,
);
if (perSecond < 200) {
  console.log('Por debajo de la meta de 200 documentos por segundo.');
  process.exitCode = 1;
}
