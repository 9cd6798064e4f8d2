/**
 * Which modules a host pays for at startup: builds a size fixture (default porticoButtons.tsx)
 * like measureBuild.ts and lists the modules of the chunks loaded before any interaction, by
 * rendered size (minified, before gzip). `tsx scripts/size/analyzeStartup.ts [fixture] [top]`.
 * Use it when `pnpm size` or `pnpm test:host` grows, to see what grew.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { OutputChunk, RollupOutput } from 'rollup'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), 'fixtures')
const fixture = process.argv[2] ?? 'porticoButtons.tsx'
const top = Number(process.argv[3] ?? 40)
const out = (await build({
  root,
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    write: false,
    minify: true,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: { input: { main: join(root, fixture) } },
  },
})) as RollupOutput | RollupOutput[]
const chunks = (Array.isArray(out) ? out.flatMap((o) => o.output) : out.output).filter(
  (c): c is OutputChunk => c.type === 'chunk',
)
const byName = new Map(chunks.map((c) => [c.fileName, c]))
const initial = new Set<string>()
const visit = (c: OutputChunk) => {
  if (initial.has(c.fileName)) return
  initial.add(c.fileName)
  for (const i of c.imports) visit(byName.get(i)!)
}
for (const c of chunks) if (c.isEntry) visit(c)
const modules: [string, number][] = []
for (const f of initial)
  for (const [id, m] of Object.entries(byName.get(f)!.modules))
    modules.push([
      id.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, 'packages/'),
      m.renderedLength,
    ])
modules.sort((a, b) => b[1] - a[1])
const total = modules.reduce((n, [, s]) => n + s, 0)
console.log(`${initial.size} startup chunks, ${modules.length} modules, ${total} bytes rendered`)
for (const [id, size] of modules.slice(0, top)) console.log(String(size).padStart(8), id)
