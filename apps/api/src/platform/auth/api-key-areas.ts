import type { TApiKeyArea } from '@quincena/contracts/api-keys';

/**
 * Which area each /api route belongs to for a company API key (decision 0337), by path prefix; the
 * longest matching prefix wins. `READ_ANY` routes are shared catalogues any key may read; a route
 * matching no prefix, or mapped to `NEVER`, is refused to every key: sessions and passwords, users,
 * keys and webhooks, the company's registration, billing, support, the audit log and the
 * installation's administration stay with people.
 */
type RouteArea = TApiKeyArea | 'READ_ANY' | 'NEVER';

const AREAS: ReadonlyArray<readonly [string, RouteArea]> = [
  ['/api/access', 'NEVER'],
  ['/api/users', 'NEVER'],
  ['/api/api-keys', 'NEVER'],
  ['/api/webhooks', 'NEVER'],
  ['/api/instance-admin', 'NEVER'],
  ['/api/billing', 'NEVER'],
  ['/api/support', 'NEVER'],
  ['/api/company', 'NEVER'],
  ['/api/audit-log', 'NEVER'],
  ['/api/metrics', 'NEVER'],
  ['/api/bulk-loads/users', 'NEVER'],

  ['/api/reference', 'READ_ANY'],
  ['/api/holidays', 'READ_ANY'],
  ['/api/novelties/diagnoses', 'READ_ANY'],
  ['/api/contracts/form-options', 'READ_ANY'],
  ['/api/help', 'READ_ANY'],
  // The pay periods every area names by calendarId (a time clock needs the open one to send novelties).
  ['/api/calendars', 'READ_ANY'],

  ['/api/employees', 'employees'],
  ['/api/persons', 'employees'],
  ['/api/contracts', 'employees'],
  ['/api/initial-balances', 'employees'],
  ['/api/bulk-loads/employees', 'employees'],
  ['/api/bulk-loads/salary-history', 'employees'],

  ['/api/novelties', 'novelties'],
  ['/api/bulk-loads/novelties-overtime', 'novelties'],
  ['/api/bulk-loads/novelties-reported', 'novelties'],
  // The kind is a path parameter: only the kinds listed here are open, each in its area.
  ['/api/bulk-loads', 'NEVER'],
  ['/api/bulk-loads/accumulated-history', 'settlement'],

  ['/api/processes', 'settlement'],
  ['/api/payroll-review', 'settlement'],
  ['/api/jobs', 'settlement'],
  ['/api/settlement', 'settlement'],
  ['/api/retroactive', 'settlement'],
  ['/api/concepts', 'settlement'],
  ['/api/payroll-config', 'settlement'],
  ['/api/home', 'settlement'],

  ['/api/queries', 'queries'],
  ['/api/queries/accounting', 'accounting'],

  ['/api/documents', 'documents'],
  ['/api/signatures', 'documents'],
  ['/api/cir-config', 'documents'],

  ['/api/accounting', 'accounting'],
  ['/api/settlement/accounting-report', 'accounting'],

  ['/api/electronic-payroll', 'electronicPayroll'],
];

const BY_LENGTH = [...AREAS].sort((a, b) => b[0].length - a[0].length);

/**
 * The area of a path: the concrete one a request asked (`/api/bulk-loads/users`, so a path
 * parameter that names the kind counts) or a route pattern (`/api/novelties/overtime/{id}`, for the
 * OpenAPI document).
 */
export function routeAreaOf(path: string): RouteArea {
  const url = path.split('?')[0] ?? '';
  for (const [prefix, area] of BY_LENGTH) {
    if (url === prefix || url.startsWith(`${prefix}/`)) return area;
  }
  return 'NEVER';
}
