/**
 * `pnpm lab`: starts every local part (see startLabServices) and the lab, built for production and
 * served as a host serves its app (issue 33: the dev server compiles on the first click, and a
 * newcomer's first Connect showed nothing for 1–3 s). `pnpm lab --dev` (or LAB_DEV=1) serves it
 * from Vite's dev server instead, for working on it. No keys, no accounts, no internet.
 * `pnpm lab --replicas` (or LAB_REPLICAS=1): apps/api and the secure site as two processes each on
 * one PostgreSQL behind round-robin proxies on their usual ports (issue 28; README "Run the servers").
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type PreviewServer, type ViteDevServer } from 'vite'
import { serveBuiltLab } from './serveBuiltLab.js'
import { LAB_DATA_DIR, labEnvVariable, startLabServices } from './startLabServices.js'

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  const replicas = process.argv.includes('--replicas') || Boolean(process.env.LAB_REPLICAS)
  const services = await startLabServices({
    fixedPorts: !process.env.LAB_FREE_PORTS,
    // PostgreSQL's data and the replicas' logs stay in the lab's data folder
    ...(replicas
      ? { replicas: { dataDir: join(LAB_DATA_DIR, 'postgres'), logDir: join(LAB_DATA_DIR, 'replica-logs') } }
      : {}),
  })
  Object.assign(process.env, labEnvVariable(services.env))
  const port = Number(process.env.LAB_PORT ?? 5173)
  const dev = process.argv.includes('--dev') || Boolean(process.env.LAB_DEV)
  let server: ViteDevServer | PreviewServer
  if (dev) {
    const devServer = await createServer({
      root,
      configFile: `${root}/vite.config.ts`,
      server: { host: '127.0.0.1', port },
    })
    server = await devServer.listen()
  } else {
    console.log(
      '  building the lab for production (`npm run lab -- --dev` serves it from the Vite dev server)…',
    )
    server = await serveBuiltLab({ port, outDir: join(LAB_DATA_DIR, 'lab-dist') })
  }
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
  console.log('\n  Portico Lab')
  for (const c of services.env.chains) console.log(`  devnet  ${c.name} (chain ${c.chainId})  ${c.rpcUrl}`)
  if (services.env.apiUrl)
    console.log(`  api     ${services.env.apiUrl}  (apps/api: wallet registry + blockchain API)`)
  if (services.env.secureSiteUrl)
    console.log(
      `  wallet  ${services.env.secureSiteUrl}  (apps/secure-site: the email wallet's frame and server)`,
    )
  if (services.env.mailUrl)
    console.log(`  inbox   ${services.env.mailUrl}  (the login codes and device links)`)
  if (services.env.bundlerUrl)
    console.log(
      `  bundler ${services.env.bundlerUrl}  (alto, ERC-4337 EntryPoint v0.8: the email wallet's smart accounts on chain ${services.env.chains[0]?.chainId})`,
    )
  const servers = services.replicas?.servers
  if (servers)
    for (const set of [servers.api, servers.site])
      console.log(
        `  proxy   ${set.publicUrl} → ${set.replicas.map((r) => `${r.name} ${r.url}`).join(', ')}  (PostgreSQL ${servers.postgres.url.replace(/\/[^/]*$/, '')}; logs in .lab-data/replica-logs)`,
      )
  console.log(`  lab     ${url}  (${dev ? "Vite's dev server" : 'production build'})`)
  console.log(
    `  pages   ${url}?config=dark · ?config=unsupported · ?config=wagmi-host · ?config=debug · ?config=email`,
  )
  console.log('  Ctrl-C stops everything.\n')
  const stop = async () => {
    await server.close()
    await services.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  const { code, port, message } = (e ?? {}) as { code?: unknown; port?: unknown; message?: unknown }
  const inUse = code === 'EADDRINUSE' || (typeof message === 'string' && /already in use/.test(message))
  if (inUse)
    console.error(
      `\n  ${code === 'EADDRINUSE' ? `Port ${String(port)} on 127.0.0.1 is already in use` : String(message)}.\n` +
        '  Is the lab already running? Stop it (Ctrl-C in its terminal), or run with LAB_FREE_PORTS=1.\n',
    )
  else console.error(e)
  process.exit(1)
})
