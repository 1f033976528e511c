import type { Role } from './access-profile.ts';

export interface Tab {
  label: string;
  to: string;
  /** Lower-case paths this tab is active on; an entry ending in '*' covers a family of paths. */
  paths: readonly string[];
}

export interface TabBar {
  id: string;
  tabs: readonly Tab[];
}

export interface ShownTabBar extends TabBar {
  /** Index of the tab the current path belongs to, -1 when none (e.g. /Festivos). */
  activeIndex: number;
}

const tab = (label: string, to: string, ...extra: string[]): Tab => ({
  label,
  to,
  paths: [to.toLowerCase(), ...extra],
});

/** Tab bars of spec 01 §2.2 (configuration, settlement, employees, self-service, billing). */
const CONFIGURATION: TabBar = {
  id: 'configuration',
  tabs: [
    tab('Empresa', '/CompanyInfo'),
    tab('Firma', '/Firms'),
    tab('Cargo', '/Jobs'),
    tab('Contable', '/AccountantCost_center', '/accountant*'),
    tab('Nómina', '/Payroll'),
    tab('Ingresos y retenciones', '/CIR'),
    tab('Habilitación DIAN', '/ProcessDIAN'),
    tab('Claves API', '/CompanyApiKeys'),
    tab('Webhooks', '/Webhooks'),
  ],
};

const SETTLEMENT: TabBar = {
  id: 'settlement',
  tabs: [
    tab('Retiro', '/Social_benefits'),
    tab('Novedades', '/NoveltiesOvertime', '/novelties*'),
    tab('Nómina', '/PayrollPayment'),
    tab('Seguridad social', '/SocialSecurity'),
    tab('Contabilidad', '/Accounting'),
    tab('Consignación cesantías', '/Severance'),
    tab('Ingresos y retenciones', '/CIR_Payroll'),
    tab('Nómina electrónica', '/ElectronicPayroll'),
  ],
};

const EMPLOYEES: TabBar = {
  id: 'employees',
  tabs: [
    tab('Empleados', '/Employes', '/createperson', '/createemployee'),
    tab('Saldos iniciales', '/InitialBalance'),
  ],
};

const SELF_SERVICE_TABS = [
  tab('Certificados', '/Certificate'),
  tab('Nómina', '/Voucher'),
  tab('Ingresos y retenciones', '/CIRVoucher'),
];

const SELF_SERVICE: TabBar = { id: 'self-service', tabs: SELF_SERVICE_TABS };

const SELF_SERVICE_CLIENT: TabBar = {
  id: 'self-service',
  tabs: [...SELF_SERVICE_TABS, tab('Gestión de contraseña', '/PasswordManagement')],
};

const BILLING: TabBar = { id: 'billing', tabs: [tab('Pagar Pedidos', '/PayOrder')] };

/** Secondary tab bars of spec 01 §2.2 and spec 03 §2.1 (novelties, payroll queries, accounting, users). */
const NOVELTIES: TabBar = {
  id: 'novelties',
  tabs: [
    tab('Horas extra y recargos', '/NoveltiesOvertime'),
    tab('Reportados', '/NoveltiesReported'),
    tab('Fijas', '/NoveltiesStatic'),
    tab('Vacaciones', '/NoveltiesVacation'),
    tab('Ausentismos y licencias', '/NoveltiesLicenses'),
  ],
};

const PAYROLL_QUERIES: TabBar = {
  id: 'payroll-queries',
  tabs: [
    tab('Nómina abierta', '/OpenPayroll'),
    tab('Acumulados históricos', '/HistoricPayroll'),
    tab('Seguridad social', '/HistoricSocialSecurity'),
    tab('Contabilidad', '/HistoricAccounting'),
    tab('Nómina electrónica', '/HistoricElectronicPayroll'),
  ],
};

const ACCOUNTING: TabBar = {
  id: 'accounting',
  tabs: [
    tab('Centro de costos', '/AccountantCost_center'),
    tab('Plan de cuentas', '/AccountantAccount_Plan'),
    tab('Terceros', '/AccountantThird'),
  ],
};

const USERS: TabBar = {
  id: 'users',
  tabs: [
    tab('Usuarios Autogestión', '/Users'),
    tab('Gestión de contraseña', '/Password_management', '/passwordmanagement'),
    tab('Auditoría', '/AuditLog'),
  ],
};

function tabMatches(t: Tab, path: string): boolean {
  return t.paths.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
}

function barContaining(bars: readonly TabBar[], path: string): TabBar | undefined {
  return bars.find((bar) => bar.tabs.some((t) => tabMatches(t, path)));
}

function show(bar: TabBar | undefined, path: string): ShownTabBar | undefined {
  if (!bar) return undefined;
  return { ...bar, activeIndex: bar.tabs.findIndex((t) => tabMatches(t, path)) };
}

/**
 * The tab bars for a path: a primary bar for the area and, inside it, a secondary bar.
 * The self-service bar also shows on any path containing Certificate or Voucher (spec 01 §2.2).
 */
export function tabBarsFor(pathname: string, role: Role): { primary?: ShownTabBar; secondary?: ShownTabBar } {
  const path = pathname.toLowerCase();
  const selfService = role === 'CLIENT' ? SELF_SERVICE_CLIENT : SELF_SERVICE;

  let primary: TabBar | undefined;
  if (path.includes('certificate') || path.includes('voucher')) primary = selfService;
  else if (role === 'CLIENT') primary = barContaining([selfService], path);
  else if (path === '/festivos') primary = CONFIGURATION;
  else primary = barContaining([CONFIGURATION, SETTLEMENT, EMPLOYEES, BILLING], path);

  const secondary =
    role === 'CLIENT' ? undefined : barContaining([NOVELTIES, PAYROLL_QUERIES, ACCOUNTING, USERS], path);

  const result: { primary?: ShownTabBar; secondary?: ShownTabBar } = {};
  const shownPrimary = show(primary, path);
  const shownSecondary = show(secondary, path);
  if (shownPrimary) result.primary = shownPrimary;
  if (shownSecondary) result.secondary = shownSecondary;
  return result;
}
