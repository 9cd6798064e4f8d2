import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The lab's devnet endpoints come from VITE_PORTICO_DEVNET (set by scripts/start.ts or the
// e2e setup); without it the lab assumes the fixed ports of `pnpm lab`.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // two lazy chunks are over Vite's 500 kB default on purpose: @polkadot/api (~900 kB) and
    // Polkadot's static metadata (~560 kB) load only when a polkadot transfer is built
    chunkSizeWarningLimit: 1000,
  },
})
