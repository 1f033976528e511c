import type { AccessProfile } from './access-profile.ts';

export interface MenuEntry {
  label: string;
  icon: string;
  to: string;
  /** Path prefixes (lower case) that mark this entry as the current area. */
  area: readonly string[];
}

/**
 * Side menu of spec 01 §2.2. Each entry opens the first tab of its area's tab bar.
 * Liquidación opens /Social_benefits, the settlement area route of spec 02 §2.
 */
const ADMIN_MENU: readonly MenuEntry[] = [
  { label: 'Inicio', icon: 'pi pi-home', to: '/Home', area: ['/home'] },
  {
    label: 'Empleados',
    icon: 'pi pi-users',
    to: '/Employes',
    area: ['/employes', '/initialbalance', '/createperson', '/createemployee'],
  },
  {
    label: 'Liquidación',
    icon: 'pi pi-calculator',
    to: '/Social_benefits',
    area: [
      '/social_benefits',
      '/novelties',
      '/payrollpayment',
      '/socialsecurity',
      '/accounting',
      '/severance',
      '/cir_payroll',
      '/electronicpayroll',
    ],
  },
  {
    label: 'Consultas',
    icon: 'pi pi-search',
    to: '/OpenPayroll',
    area: ['/openpayroll', '/historic'],
  },
  {
    label: 'Configuración empresa',
    icon: 'pi pi-building',
    to: '/CompanyInfo',
    area: [
      '/companyinfo',
      '/firms',
      '/jobs',
      '/accountant',
      '/payroll',
      '/cir',
      '/festivos',
      '/processdian',
      '/companyapikeys',
      '/webhooks',
    ],
  },
  {
    label: 'Autogestión',
    icon: 'pi pi-id-card',
    to: '/Certificate',
    area: ['/certificate', '/voucher', '/cirvoucher'],
  },
  {
    label: 'Gestión usuarios',
    icon: 'pi pi-user-edit',
    to: '/Users',
    area: ['/users', '/password_management', '/passwordmanagement', '/auditlog'],
  },
  { label: 'Facturación y pagos', icon: 'pi pi-wallet', to: '/PayOrder', area: ['/payorder'] },
  { label: 'Soporte', icon: 'pi pi-question-circle', to: '/Support', area: ['/support'] },
];

const TI_ENTRY: MenuEntry = { label: 'TI', icon: 'pi pi-server', to: '/TI', area: ['/ti'] };

const CLIENT_MENU: readonly MenuEntry[] = [
  { label: 'Certificado', icon: 'pi pi-file', to: '/Certificate', area: ['/certificate'] },
  { label: 'Comprobante', icon: 'pi pi-receipt', to: '/Voucher', area: ['/voucher'] },
  { label: 'Ingresos y retenciones', icon: 'pi pi-percentage', to: '/CIRVoucher', area: ['/cirvoucher'] },
  {
    label: 'Gestión contraseña',
    icon: 'pi pi-lock',
    to: '/PasswordManagement',
    area: ['/passwordmanagement'],
  },
];

/** The side menu for a user; empty (hidden) for an administrator whose account is not verified. */
export function menuFor(profile: AccessProfile | null): readonly MenuEntry[] {
  if (!profile) return [];
  if (profile.role === 'CLIENT') return CLIENT_MENU;
  if (!profile.enabled) return [];
  return profile.instanceAdmin ? [...ADMIN_MENU, TI_ENTRY] : ADMIN_MENU;
}

/** Whether a menu entry is the current area: the longest matching prefix wins (/cir vs /cir_payroll). */
export function activeMenuEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  const lower = pathname.toLowerCase();
  let best: { entry: MenuEntry; length: number } | undefined;
  for (const entry of entries) {
    for (const prefix of entry.area) {
      if (matchesPrefix(lower, prefix) && (!best || prefix.length > best.length)) {
        best = { entry, length: prefix.length };
      }
    }
  }
  return best?.entry;
}

/** A prefix matches its own path only, unless it names a family of paths. */
function matchesPrefix(path: string, prefix: string): boolean {
  if (path === prefix) return true;
  if (!path.startsWith(prefix)) return false;
  // Area prefixes that name a family ('/novelties', '/historic', '/accountant') cover their members.
  return FAMILY_PREFIXES.has(prefix);
}

const FAMILY_PREFIXES = new Set(['/novelties', '/historic', '/accountant']);
