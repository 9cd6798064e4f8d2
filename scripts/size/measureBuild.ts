/**
 * Builds one fixture page with Vite (production, minified) and measures the gzipped JavaScript
 * it loads before any interaction (the entry chunk and its static imports) and in total.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Manifest } from 'vite'

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
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error(`no entry chunk for ${name}`)
  const initial = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const imp of chunk.imports ?? []) visit(imp)
  }
  visit(entryKey)
  const allJs = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  )
  const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + gz(f), 0)
  const lazy = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && !initial.has(c.file))
    .map((c) => ({ src: c.src ?? c.name ?? c.file, file: c.file, gzip: gz(c.file) }))
  return {
    name,
    initialGzip: sum(initial),
    totalGzip: sum(allJs),
    lazyChunks: allJs.size - initial.size,
    lazy,
  }
}
