/**
 * Starts what the e2e tests drive: the devnet (anvil, free ports), the lab built with Vite and
 * served by `vite preview` on 127.0.0.1. Everything stops at the end.
 */
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@portico/testing/node'
import { build, preview } from 'vite'
import type { TestProject } from 'vitest/node'

const root = fileURLToPath(new URL('..', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    labUrl: string
    devnet: { chains: { chainId: number; name: string; rpcUrl: string }[] }
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startDevnet()
  const chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  process.env.VITE_PORTICO_DEVNET = JSON.stringify({ chains })
  const outDir = `${root}/.e2e-dist`
  await build({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    root,
    configFile: `${root}/vite.config.ts`,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'warn',
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('lab preview server did not start')
  project.provide('labUrl', url)
  project.provide('devnet', { chains })
  return async () => {
    await new Promise<void>((r) => server.httpServer.close(() => r()))
    await devnet.stop()
  }
}
