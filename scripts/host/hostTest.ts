/**
 * `pnpm test:host`: the path a real user takes, outside the workspace. Packs the published
 * packages (as `pnpm publish` would), installs them with npm into a scratch host app in a temp
 * folder next to the host's own React + wagmi + viem, type-checks and builds it with the host's
 * own Vite, then drives it in Chromium against the local parts (devnet, apps/api, relay, all on
 * 127.0.0.1): the lab wallet, brought in as an extension would be, connects; the host's own
 * wagmi hooks see the account Portico connected.
 *
 * Checks, each failing the run: one copy of wagmi, viem, React and Portico's core in the host's
 * node_modules; what installing Portico adds to the host's node_modules (packages and MB, printed
 * for a host with browser wallets only, with WalletConnect, and with the lab wallet for its own
 * tests): nothing of WalletConnect without @portico/walletconnect, no Node part with the lab
 * wallet; the host type-checks against the published types; the buttons carry the host's DOM
 * props; the lab wallet, bundled from the host's own install of @portico/lab-wallet, connects; no
 * page error; no request leaves 127.0.0.1; what Portico adds to the host's startup JavaScript
 * stays within the size budget (printed next to the page without Portico). Then examples/*, each
 * installed from the same tarballs, built and served by its own tools and driven the same way
 * (examples.ts; the Next.js one as a returning visitor too).
 *
 * Installing the host's third-party packages (react, wagmi, vite…) uses the npm registry, as
 * `pnpm install` does for the workspace; the test itself runs on 127.0.0.1 only.
 */
import assert from 'node:assert/strict'
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '../../apps/lab/e2e/support/launchChromium.js'
import { reservePort } from '../../apps/lab/scripts/freePort.js'
import { startLabServices } from '../../apps/lab/scripts/startLabServices.js'
import { packPackages } from '../packages/packPackages.js'
import { readManifest, workspaceRoot } from '../packages/publishedPackages.js'
import { STARTUP_BUDGET_KB, startupSize } from '../size/startupSize.js'
import { EXAMPLES, type ExamplesContext, testExamples } from './examples.js'
import { bundleExtension, installedCopies, npmInstall, run, startServer, withTarballs } from './hostTools.js'
import { formatFootprint, installFootprint } from './installFootprint.js'
import { serverImportProblems } from './serverImportProblems.js'

/** the packages a wagmi host installs to use Portico on eip155, with WalletConnect */
const PORTICO = ['@portico/core', '@portico/react', '@portico/adapter-evm', '@portico/walletconnect']
/** installed too, for the server-import check only (a plain-HTML page's entry; not in the footprints) */
const PORTICO_HTML = ['@portico/html']
/** what the host's own browser tests install */
const PORTICO_DEV = ['@portico/lab-wallet']
/** what installing Portico adds to the host, per kind of host (what each installs) */
const FOOTPRINTS: [string, string[]][] = [
  [
    'browser wallets only (core, react, adapter-evm)',
    ['@portico/core', '@portico/react', '@portico/adapter-evm'],
  ],
  ['with WalletConnect (+ @portico/walletconnect)', [...PORTICO]],
  ['with the lab wallet for its tests (+ @portico/lab-wallet)', [...PORTICO, ...PORTICO_DEV]],
]
/** packages a host must not get without asking for them */
const WALLETCONNECT_SDK = /^node_modules\/@(walletconnect|reown)\//
const NODE_PARTS =
  /^node_modules\/(@foundry-rs\/|oidc-provider|smtp-server|mailparser|litesvm|@pimlico\/|ws$|yargs|pngjs|qrcode)/
/** the host's own packages, at the workspace's ranges */
const HOST_DEPENDENCIES = ['react', 'react-dom', 'wagmi', 'viem', '@tanstack/react-query']
const HOST_DEV_DEPENDENCIES = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
]
/** a host must end up with exactly one copy of each */
const SINGLE_COPY = [
  'react',
  'react-dom',
  'wagmi',
  '@wagmi/core',
  'viem',
  '@tanstack/query-core',
  '@portico/core',
]

const started = Date.now()
const step = (text: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`)
const work = mkdtempSync(join(tmpdir(), 'portico-host-'))
const host = join(work, 'host')
const stops: (() => Promise<void> | void)[] = []

try {
  step('packing the published packages')
  const packed = packPackages(join(work, 'tarballs'))

  step('starting the local parts (devnet, apps/api, relay)')
  const reserved = await reservePort()
  const port = reserved.port
  const origin = `http://127.0.0.1:${port}`
  // examples/*: a port held for each, its origin allowed by the API
  const examplePorts = Object.fromEntries(
    await Promise.all(EXAMPLES.map(async (name) => [name, await reservePort()] as const)),
  ) as ExamplesContext['ports']
  const exampleOrigins = Object.values(examplePorts).map((p) => `http://127.0.0.1:${p.port}`)
  const services = await startLabServices({ fixedPorts: false, labOrigins: [origin, ...exampleOrigins] })
  stops.push(() => services.stop())
  const chain = services.env.chains[0]
  assert.ok(chain && services.env.apiUrl && services.env.relayUrl, 'the local parts started')

  step(`scaffolding a host app in ${host}`)
  cpSync(join(workspaceRoot, 'scripts/host/template'), host, { recursive: true })
  const ranges = readManifest(workspaceRoot).devDependencies ?? {}
  const pick = (names: string[]) => Object.fromEntries(names.map((n) => [n, ranges[n] ?? 'latest']))
  const manifest = {
    name: 'scratch-host',
    private: true,
    type: 'module',
    dependencies: {
      ...pick(HOST_DEPENDENCIES),
      ...Object.fromEntries([...PORTICO, ...PORTICO_HTML].map((n) => [n, 'tarball'])),
    },
    devDependencies: {
      ...pick(HOST_DEV_DEPENDENCIES),
      ...Object.fromEntries(PORTICO_DEV.map((n) => [n, 'tarball'])),
    },
  }
  writeFileSync(join(host, 'package.json'), JSON.stringify(withTarballs(manifest, packed), null, 2))

  step('npm install')
  npmInstall(host)
  const copies = SINGLE_COPY.map((name) => ({ name, paths: installedCopies(host, name) }))
  for (const { name, paths } of copies) {
    assert.equal(
      paths.length,
      1,
      `one copy of ${name} in the host, found ${paths.length}: ${paths.join(', ')}`,
    )
  }

  const hostRoots = [...HOST_DEPENDENCIES, ...HOST_DEV_DEPENDENCIES]
  const footprints = FOOTPRINTS.map(([label, roots]) => ({
    label,
    f: installFootprint(host, roots, hostRoots),
  }))
  const [browserOnly, withWalletConnect, withLabWallet] = footprints.map((x) => x.f) as [
    ReturnType<typeof installFootprint>,
    ReturnType<typeof installFootprint>,
    ReturnType<typeof installFootprint>,
  ]
  assert.deepEqual(
    browserOnly.packages.filter((p) => WALLETCONNECT_SDK.test(p) || NODE_PARTS.test(p)),
    [],
    'a host with browser wallets only installs nothing of WalletConnect and no Node tool',
  )
  assert.ok(
    withWalletConnect.packages.includes('node_modules/@walletconnect/universal-provider'),
    '@portico/walletconnect brings the WalletConnect provider',
  )
  assert.deepEqual(
    withLabWallet.packages.filter((p) => !withWalletConnect.packages.includes(p)),
    ['node_modules/@portico/lab-wallet'],
    "the lab wallet adds itself only (viem and core are the host's)",
  )

  step('tsc: the host type-checks against the published types')
  run(join(host, 'node_modules/.bin/tsc'), ['-p', '.'], host)

  step('node: every entry of Portico imports on a server (no window, document, localStorage or fetch)')
  assert.deepEqual(serverImportProblems(host, [...PORTICO, ...PORTICO_HTML]), [])

  step('vite build: the host with Portico, and without')
  const hostEnv = JSON.stringify({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    apiUrl: services.env.apiUrl,
    relayUrl: services.env.relayUrl,
  })
  const viteBuild = (entry: string, outDir: string) =>
    run(join(host, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--logLevel', 'warn'], host, {
      HOST_ENTRY: entry,
      VITE_HOST_ENV: hostEnv,
    })
  viteBuild('portico', 'dist-portico')
  viteBuild('baseline', 'dist-baseline')
  const withPortico = startupSize(join(host, 'dist-portico'))
  const without = startupSize(join(host, 'dist-baseline'))
  const added = withPortico.initialGzip - without.initialGzip

  step("the lab wallet, bundled as an extension from the host's own @portico/lab-wallet")
  const extension = await bundleExtension(host, join(work, 'extension'))

  step(`vite preview on ${origin}`)
  await reserved.release()
  const preview = await startServer(
    join(host, 'node_modules/.bin/vite'),
    ['preview', '--outDir', 'dist-portico', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    host,
    port,
  )
  stops.push(() => {
    preview.kill()
  })

  step('Chromium: connect the lab wallet')
  const browser = await launchChromium()
  stops.push(() => browser.close())
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const offHost: string[] = []
  await context.route('**/*', (route) => {
    const hostname = new URL(route.request().url()).hostname
    if (hostname === '127.0.0.1' || hostname === 'localhost') return route.continue()
    offHost.push(route.request().url())
    return route.abort()
  })
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.addInitScript(
    `window.__hostTestWallet = ${JSON.stringify({ chains: [{ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }] })};\n${extension}`,
  )
  await page.goto(origin)

  const button = page.locator('#host-connect')
  await button.waitFor()
  const classes = async (selector: string) =>
    (await page.locator(selector).getAttribute('class'))?.split(/\s+/) ?? []
  assert.ok((await classes('#host-connect')).includes('host-button'), 'ConnectButton passes className')
  assert.equal(await button.getAttribute('aria-describedby'), 'connect-hint', 'ConnectButton passes aria-*')
  assert.equal(await button.getAttribute('data-host'), 'connect', 'ConnectButton passes data-*')
  assert.ok((await classes('[data-host="network"]')).includes('host-button'), 'NetworkButton passes props')

  await button.click()
  await page.getByTestId('wallet-dev.portico.labwallet').click()
  const account = page.locator('[data-host="wagmi-account"]')
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  await account.filter({ hasText: `connected ${address} ${chain.chainId}` }).waitFor({ timeout: 20_000 })
  // the dialog closes once connected; the button now opens the Account view with the balance
  await page.getByTestId('wallet-dev.portico.labwallet').waitFor({ state: 'hidden' })
  await button.click()
  await page.getByTestId('account-balance').filter({ hasText: 'ETH' }).waitFor()
  const screenshot = join(work, 'host-connected.png')
  await page.screenshot({ path: screenshot })
  assert.deepEqual(pageErrors, [], 'no page error')
  assert.deepEqual(offHost, [], 'no request leaves 127.0.0.1')

  const examples = await testExamples(
    {
      packed,
      work,
      browser,
      extension,
      chain: { chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl },
      apiUrl: services.env.apiUrl,
      relayUrl: services.env.relayUrl,
      ports: examplePorts,
    },
    step,
  )

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log('\nhost-eye test: passed')
  console.log(
    `  installed with npm: ${PORTICO.join(', ')}, and ${PORTICO_DEV.join(', ')} for its tests (tarballs), next to ${HOST_DEPENDENCIES.join(', ')}`,
  )
  console.log(`  one copy each: ${copies.map((c) => c.name).join(', ')}`)
  console.log("  install footprint (what Portico adds to the host's node_modules, npm):")
  for (const { label, f } of footprints) console.log(`    ${label.padEnd(58)} ${formatFootprint(f)}`)
  console.log(
    `  host startup JS (gzip): ${kb(without.initialGzip)} without Portico, ${kb(withPortico.initialGzip)} with`,
  )
  console.log(
    `  Portico adds before the dialog opens, in a real host: ${kb(added)} = ${added} bytes (budget ${STARTUP_BUDGET_KB} KB = ${STARTUP_BUDGET_KB * 1024})`,
  )
  console.log(`  connected ${address} on chain ${chain.chainId}; the host's wagmi hooks see it`)
  for (const line of examples) console.log(`  ${line}`)
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`)
  assert.ok(
    added <= STARTUP_BUDGET_KB * 1024,
    `Portico adds ${kb(added)} (${added} bytes) to the host's startup, over the budget`,
  )
} finally {
  for (const stop of stops.reverse()) await stop()
  // KEEP_HOST=1 keeps the scratch host to look into
  if (process.env.KEEP_HOST) console.log(`kept: ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
