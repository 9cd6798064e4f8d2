import { defineConfig } from 'vitest/config'

// End-to-end: headless Chromium drives the built lab against the local devnet, all started by
// apps/lab/e2e/globalSetup.ts. One file at a time: the machine has 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['apps/lab/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['apps/lab/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
