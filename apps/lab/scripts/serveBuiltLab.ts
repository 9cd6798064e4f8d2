/**
 * The lab built with Vite as a host builds its app (production mode, minified, lazy chunks) and
 * served by `vite preview` on 127.0.0.1: what `pnpm lab` shows and what the benchmarks measure.
 * The lab's environment (labEnvVariable) must be in process.env before the build.
 */
import { fileURLToPath } from 'node:url'
import { build, type PreviewServer, preview } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

export async function serveBuiltLab(opts: {
  port: number
  outDir: string
  /** called once built, right before the preview listens (to release a reserved port) */
  beforeListen?: () => Promise<void>
}): Promise<PreviewServer> {
  await build({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir: opts.outDir, emptyOutDir: true },
  })
  await opts.beforeListen?.()
  return preview({
    root,
    configFile: `${root}/vite.config.ts`,
    build: { outDir: opts.outDir },
    preview: { host: '127.0.0.1', port: opts.port, strictPort: true },
    logLevel: 'warn',
  })
}
