import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/access/pages/login-page.tsx';
import { PageLoading, RootLayout } from './root-layout.tsx';
import { GUARDED_ROUTES, PUBLIC_ROUTES, REDIRECTS } from './route-table.ts';

/**
 * Every route of spec 01 §2.1 / spec 03 §2.1. Only /Login ships in the first bundle; every other
 * screen, and the shell itself, is loaded on demand.
 */
const screenPlaceholder = async () => ({
  Component: (await import('../components/screen-placeholder-page.tsx')).ScreenPlaceholderPage,
});
const publicPlaceholder = async () => ({
  Component: (await import('../components/public-placeholder-page.tsx')).PublicPlaceholderPage,
});

/** Screens complete in this issue; the rest show the "en construcción" panel. */
const BUILT_SCREENS: Record<string, RouteObject['lazy']> = {
  '/HistoricSocialSecurity': async () => ({
    Component: (await import('../features/queries/pages/social-security-query-page.tsx'))
      .SocialSecurityQueryPage,
  }),
  '/Accounting': async () => ({
    Component: (await import('../features/settlement/pages/accounting-page.tsx')).AccountingPage,
  }),
  '/HistoricAccounting': async () => ({
    Component: (await import('../features/queries/pages/accounting-query-page.tsx')).AccountingQueryPage,
  }),
  '/CIR_Payroll': async () => ({
    Component: (await import('../features/settlement/pages/cir-payroll-page.tsx')).CirPayrollPage,
  }),
  '/Severance': async () => ({
    Component: (await import('../features/settlement/pages/severance-page.tsx')).SeverancePage,
  }),
  '/SocialSecurity': async () => ({
    Component: (await import('../features/settlement/pages/social-security-page.tsx')).SocialSecurityPage,
  }),
  '/Certificate': async () => ({
    Component: (await import('../features/documents/pages/certificate-page.tsx')).CertificatePage,
  }),
  '/TI': async () => ({
    Component: (await import('../features/instance-admin/pages/instance-admin-page.tsx')).InstanceAdminPage,
  }),
  '/PayOrder': async () => ({
    Component: (await import('../features/billing/pages/pay-order-page.tsx')).PayOrderPage,
  }),
  '/Support': async () => ({
    Component: (await import('../features/support/pages/support-page.tsx')).SupportPage,
  }),
  '/CIRVoucher': async () => ({
    Component: (await import('../features/documents/pages/cir-voucher-page.tsx')).CirVoucherPage,
  }),
  '/Voucher': async () => ({
    Component: (await import('../features/documents/pages/voucher-page.tsx')).VoucherPage,
  }),
  '/Home': async () => ({
    Component: (await import('../features/home/pages/home-page.tsx')).HomePage,
  }),
  '/Verification': async () => ({
    Component: (await import('../features/access/pages/verification-page.tsx')).VerificationPage,
  }),
  '/PasswordManagement': async () => ({
    Component: (await import('../features/access/pages/password-management-page.tsx')).PasswordManagementPage,
  }),
  '/Password_management': async () => ({
    Component: (await import('../features/access/pages/password-management-page.tsx')).PasswordManagementPage,
  }),
  '/AccountantCost_center': async () => ({
    Component: (await import('../features/accounting/pages/cost-centres-page.tsx')).CostCentresPage,
  }),
  '/AccountantThird': async () => ({
    Component: (await import('../features/accounting/pages/third-parties-page.tsx')).ThirdPartiesPage,
  }),
  '/AccountantAccount_Plan': async () => ({
    Component: (await import('../features/accounting/pages/account-plan-page.tsx')).AccountPlanPage,
  }),
  '/NoveltiesOvertime': async () => ({
    Component: (await import('../features/novelties/pages/overtime-page.tsx')).OvertimePage,
  }),
  '/NoveltiesReported': async () => ({
    Component: (await import('../features/novelties/pages/reported-page.tsx')).ReportedPage,
  }),
  '/NoveltiesStatic': async () => ({
    Component: (await import('../features/novelties/pages/fixed-page.tsx')).FixedPage,
  }),
  '/NoveltiesVacation': async () => ({
    Component: (await import('../features/novelties/pages/vacations-page.tsx')).VacationsPage,
  }),
  '/NoveltiesLicenses': async () => ({
    Component: (await import('../features/novelties/pages/absences-page.tsx')).AbsencesPage,
  }),
  '/Social_benefits': async () => ({
    Component: (await import('../features/novelties/pages/retirements-page.tsx')).RetirementsPage,
  }),
  '/Festivos': async () => ({
    Component: (await import('../features/holidays/pages/holidays-page.tsx')).HolidaysPage,
  }),
  '/Payroll': async () => ({
    Component: (await import('../features/company/pages/payroll-config-page.tsx')).PayrollConfigPage,
  }),
  '/CIR': async () => ({
    Component: (await import('../features/company/pages/cir-config-page.tsx')).CirConfigPage,
  }),
  '/CompanyInfo': async () => ({
    Component: (await import('../features/company/pages/company-info-page.tsx')).CompanyInfoPage,
  }),
  '/Jobs': async () => ({
    Component: (await import('../features/company/pages/jobs-page.tsx')).JobsPage,
  }),
  '/Firms': async () => ({
    Component: (await import('../features/company/pages/signatures-page.tsx')).SignaturesPage,
  }),
  '/ElectronicPayroll': async () => ({
    Component: (await import('../features/electronic-payroll/pages/electronic-payroll-page.tsx'))
      .ElectronicPayrollPage,
  }),
  '/HistoricElectronicPayroll': async () => ({
    Component: (await import('../features/electronic-payroll/pages/historic-electronic-payroll-page.tsx'))
      .HistoricElectronicPayrollPage,
  }),
  '/ProcessDIAN': async () => ({
    Component: (await import('../features/electronic-payroll/pages/process-dian-page.tsx')).ProcessDianPage,
  }),
  '/CompanyApiKeys': async () => ({
    Component: (await import('../features/api-keys/pages/api-keys-page.tsx')).ApiKeysPage,
  }),
  '/Webhooks': async () => ({
    Component: (await import('../features/webhooks/pages/webhooks-page.tsx')).WebhooksPage,
  }),
  '/Users': async () => ({
    Component: (await import('../features/users/pages/users-page.tsx')).UsersPage,
  }),
  '/AuditLog': async () => ({
    Component: (await import('../features/audit/pages/audit-log-page.tsx')).AuditLogPage,
  }),
  '/InitialBalance': async () => ({
    Component: (await import('../features/initial-balances/pages/initial-balances-page.tsx'))
      .InitialBalancesPage,
  }),
  '/PayrollPayment': async () => ({
    Component: (await import('../features/settlement/pages/payroll-payment-page.tsx')).PayrollPaymentPage,
  }),
  '/OpenPayroll': async () => ({
    Component: (await import('../features/queries/pages/payroll-query-page.tsx')).OpenPayrollPage,
  }),
  '/HistoricPayroll': async () => ({
    Component: (await import('../features/queries/pages/payroll-query-page.tsx')).HistoricPayrollPage,
  }),
  '/Employes': async () => ({
    Component: (await import('../features/employees/pages/employees-page.tsx')).EmployeesPage,
  }),
  '/CreatePerson': async () => ({
    Component: (await import('../features/employees/pages/create-person-page.tsx')).CreatePersonPage,
  }),
  '/CreateEmployee': async () => ({
    Component: (await import('../features/employees/pages/create-employee-page.tsx')).CreateEmployeePage,
  }),
};

/** Public screens built so far; the rest show the "en construcción" panel. */
const BUILT_PUBLIC_SCREENS: Record<string, RouteObject['lazy']> = {
  '/ValidateCertificate/:id': async () => ({
    Component: (await import('../features/documents/pages/validate-certificate-page.tsx'))
      .ValidateCertificatePage,
  }),
  '/Register': async () => ({
    Component: (await import('../features/access/pages/register-page.tsx')).RegisterPage,
  }),
  '/CompleteRegister': async () => ({
    Component: (await import('../features/access/pages/complete-register-page.tsx')).CompleteRegisterPage,
  }),
  '/APIDocumentation': async () => ({
    Component: (await import('../features/api-docs/pages/api-docs-page.tsx')).ApiDocsPage,
  }),
};

const publicRoutes: RouteObject[] = PUBLIC_ROUTES.filter((route) => route.path !== '/Login').map((route) => ({
  path: route.path,
  lazy: BUILT_PUBLIC_SCREENS[route.path] ?? publicPlaceholder,
}));

const guardedRoutes: RouteObject[] = GUARDED_ROUTES.map((route) => ({
  path: route.path,
  lazy: BUILT_SCREENS[route.path] ?? screenPlaceholder,
}));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    children: [
      { path: '/Login', element: <LoginPage /> },
      {
        // PrimeReact's provider and settings come with the first screen after /Login (decision 0325).
        lazy: async () => ({ Component: (await import('./prime-layout.tsx')).PrimeLayout }),
        children: [
          ...publicRoutes,
          {
            path: '/Logout',
            lazy: async () => ({
              Component: (await import('../features/access/pages/logout-page.tsx')).LogoutPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).AppShell }),
            children: guardedRoutes,
          },
        ],
      },
      // Redirect-only paths and unknown paths: the root guard answers them before anything renders.
      ...Object.keys(REDIRECTS).map((path) => ({ path, element: null })),
      { path: '*', element: null },
    ],
  },
];

export const router = createBrowserRouter(routes);
