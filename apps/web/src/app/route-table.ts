/**
 * The complete route table of spec 01 §2.1 and spec 03 §2.1.
 * Each screen names its Spanish title; `built` screens are complete in this issue, the rest show
 * the "en construcción" panel until the issue that builds them lands.
 */
export type Access = 'public' | 'guarded';

export interface ScreenRoute {
  path: string;
  title: string;
  access: Access;
  /** Key of the help video shown beside the title (`<detailId>_VIDEO` in localStorage). */
  videoKey?: string;
}

export const PUBLIC_ROUTES: readonly ScreenRoute[] = [
  { path: '/Login', title: 'Iniciar sesión', access: 'public', videoKey: 'LOGIN' },
  { path: '/Register', title: 'Crear cuenta', access: 'public', videoKey: 'REGISTER' },
  { path: '/CompleteRegister', title: 'Completar registro', access: 'public' },
  { path: '/APIDocumentation', title: 'Documentación del API', access: 'public' },
  { path: '/ValidateCertificate/:id', title: 'Validación carta laboral', access: 'public' },
];

export const GUARDED_ROUTES: readonly ScreenRoute[] = [
  { path: '/Home', title: 'Inicio', videoKey: 'HOME' },
  { path: '/Employes', title: 'Empleados', videoKey: 'EMPLOYES' },
  { path: '/InitialBalance', title: 'Saldos iniciales', videoKey: 'INITIALBALANCE' },
  { path: '/CreatePerson', title: 'Información personal', videoKey: 'CREATEPERSON' },
  { path: '/CreateEmployee', title: 'Información del contrato', videoKey: 'CREATEEMPLOYEE' },
  { path: '/CompanyInfo', title: 'Datos empresa', videoKey: 'COMPANYINFO' },
  { path: '/Firms', title: 'Firma', videoKey: 'FIRMS' },
  { path: '/Jobs', title: 'Cargos', videoKey: 'JOBS' },
  { path: '/Payroll', title: 'Configuración de nómina', videoKey: 'PAYROLL' },
  { path: '/CIR', title: 'Configuración ingresos y retenciones', videoKey: 'CIR' },
  { path: '/Festivos', title: 'Configuración festivos', videoKey: 'FESTIVOS' },
  { path: '/ProcessDIAN', title: 'Proceso habilitación DIAN', videoKey: 'PROCESSDIAN' },
  { path: '/CompanyApiKeys', title: 'Claves API' },
  { path: '/Webhooks', title: 'Webhooks' },
  { path: '/AccountantCost_center', title: 'Centro de costos', videoKey: 'ACCOUNTANTCOST_CENTER' },
  { path: '/AccountantAccount_Plan', title: 'Plan de cuentas', videoKey: 'ACCOUNTANTACCOUNT_PLAN' },
  { path: '/AccountantThird', title: 'Terceros', videoKey: 'ACCOUNTANTTHIRD' },
  { path: '/Social_benefits', title: 'Novedades de retiros', videoKey: 'SOCIAL_BENEFITS' },
  { path: '/NoveltiesOvertime', title: 'Horas extra y recargos', videoKey: 'NOVELTIES' },
  { path: '/NoveltiesReported', title: 'Novedades reportadas', videoKey: 'NOVELTIES' },
  { path: '/NoveltiesStatic', title: 'Novedades fijas', videoKey: 'NOVELTIES' },
  { path: '/NoveltiesVacation', title: 'Vacaciones', videoKey: 'NOVELTIES' },
  { path: '/NoveltiesLicenses', title: 'Ausentismos y licencias', videoKey: 'NOVELTIES' },
  { path: '/PayrollPayment', title: 'Liquidación de nómina', videoKey: 'SETTLEMENT' },
  { path: '/SocialSecurity', title: 'Liquidación de seguridad social', videoKey: 'SOCIALSECURITY' },
  { path: '/Accounting', title: 'Liquidación de contabilidad', videoKey: 'ACCOUNTING' },
  { path: '/Severance', title: 'Liquidación de cesantías', videoKey: 'SEVERANCE' },
  { path: '/CIR_Payroll', title: 'Liquidación ingresos y retenciones', videoKey: 'CIR_PAYROLL' },
  { path: '/ElectronicPayroll', title: 'Nómina electrónica', videoKey: 'ELECTRONICPAYROLL' },
  { path: '/OpenPayroll', title: 'Nómina abierta', videoKey: 'OPENPAYROLL' },
  { path: '/HistoricPayroll', title: 'Nómina acumulados históricos', videoKey: 'HISTORICPAYROLL' },
  { path: '/HistoricSocialSecurity', title: 'Consulta seguridad social', videoKey: 'HISTORICSOCIALSECURITY' },
  { path: '/HistoricAccounting', title: 'Consulta contabilidad', videoKey: 'HISTORICACCOUNTING' },
  {
    path: '/HistoricElectronicPayroll',
    title: 'Consulta nómina electrónica',
    videoKey: 'HISTORICELECTRONICPAYROLL',
  },
  { path: '/Certificate', title: 'Certificados', videoKey: 'CERTIFICATE' },
  { path: '/Voucher', title: 'Comprobantes de nómina', videoKey: 'VOUCHER' },
  { path: '/CIRVoucher', title: 'Comprobantes de ingresos y retenciones', videoKey: 'CIRVOUCHER' },
  { path: '/Users', title: 'Usuarios autogestión', videoKey: 'USERS' },
  { path: '/AuditLog', title: 'Auditoría', videoKey: 'AUDITLOG' },
  { path: '/PasswordManagement', title: 'Gestión de contraseña', videoKey: 'PASSWORDMANAGEMENT' },
  { path: '/Password_management', title: 'Gestión de contraseña', videoKey: 'PASSWORDMANAGEMENT' },
  { path: '/PayOrder', title: 'Facturación', videoKey: 'PAYORDER' },
  { path: '/Support', title: 'Soporte', videoKey: 'SUPPORT' },
  { path: '/Verification', title: 'Verificación de cuenta', videoKey: 'VERIFICATION' },
  { path: '/TI', title: 'Administración instancias', videoKey: 'TI' },
].map((route) => ({ ...route, access: 'guarded' as const }));

/** Paths that only redirect (spec 01 §2.1). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/Login',
  '/Novelties': '/NoveltiesOvertime',
  '/Accountant': '/AccountantCost_center',
};

/** The four screens a CLIENT may open (spec 01 §2.2 route guard). */
export const CLIENT_PATHS: readonly string[] = [
  '/Certificate',
  '/Voucher',
  '/CIRVoucher',
  '/PasswordManagement',
];

/** Paths where the top bar is hidden (spec 01 §2.2). */
export const BARE_PATHS: readonly string[] = [
  '/Login',
  '/Register',
  '/CompleteRegister',
  '/APIDocumentation',
];

const byPath = new Map(
  [...PUBLIC_ROUTES, ...GUARDED_ROUTES].map((route) => [route.path.toLowerCase(), route] as const),
);

/** The screen for a concrete path; matches the spec's routes case-insensitively, like the browser router. */
export function findScreen(pathname: string): ScreenRoute | undefined {
  const clean = normalizePath(pathname).toLowerCase();
  const exact = byPath.get(clean);
  if (exact) return exact;
  if (clean.startsWith('/validatecertificate/')) return byPath.get('/validatecertificate/:id');
  return undefined;
}

/** Drops a trailing slash so '/Home/' and '/Home' are one screen. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.slice(0, -1);
  return pathname || '/';
}
