import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/chromium.ts';

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.1.0-test') },
  test: {
    // Waits on a condition (expect.poll, expect.element) give a loaded 2-core machine room: CI runs the
    // unit, browser and e2e projects at once, and a first render there can take seconds. A wait ends as
    // soon as its condition holds, so this costs a passing test nothing.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests and first-time module loads can take seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          include: ['shared/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'cli/**/*.test.ts', 'test/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        optimizeDeps: {
          // Pre-bundled up front: a dependency found mid-run makes Vite reload the page and fail the test in flight.
          include: ['react', 'react-dom', 'react-dom/client', '@mantine/core', '@mantine/hooks', '@mantine/modals', '@mantine/notifications', 'dexie', 'dexie-react-hooks', 'zod', 'konva', 'react-konva'],
        },
        test: {
          name: 'browser',
          // A scenario's first test pays for loading its screen's modules: room for that on a loaded machine.
          testTimeout: 30_000,
          include: ['renderer/**/*.browser.test.{ts,tsx}'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
