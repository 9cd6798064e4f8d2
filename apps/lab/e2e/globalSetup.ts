/**
 * Starts what the e2e tests drive: every local part of the lab (startLabServices, free ports)
 * and the lab built with Vite, served by `vite preview` on 127.0.0.1. Everything stops at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import type { TestProject } from 'vitest/node'
import { reservePort } from '../scripts/freePort.js'
import type { LabReplicaInputs } from '../scripts/replicas/startLabReplicaServers.js'
import { labEnvVariable, startLabServices } from '../scripts/startLabServices.js'
import type { LabEnv } from '../src/labEnv.js'

const root = fileURLToPath(new URL('..', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    labUrl: string
    labEnv: LabEnv
    /** issue 28: the lab's parts, for the replica test's own servers (replicas.e2e.test.ts) */
    labReplicaInputs: LabReplicaInputs
    /** @deprecated use labEnv */
    devnet: Pick<LabEnv, 'chains'>
  }
}

export default async function setup(project: TestProject) {
  // the lab's port is picked first so that the API allows the lab's origin (SPEC §6), and held
  // until the preview listens on it: a port only picked (freePort) was taken during the half
  // minute of starting the parts and building, and the run failed 'Port … is already in use'
  const { port, release } = await reservePort()
  const services = await startLabServices({
    fixedPorts: false,
    labOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  })
  Object.assign(process.env, labEnvVariable(services.env))
  // a fresh folder per run, so parallel runs (several engineers, CI) never share a build
  const outDir = await mkdtemp(join(tmpdir(), 'portico-lab-e2e-'))
  await build({
    root,
    configFile: `${root}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  await release()
  const server = await preview({
    root,
    configFile: `${root}/vite.config.ts`,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    logLevel: 'warn',
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('lab preview server did not start')
  project.provide('labUrl', url)
  project.provide('labEnv', services.env)
  project.provide('labReplicaInputs', services.replicaInputs)
  project.provide('devnet', { chains: services.env.chains })
  return async () => {
    await new Promise<void>((r) => server.httpServer.close(() => r()))
    await services.stop()
    await rm(outDir, { recursive: true, force: true })
  }
}
