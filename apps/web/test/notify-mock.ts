import { vi } from 'vitest';

/**
 * Stand-in for components/notify.tsx, so a test can check which message the user was shown.
 * Use as `vi.mock('<path>/notify.tsx', () => import('<path>/test/notify-mock.ts'))`.
 */
export const notify = {
  success: vi.fn(),
  info: vi.fn(),
  warn: vi.fn(),
  serverError: vi.fn(),
  error: vi.fn(),
  clear: vi.fn(),
};
