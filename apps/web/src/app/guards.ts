import type { AccessProfile } from './access-profile.ts';
import { CLIENT_PATHS, findScreen, normalizePath, REDIRECTS } from './route-table.ts';

export type GuardDecision =
  | { kind: 'allow' }
  /** `signOut` ends the session first: a CLIENT outside its four screens is treated like a 403. */
  | { kind: 'redirect'; to: string; signOut?: boolean };

const ALLOW: GuardDecision = { kind: 'allow' };

/** Screens an administrator whose account is not verified may still open (spec 01 §6: "directed to /Verification"). */
const UNVERIFIED_ADMIN_PATHS = ['/Verification', '/PasswordManagement', '/Password_management'];

/**
 * Where a user may go (spec 01 §2.1–§2.2, §6; spec 03 §2.1). Pure: the router renders a redirect
 * when this answers one, and the unit tests pin every rule.
 */
export function decideRoute(rawPath: string, profile: AccessProfile | null): GuardDecision {
  const path = normalizePath(rawPath);
  const lower = path.toLowerCase();
  if (lower === '/logout') return ALLOW;

  const alias = Object.entries(REDIRECTS).find(([from]) => from.toLowerCase() === lower);
  if (alias) {
    const next = decideRoute(alias[1], profile);
    return next.kind === 'allow' ? { kind: 'redirect', to: alias[1] } : next;
  }

  const screen = findScreen(path);

  if (!profile) {
    if (screen?.access === 'public') return ALLOW;
    return { kind: 'redirect', to: '/Login' };
  }

  // After sign-in the guard chain is the post-login flow of spec 01 §4: an administrator lands on
  // /Home (and, while not verified, on /Verification); an employee on /Certificate.
  if (lower === '/login') {
    return { kind: 'redirect', to: profile.role === 'CLIENT' ? '/Certificate' : '/Home' };
  }
  if (screen?.access === 'public') return ALLOW;

  if (profile.role === 'CLIENT') {
    if (lower === '/password_management') return { kind: 'redirect', to: '/PasswordManagement' };
    if (screen && CLIENT_PATHS.includes(screen.path)) return ALLOW;
    return { kind: 'redirect', to: '/Login', signOut: true };
  }

  if (!screen) return { kind: 'redirect', to: profile.enabled ? '/Home' : '/Verification' };
  if (!profile.enabled && !UNVERIFIED_ADMIN_PATHS.includes(screen.path)) {
    return { kind: 'redirect', to: '/Verification' };
  }
  if (screen.path === '/TI' && !profile.instanceAdmin) return { kind: 'redirect', to: '/Home' };
  return ALLOW;
}
