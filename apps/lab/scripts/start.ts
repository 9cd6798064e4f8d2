/**
 * `pnpm lab`: starts the local devnet (two anvil chains on 127.0.0.1) and the lab on Vite.
 * No keys, no accounts, no internet.
 */
import { fileURLToPath } from 'node:url'
import { startDevnet } from '@portico/testing/node'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  const devnet = await startDevnet({
    chains: [
      { chainId: 31337, name: 'Portico Devnet', port: Number(process.env.LAB_RPC_PORT_A ?? 8545) },
      { chainId: 31338, name: 'Portico Devnet B', port: Number(process.env.LAB_RPC_PORT_B ?? 8546) },
    ],
  })
  process.env.VITE_PORTICO_DEVNET = JSON.stringify({
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
  const server = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    server: { host: '127.0.0.1', port: Number(process.env.LAB_PORT ?? 5173) },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
  console.log('\n  Portico Lab')
  for (const c of devnet.chains) console.log(`  devnet  ${c.name} (chain ${c.chainId})  ${c.rpcUrl}`)
  console.log(`  lab     ${url}`)
  console.log(`  pages   ${url}?config=dark · ?config=unsupported · ?config=wagmi-host · ?config=debug`)
  console.log('  Ctrl-C stops everything.\n')
  const stop = async () => {
    await server.close()
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
