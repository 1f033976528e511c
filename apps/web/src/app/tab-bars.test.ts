import { describe, expect, it } from 'vitest';
import { tabBarsFor } from './tab-bars.ts';

const active = (bar: { tabs: readonly { label: string }[]; activeIndex: number } | undefined) =>
  bar && bar.activeIndex >= 0 ? bar.tabs[bar.activeIndex]?.label : undefined;

describe('tabBarsFor (spec 01 §2.2)', () => {
  it('shows the configuration bar with the tab of the path active', () => {
    const { primary, secondary } = tabBarsFor('/Jobs', 'ADMIN');
    expect(primary?.tabs.map((tab) => tab.label)).toEqual([
      'Empresa',
      'Firma',
      'Cargo',
      'Contable',
      'Nómina',
      'Ingresos y retenciones',
      'Habilitación DIAN',
      'Claves API',
      'Webhooks',
    ]);
    expect(active(primary)).toBe('Cargo');
    expect(active(tabBarsFor('/Webhooks', 'ADMIN').primary)).toBe('Webhooks');
    expect(secondary).toBeUndefined();
  });

  it('shows Claves API active on its screen', () => {
    expect(active(tabBarsFor('/CompanyApiKeys', 'ADMIN').primary)).toBe('Claves API');
  });

  it('shows Contable active and the accounting bar inside it on an accounting path', () => {
    const { primary, secondary } = tabBarsFor('/AccountantAccount_Plan', 'ADMIN');
    expect(active(primary)).toBe('Contable');
    expect(secondary?.tabs.map((tab) => tab.label)).toEqual([
      'Centro de costos',
      'Plan de cuentas',
      'Terceros',
    ]);
    expect(active(secondary)).toBe('Plan de cuentas');
  });

  it('shows the settlement bar and the novelties bar on a novelties path', () => {
    const { primary, secondary } = tabBarsFor('/NoveltiesLicenses', 'ADMIN');
    expect(primary?.tabs.map((tab) => tab.label)).toEqual([
      'Retiro',
      'Novedades',
      'Nómina',
      'Seguridad social',
      'Contabilidad',
      'Consignación cesantías',
      'Ingresos y retenciones',
      'Nómina electrónica',
    ]);
    expect(active(primary)).toBe('Novedades');
    expect(secondary?.tabs.map((tab) => tab.to)).toEqual([
      '/NoveltiesOvertime',
      '/NoveltiesReported',
      '/NoveltiesStatic',
      '/NoveltiesVacation',
      '/NoveltiesLicenses',
    ]);
    expect(active(secondary)).toBe('Ausentismos y licencias');
  });

  it('tells the settlement CIR tab from the configuration CIR tab', () => {
    expect(active(tabBarsFor('/CIR_Payroll', 'ADMIN').primary)).toBe('Ingresos y retenciones');
    expect(tabBarsFor('/CIR_Payroll', 'ADMIN').primary?.id).toBe('settlement');
    expect(tabBarsFor('/CIR', 'ADMIN').primary?.id).toBe('configuration');
  });

  it('shows only the payroll queries bar on a query path', () => {
    const { primary, secondary } = tabBarsFor('/HistoricSocialSecurity', 'ADMIN');
    expect(primary).toBeUndefined();
    expect(secondary?.tabs.map((tab) => tab.to)).toEqual([
      '/OpenPayroll',
      '/HistoricPayroll',
      '/HistoricSocialSecurity',
      '/HistoricAccounting',
      '/HistoricElectronicPayroll',
    ]);
    expect(secondary?.activeIndex).toBe(2);
  });

  it('shows the employees bar on the person and contract forms with Empleados active', () => {
    expect(active(tabBarsFor('/CreatePerson', 'ADMIN').primary)).toBe('Empleados');
    expect(active(tabBarsFor('/InitialBalance', 'ADMIN').primary)).toBe('Saldos iniciales');
  });

  it('shows the users bar on both password paths for an administrator', () => {
    for (const path of ['/Password_management', '/PasswordManagement']) {
      const { primary, secondary } = tabBarsFor(path, 'ADMIN');
      expect(primary).toBeUndefined();
      expect(secondary?.tabs.map((tab) => tab.label)).toEqual([
        'Usuarios Autogestión',
        'Gestión de contraseña',
        'Auditoría',
      ]);
      expect(active(secondary)).toBe('Gestión de contraseña');
    }
  });

  it('gives the employee the self-service bar with its password tab, and the administrator without it', () => {
    const employee = tabBarsFor('/PasswordManagement', 'CLIENT').primary;
    expect(employee?.tabs.map((tab) => tab.label)).toEqual([
      'Certificados',
      'Nómina',
      'Ingresos y retenciones',
      'Gestión de contraseña',
    ]);
    expect(active(employee)).toBe('Gestión de contraseña');
    expect(tabBarsFor('/PasswordManagement', 'CLIENT').secondary).toBeUndefined();
    const adminBar = tabBarsFor('/Voucher', 'ADMIN').primary;
    expect(adminBar?.tabs.map((tab) => tab.label)).toEqual([
      'Certificados',
      'Nómina',
      'Ingresos y retenciones',
    ]);
    expect(active(adminBar)).toBe('Nómina');
  });

  it('shows the self-service bar on any path containing Certificate or Voucher', () => {
    expect(active(tabBarsFor('/CIRVoucher', 'CLIENT').primary)).toBe('Ingresos y retenciones');
    expect(tabBarsFor('/ValidateCertificate/9', 'ADMIN').primary?.id).toBe('self-service');
  });

  it('shows the configuration bar without an active tab on /Festivos', () => {
    const { primary } = tabBarsFor('/Festivos', 'ADMIN');
    expect(primary?.id).toBe('configuration');
    expect(primary?.activeIndex).toBe(-1);
  });

  it('shows the billing bar on /PayOrder and nothing on /Home', () => {
    expect(active(tabBarsFor('/PayOrder', 'ADMIN').primary)).toBe('Pagar Pedidos');
    expect(tabBarsFor('/Home', 'ADMIN')).toEqual({});
  });
});

describe('tab routes shared with the help content (decision 0020)', () => {
  it('sends configuration Nómina to /Payroll and settlement Nómina to /PayrollPayment', () => {
    const configuration = tabBarsFor('/Payroll', 'ADMIN').primary;
    expect(configuration?.id).toBe('configuration');
    expect(configuration?.tabs[configuration.activeIndex]).toMatchObject({ label: 'Nómina', to: '/Payroll' });
    const settlement = tabBarsFor('/PayrollPayment', 'ADMIN').primary;
    expect(settlement?.id).toBe('settlement');
    expect(settlement?.tabs[settlement.activeIndex]).toMatchObject({
      label: 'Nómina',
      to: '/PayrollPayment',
    });
  });

  it('opens Retiro on the settlement area route /Social_benefits', () => {
    const settlement = tabBarsFor('/Social_benefits', 'ADMIN').primary;
    expect(settlement?.tabs[settlement.activeIndex]).toMatchObject({
      label: 'Retiro',
      to: '/Social_benefits',
    });
  });
});
