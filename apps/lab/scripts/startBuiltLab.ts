/**
 * The lab as a user gets it, for the benchmark scripts: every local part (startLabServices, free
 * ports) and the lab built with Vite, served by `vite preview` on 127.0.0.1.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LabEnv } from '../src/labEnv.js'
import { reservePort } from './freePort.js'
import { serveBuiltLab } from './serveBuiltLab.js'
import { labEnvVariable, startLabServices } from './startLabServices.js'

export interface BuiltLab {
  url: string
  env: LabEnv
  stop(): Promise<void>
}

export async function startBuiltLab(): Promise<BuiltLab> {
  // the lab's port is picked first so that the API allows the lab's origin (SPEC §6; sign-in
  // nonces are bound to it)
  // held until the preview listens on it (a port only picked can be taken meanwhile)
  const { port, release } = await reservePort()
  const services = await startLabServices({
    fixedPorts: false,
    labOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  })
  Object.assign(process.env, labEnvVariable(services.env))
  const outDir = await mkdtemp(join(tmpdir(), 'portico-bench-'))
  const server = await serveBuiltLab({ port, outDir, beforeListen: release })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('preview did not start')
  return {
    url,
    env: services.env,
    async stop() {
      await new Promise<void>((r) => server.httpServer.close(() => r()))
      await services.stop()
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * A fresh browser context (empty cache) on the built lab with the lab wallet connected (it
 * approves by itself, `wallet=auto`) and the dialog opened on the Account view.
 */
export async function openConnectedLab(browser: import('playwright-core').Browser, lab: BuiltLab) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${lab.url}?config=default&wallet=auto`)
  await page.getByTestId('lab-status').waitFor()
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-dev.portico.labwallet').click()
  await page.waitForFunction(
    () =>
      (
        window as unknown as { portico: { getState(): { accounts: { eip155?: { status: string } } } } }
      ).portico.getState().accounts.eip155?.status === 'connected',
  )
  await page.getByTestId('connect-button').click()
  return { context, page }
}

/**
 * The login benchmarks' baseline: the Lab Wallet (an injected EIP-6963 wallet, `?wallet=auto`),
 * timed from its click in the Connect view to connected, `runs` times in fresh contexts (ms).
 */
export async function timeInjectedConnect(
  browser: import('playwright-core').Browser,
  lab: BuiltLab,
  runs: number,
): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext()
    const page = await ctx.newPage()
    await page.goto(`${lab.url}?config=default&wallet=auto`)
    await page.getByTestId('lab-status').waitFor()
    await page.getByTestId('connect-button').click()
    const row = page.getByTestId('wallet-dev.portico.labwallet')
    await row.waitFor()
    const t0 = Date.now()
    await row.click()
    await page.waitForFunction(
      () => document.querySelector('[data-testid="lab-status"]')?.textContent?.trim() === 'connected',
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    times.push(Date.now() - t0)
    await ctx.close()
  }
  return times
}
