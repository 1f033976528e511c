import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The port (E2E_PORT, default 3100) and data folder of the server the journeys start, apart from a developer's :3000. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// A port other than the default gets its own folder, so two runs side by side never share data.
export const E2E_DATA_DIR = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.tmp',
  process.env.E2E_PORT ? `e2e-data-${E2E_PORT}` : 'e2e-data',
);
export const OUTBOX_DIR = join(E2E_DATA_DIR, 'outbox');
/** The administrator the server is told operates the installation (INSTANCE_ADMIN_EMAILS). */
export const TI_OPERATOR_EMAIL = 'operador-ti@empresa-e2e.co';
/** The operator of the billing journey (issue 31): its own, so it never races the /TI journey's registration. */
export const BILLING_OPERATOR_EMAIL = 'operador-facturacion@empresa-e2e.co';
