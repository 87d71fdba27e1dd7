import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * Integration test files run on this many workers, each with its own database (a copy of the
 * migrated one, tests/int/global-setup.ts) and media folder, so that no test sees another's rows.
 * Two by default on these 2 cores: 253 s against 360 s for one (the last measure, 886 against
 * 817 s, was taken while every file's Payload spawned a types generator of its own).
 */
process.env.INT_WORKERS ??= '2'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/server-only.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure logic: files share their worker's modules instead of importing them afresh
          // (measured: 96 s → ~45 s, most of it import). A file that needs its own environment
          // stubs it, then imports after vi.resetModules() (mail.test.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          // A throw-away database per worker (global-setup.ts), so files run side by side.
          setupFiles: ['tests/int/worker-database.ts'],
          // Files share their worker's loaded packages; each gets the app's modules, environment
          // and Payload afresh (worker-database.ts). Measured: import summed 333 of 1,022 s.
          isolate: false,
          maxWorkers: Number(process.env.INT_WORKERS),
          // A failure shows the whole objects: `[ { …(3) } ]` hid which gateway error it was.
          chaiConfig: { truncateThreshold: 0 },
          // Bounds, not waits: a test that starts a process loading Payload took 68 s beside a
          // busy CI run (load 13 on 2 cores); the suite must hold on such a machine.
          testTimeout: 240_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Issue 21 point 7: several standalone instances, a worker, Redis and nginx (tests/scale/).
          name: 'scale',
          include: ['tests/scale/**/*.scale.spec.ts'],
          environment: 'node',
          globalSetup: ['tests/scale/global-setup.ts'],
          // One topology at a time: the machine has 2 cores.
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
