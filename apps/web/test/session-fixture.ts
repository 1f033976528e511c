import type { TSessionResponse } from '@quincena/contracts/access';

/** A verified administrator's session without a company, its token valid for the next hour; tests override what they check. */
export const sessionFixture = (overrides: Partial<TSessionResponse> = {}): TSessionResponse => ({
  userId: 3,
  userName: 'usuario@empresa.co',
  email: 'usuario@empresa.co',
  role: 'ADMIN',
  enabled: true,
  instanceAdmin: false,
  termsAccepted: true,
  company: null,
  employeeNumberId: null,
  tokenIssuedAt: new Date().toISOString(),
  tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  ...overrides,
});
