import { defineConfig } from 'vitest/config';
import webConfig from './web/vite.config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api/src/**/*.test.ts', 'openapi/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: webConfig.plugins?.filter(
          (p) => p && !Array.isArray(p) && 'name' in p && !String(p.name).startsWith('tanstack'),
        ),
        resolve: webConfig.resolve,
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
