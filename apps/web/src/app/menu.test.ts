import { describe, expect, it } from 'vitest';
import { activeMenuEntry, menuFor } from './menu.ts';

const labels = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label);

describe('menuFor (spec 01 §2.2, §6)', () => {
  it('gives an administrator the nine entries with their first routes', () => {
    const menu = menuFor({ role: 'ADMIN', enabled: true, instanceAdmin: false });
    expect(menu.map((entry) => [entry.label, entry.to])).toEqual([
      ['Inicio', '/Home'],
      ['Empleados', '/Employes'],
      ['Liquidación', '/Social_benefits'],
      ['Consultas', '/OpenPayroll'],
      ['Configuración empresa', '/CompanyInfo'],
      ['Autogestión', '/Certificate'],
      ['Gestión usuarios', '/Users'],
      ['Facturación y pagos', '/PayOrder'],
      ['Soporte', '/Support'],
    ]);
  });

  it('adds TI only for the administrator of an instance flagged S', () => {
    const menu = menuFor({ role: 'ADMIN', enabled: true, instanceAdmin: true });
    expect(labels(menu)).toHaveLength(10);
    expect(menu.at(-1)).toMatchObject({ label: 'TI', to: '/TI' });
  });

  it('hides the menu for an administrator whose account is not enabled', () => {
    expect(menuFor({ role: 'ADMIN', enabled: false, instanceAdmin: true })).toEqual([]);
  });

  it('gives an employee its four self-service entries, never TI', () => {
    const menu = menuFor({ role: 'CLIENT', enabled: true, instanceAdmin: true });
    expect(menu.map((entry) => [entry.label, entry.to])).toEqual([
      ['Certificado', '/Certificate'],
      ['Comprobante', '/Voucher'],
      ['Ingresos y retenciones', '/CIRVoucher'],
      ['Gestión contraseña', '/PasswordManagement'],
    ]);
  });

  it('is empty when nobody is signed in', () => {
    expect(menuFor(null)).toEqual([]);
  });
});

describe('activeMenuEntry', () => {
  const menu = menuFor({ role: 'ADMIN', enabled: true, instanceAdmin: true });

  it.each([
    ['/Home', 'Inicio'],
    ['/CreateEmployee', 'Empleados'],
    ['/InitialBalance', 'Empleados'],
    ['/NoveltiesVacation', 'Liquidación'],
    ['/CIR_Payroll', 'Liquidación'],
    ['/PayrollPayment', 'Liquidación'],
    ['/HistoricAccounting', 'Consultas'],
    ['/AccountantThird', 'Configuración empresa'],
    ['/CIR', 'Configuración empresa'],
    ['/Payroll', 'Configuración empresa'],
    ['/CIRVoucher', 'Autogestión'],
    ['/Password_management', 'Gestión usuarios'],
    ['/TI', 'TI'],
  ])('marks %s as part of %s', (path, label) => {
    expect(activeMenuEntry(menu, path)?.label).toBe(label);
  });

  it('marks nothing for a path outside every area', () => {
    expect(activeMenuEntry(menu, '/Verification')).toBeUndefined();
  });
});
