/**
 * Starts the local DIAN simulator for the demo and manual tests:
 *   npm run simulator -w packages/dian
 * Configuration (environment variables):
 *   DIAN_SIMULATOR_PORT      port on 127.0.0.1 (default 8765)
 *   DIAN_SOFTWARE_ID         software id to accept (required)
 *   DIAN_SOFTWARE_PIN        its PIN (required)
 *   DIAN_TEST_SET_ID         test set id for SendTestSetAsync (optional)
 *   DIAN_XSD_DIR             folder with the DIAN XSDs, the schemas the DIAN publishes with the Anexo
 *                            (default ../shared/reference/dian-xsd from the repository root; what they
 *                            are: docs/reference/dian-electronic-payroll.md, "The XSD files")
 *   DIAN_AMBIENTE            1 producción or 2 habilitación (default 2)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDianSimulator } from './server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const softwareId = process.env.DIAN_SOFTWARE_ID;
const pin = process.env.DIAN_SOFTWARE_PIN;
if (!softwareId || !pin) {
  console.error('Defina DIAN_SOFTWARE_ID y DIAN_SOFTWARE_PIN con el software que el simulador debe aceptar.');
  process.exit(1);
}
const xsdDirectory =
  process.env.DIAN_XSD_DIR ?? path.resolve(repoRoot, '..', 'shared', 'reference', 'dian-xsd');
const hasXsd = existsSync(path.join(xsdDirectory, 'NominaIndividualElectronicaXSD.xsd'));
if (!hasXsd)
  console.warn(`No se encontraron los XSD de la DIAN en ${xsdDirectory}: no se validará el esquema.`);
const environment = process.env.DIAN_AMBIENTE === '1' ? 1 : 2;

const simulator = await startDianSimulator({
  software: [{ softwareId, pin }],
  testSetIds: process.env.DIAN_TEST_SET_ID ? [process.env.DIAN_TEST_SET_ID] : [],
  xsdDirectory: hasXsd ? xsdDirectory : null,
  environment,
  port: Number(process.env.DIAN_SIMULATOR_PORT ?? 8765),
});
console.log(`Simulador DIAN (ambiente ${environment}) escuchando en ${simulator.url}`);

const stop = () => {
  void simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
