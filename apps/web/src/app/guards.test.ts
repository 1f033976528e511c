import { describe, expect, it } from 'vitest';
import type { AccessProfile } from './access-profile.ts';
import { decideRoute } from './guards.ts';

const admin: AccessProfile = { role: 'ADMIN', enabled: true, instanceAdmin: false };
const unverifiedAdmin: AccessProfile = { role: 'ADMIN', enabled: false, instanceAdmin: false };
const tiAdmin: AccessProfile = { role: 'ADMIN', enabled: true, instanceAdmin: true };
const client: AccessProfile = { role: 'CLIENT', enabled: true, instanceAdmin: false };

describe('decideRoute: signed out', () => {
  it('sends / to /Login', () => {
    expect(decideRoute('/', null)).toEqual({ kind: 'redirect', to: '/Login' });
  });

  it.each(['/Login', '/Register', '/CompleteRegister', '/APIDocumentation', '/ValidateCertificate/123'])(
    'lets anyone open the public route %s',
    (path) => {
      expect(decideRoute(path, null)).toEqual({ kind: 'allow' });
    },
  );

  it.each(['/Home', '/Employes', '/Certificate', '/Verification', '/PasswordManagement', '/TI'])(
    'sends the guarded route %s to /Login',
    (path) => {
      expect(decideRoute(path, null)).toEqual({ kind: 'redirect', to: '/Login' });
    },
  );

  it('sends an unknown path to /Login', () => {
    expect(decideRoute('/Nowhere', null)).toEqual({ kind: 'redirect', to: '/Login' });
  });

  it('always lets /Logout run', () => {
    expect(decideRoute('/Logout', null)).toEqual({ kind: 'allow' });
    expect(decideRoute('/Logout', client)).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: redirects of spec 01 §2.1', () => {
  it('sends /Novelties to /NoveltiesOvertime and /Accountant to /AccountantCost_center', () => {
    expect(decideRoute('/Novelties', admin)).toEqual({ kind: 'redirect', to: '/NoveltiesOvertime' });
    expect(decideRoute('/Accountant', admin)).toEqual({ kind: 'redirect', to: '/AccountantCost_center' });
  });

  it('sends a signed-out /Novelties straight to /Login', () => {
    expect(decideRoute('/Novelties', null)).toEqual({ kind: 'redirect', to: '/Login' });
  });

  it('treats /Password_management and /PasswordManagement as one screen for an administrator', () => {
    expect(decideRoute('/Password_management', admin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/PasswordManagement', admin)).toEqual({ kind: 'allow' });
  });

  it('matches paths case-insensitively and ignores a trailing slash', () => {
    expect(decideRoute('/home/', admin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/novelties', admin)).toEqual({ kind: 'redirect', to: '/NoveltiesOvertime' });
  });
});

describe('decideRoute: the post-login flow of spec 01 §4', () => {
  it('sends a signed-in administrator from /Login to /Home', () => {
    expect(decideRoute('/Login', admin)).toEqual({ kind: 'redirect', to: '/Home' });
  });

  it('sends a signed-in employee from /Login to /Certificate', () => {
    expect(decideRoute('/Login', client)).toEqual({ kind: 'redirect', to: '/Certificate' });
  });

  it('sends an unverified administrator from /Home to /Verification', () => {
    expect(decideRoute('/Login', unverifiedAdmin)).toEqual({ kind: 'redirect', to: '/Home' });
    expect(decideRoute('/Home', unverifiedAdmin)).toEqual({ kind: 'redirect', to: '/Verification' });
  });

  it('keeps an unverified administrator on /Verification and password management only', () => {
    expect(decideRoute('/Verification', unverifiedAdmin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/PasswordManagement', unverifiedAdmin)).toEqual({ kind: 'allow' });
    expect(decideRoute('/Employes', unverifiedAdmin)).toEqual({ kind: 'redirect', to: '/Verification' });
    expect(decideRoute('/CompanyInfo', unverifiedAdmin)).toEqual({ kind: 'redirect', to: '/Verification' });
  });

  it('lets a verified administrator open every guarded screen but /TI', () => {
    for (const path of [
      '/Home',
      '/Employes',
      '/CompanyInfo',
      '/NoveltiesLicenses',
      '/Certificate',
      '/Users',
    ]) {
      expect(decideRoute(path, admin)).toEqual({ kind: 'allow' });
    }
    expect(decideRoute('/TI', admin)).toEqual({ kind: 'redirect', to: '/Home' });
    expect(decideRoute('/TI', tiAdmin)).toEqual({ kind: 'allow' });
  });

  it('sends an administrator on an unknown path to /Home', () => {
    expect(decideRoute('/Nowhere', admin)).toEqual({ kind: 'redirect', to: '/Home' });
  });
});

describe('decideRoute: an employee keeps to its four screens', () => {
  it.each(['/Certificate', '/Voucher', '/CIRVoucher', '/PasswordManagement'])('allows %s', (path) => {
    expect(decideRoute(path, client)).toEqual({ kind: 'allow' });
  });

  it.each(['/Home', '/Employes', '/Users', '/TI', '/Verification', '/NoveltiesOvertime', '/Nowhere'])(
    'signs out and sends %s to /Login',
    (path) => {
      expect(decideRoute(path, client)).toEqual({ kind: 'redirect', to: '/Login', signOut: true });
    },
  );

  it('opens the password screen under its employee path', () => {
    expect(decideRoute('/Password_management', client)).toEqual({
      kind: 'redirect',
      to: '/PasswordManagement',
    });
  });

  it('sends /Novelties to /Login too', () => {
    expect(decideRoute('/Novelties', client)).toEqual({ kind: 'redirect', to: '/Login', signOut: true });
  });
});
