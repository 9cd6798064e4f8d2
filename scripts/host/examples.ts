/**
 * examples/* as a person who copies one gets it (issue 32): each is installed from the packed
 * tarballs with npm (its other packages at its own ranges, from the registry), built with its own tools (tsc + vite build, next build) and served by them
 * (vite preview, next start), then driven in Chromium against the lab's devnet: the lab wallet,
 * brought in as an extension, connects. The Next.js app is then visited again as a returning
 * visitor: its first HTML (the server's, from the visitor's cookies) must already show the account,
 * and the browser must hydrate it with no hydration warning, no console error and no page error.
 * No request may leave 127.0.0.1.
 */
import assert from 'node:assert/strict'
import type { ChildProcess } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { PackedPackage } from '../packages/packPackages.js'
import { workspaceRoot } from '../packages/publishedPackages.js'
import { npmInstall, run, startServer, withTarballs } from './hostTools.js'

export const EXAMPLES = ['vite-react', 'nextjs-app-router', 'plain-html'] as const
export type ExampleName = (typeof EXAMPLES)[number]

/** the lab wallet's first devnet account */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SHORT = '0xf39F…2266'

export interface ExamplesContext {
  packed: PackedPackage[]
  work: string
  browser: Browser
  /** the lab wallet's extension script (hostTools.bundleExtension) */
  extension: string
  chain: { chainId: number; name: string; rpcUrl: string }
  apiUrl: string
  relayUrl: string
  /** a port held for each example's server (the API allows their origins), released to start it */
  ports: Record<ExampleName, { port: number; release(): Promise<void> }>
}

export async function testExamples(
  ctx: ExamplesContext,
  step: (text: string) => void,
  only: readonly ExampleName[] = EXAMPLES,
): Promise<string[]> {
  const results: string[] = []
  for (const name of only) {
    const started = Date.now()
    const dir = join(ctx.work, 'examples', name)
    step(`examples/${name}: npm install from the tarballs`)
    cpSync(join(workspaceRoot, 'examples', name), dir, {
      recursive: true,
      filter: (src) => !/(^|\/)(node_modules|\.next|dist)(\/|$)/.test(src.slice(workspaceRoot.length)),
    })
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    writeFileSync(join(dir, 'package.json'), JSON.stringify(withTarballs(manifest, ctx.packed), null, 2))
    npmInstall(dir)

    const { port, release } = ctx.ports[name]
    const origin = `http://127.0.0.1:${port}`
    const env = exampleEnv(name, ctx)
    step(`examples/${name}: build and serve on ${origin}`)
    run('npm', ['run', 'build'], dir, env)
    await release()
    const bin = (b: string) => join(dir, 'node_modules/.bin', b)
    const server: ChildProcess =
      name === 'nextjs-app-router'
        ? await startServer(
            bin('next'),
            ['start', '--hostname', '127.0.0.1', '--port', String(port)],
            dir,
            port,
            env,
          )
        : await startServer(
            bin('vite'),
            ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
            dir,
            port,
            env,
          )
    try {
      step(`examples/${name}: Chromium, the lab wallet connects`)
      const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 860 } })
      try {
        const watch = await watchPage(context, ctx)
        const page = await watch.page()
        await page.goto(origin)
        await connect(page, name)
        await page.screenshot({ path: join(ctx.work, `${name}-connected.png`) })
        if (name === 'nextjs-app-router') {
          const again = await returningVisitor(context, page, origin, watch)
          await again.screenshot({ path: join(ctx.work, `${name}-returning.png`) })
        }
        assert.deepEqual(watch.problems, [], `examples/${name}: no console error or warning, no page error`)
        assert.deepEqual(watch.offHost, [], `examples/${name}: no request leaves 127.0.0.1`)
      } finally {
        // a route handler still running as the page closes is done with, not a failure
        await context.unrouteAll({ behavior: 'ignoreErrors' })
        await context.close()
      }
    } finally {
      server.kill()
    }
    results.push(`examples/${name}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  return results
}

/** where the example's parts are, in the variables its .env.example lists */
function exampleEnv(name: ExampleName, ctx: ExamplesContext): Record<string, string> {
  const prefix = name === 'nextjs-app-router' ? 'NEXT_PUBLIC_PORTICO_' : 'VITE_PORTICO_'
  return {
    [`${prefix}CHAIN_ID`]: String(ctx.chain.chainId),
    [`${prefix}RPC_URL`]: ctx.chain.rpcUrl,
    [`${prefix}API_URL`]: ctx.apiUrl,
    [`${prefix}RELAY_URL`]: ctx.relayUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/** every page of the context: the extension, requests kept on 127.0.0.1, problems collected */
async function watchPage(context: BrowserContext, ctx: ExamplesContext) {
  const offHost: string[] = []
  const problems: string[] = []
  await context.route('**/*', (route) => {
    const hostname = new URL(route.request().url()).hostname
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue()
    offHost.push(route.request().url())
    return route.abort()
  })
  await context.addInitScript(
    `window.__hostTestWallet = ${JSON.stringify({ chains: [ctx.chain] })};\n${ctx.extension}`,
  )
  const watchOne = (page: Page) => {
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`)
    })
    return page
  }
  return { offHost, problems, page: async () => watchOne(await context.newPage()) }
}

async function connect(page: Page, name: ExampleName): Promise<void> {
  const button =
    name === 'plain-html' ? page.locator('portico-connect-button button') : page.getByTestId('connect-button')
  await button.click()
  await page.getByTestId('wallet-dev.portico.labwallet').click()
  const account = name === 'plain-html' ? page.locator('#account') : page.getByTestId('example-account')
  await account.filter({ hasText: `connected ${ADDRESS}` }).waitFor({ timeout: 20_000 })
  await page.locator(`[title="${ADDRESS}"]`).first().waitFor()
}

/**
 * issue 32: a returning visitor of the Next.js app. Its first HTML, rendered by the server from
 * the visitor's cookies, already shows the account; the browser hydrates it without a warning and
 * the connection is restored.
 */
async function returningVisitor(
  context: BrowserContext,
  first: Page,
  origin: string,
  watch: { page(): Promise<Page> },
): Promise<Page> {
  const cookies = await context.cookies(origin)
  assert.ok(
    cookies.some((c) => c.name === encodeURIComponent('portico:connections')),
    'the connection is remembered in a cookie',
  )
  await first.close()
  const html = await (await context.request.get(origin)).text()
  assert.ok(html.includes(SHORT), `the server's HTML shows the account (${SHORT})`)
  assert.ok(!html.includes('Connect Wallet'), "the server's HTML does not offer Connect")
  const page = await watch.page()
  await page.goto(origin)
  await page
    .getByTestId('example-account')
    .filter({ hasText: `connected ${ADDRESS}` })
    .waitFor({ timeout: 20_000 })
  await page.locator(`[data-testid="connect-button"][data-state="connected"][title="${ADDRESS}"]`).waitFor()
  return page
}
