import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Unit and component tests: every package's *.test.ts(x) next to the code.
// .tsx tests run in happy-dom, .ts tests in node.
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['./vitest.setup.ts'],
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
