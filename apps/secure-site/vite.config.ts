import { defineConfig } from 'vite'

// The frame page (src/frame) → dist/frame, served by the secure site at /frame (its assets
// under /frame/assets/). No inline script (the page's CSP is script-src 'self').
export default defineConfig({
  root: 'src/frame',
  base: '/frame/',
  build: {
    outDir: '../../dist/frame',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
})
