import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and component tests: every package's *.test.ts(x) next to the code.
// .tsx tests run in happy-dom, .ts tests in node.
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Hooks start local parts (PGlite: WASM and migrations; anvil; a relay): seconds of CPU that a
    // busy machine stretches. Their limit is there to catch a hang, as in the e2e config; most such
    // hooks said 60 s one by one and the ones that did not (onramp's second server) failed under
    // load. Tests keep vitest's 5 s.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            // issue 28: the lab's replica topology (its proxy)
            'apps/lab/scripts/replicas/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx', 'scripts/**/*.test.tsx'],
        },
      },
    ],
  },
})
