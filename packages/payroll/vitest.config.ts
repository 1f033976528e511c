import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'payroll', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
