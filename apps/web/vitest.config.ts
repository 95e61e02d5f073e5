import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a bound, not a wait: `npm test` runs the typecheck beside vitest on 2 cores, where a page that types
    // into five fields took over vitest's default 5 s
    testTimeout: 15_000,
  },
});
