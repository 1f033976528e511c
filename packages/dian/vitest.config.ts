import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'dian', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
