// The scratch host's own Vite config, as a host app has it. HOST_ENTRY picks the page:
// index.html (with Portico) or baseline.html (the same app without it).
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    rollupOptions: { input: process.env.HOST_ENTRY === 'baseline' ? 'baseline.html' : 'index.html' },
  },
})
