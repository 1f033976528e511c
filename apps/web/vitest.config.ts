import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Rendering PrimeReact in jsdom is slow when the whole suite runs in parallel on two cores.
    testTimeout: 20_000,
  },
});
