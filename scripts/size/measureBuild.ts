/**
 * Builds one fixture page with Vite (production, minified) and measures the gzipped JavaScript
 * it loads before any interaction (the entry chunk and its static imports) and in total.
 */
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { readManifest, startupSize } from './startupSize.js'

export interface SizeFigures {
  name: string
  initialGzip: number
  totalGzip: number
  lazyChunks: number
  /** every lazy chunk: the module it is made for (manifest `src`) and its gzip size */
  lazy: { src: string; file: string; gzip: number }[]
}

export async function measureBuild(name: string, entry: string, root: string): Promise<SizeFigures> {
  const outDir = await mkdtemp(join(tmpdir(), `portico-size-${name}-`))
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      manifest: true,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: { main: entry } },
    },
  })
  const manifest = readManifest(outDir)
  const { initial, initialGzip, all, totalGzip, gzip } = startupSize(outDir, manifest)
  const lazy = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && !initial.has(c.file))
    .map((c) => ({ src: c.src ?? c.name ?? c.file, file: c.file, gzip: gzip(c.file) }))
  return {
    name,
    initialGzip,
    totalGzip,
    lazyChunks: all.size - initial.size,
    lazy,
  }
}
