import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'pila', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
