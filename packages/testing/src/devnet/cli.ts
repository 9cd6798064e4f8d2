/**
 * `tsx packages/testing/src/devnet/cli.ts` — starts the two devnet chains on the fixed ports
 * 8545 and 8546, prints their RPC URLs and the funded accounts, and stays up until Ctrl-C.
 */
import { DEVNET_CHAINS } from '@portico/lab-wallet'
import { startDevnet } from './startDevnet.js'

const PORTS = [8545, 8546] as const

async function main(): Promise<void> {
  const devnet = await startDevnet({
    chains: DEVNET_CHAINS.map((chain, i) => ({ ...chain, port: PORTS[i] })),
    silent: !process.argv.includes('--verbose'),
  })
  const lines = ['Portico devnet is running:', '']
  for (const chain of devnet.chains)
    lines.push(`  ${chain.name} (chain id ${chain.chainId})  ${chain.rpcUrl}`)
  lines.push('', 'Funded accounts (10 000 ETH each, public keys: never use them on a real network):', '')
  devnet.accounts.forEach((account, i) => {
    lines.push(`  (${i}) ${account.address}  ${account.privateKey}`)
  })
  lines.push('', 'Press Ctrl-C to stop.')
  process.stdout.write(`${lines.join('\n')}\n`)

  const shutdown = () => {
    process.stdout.write('\nStopping the devnet…\n')
    devnet.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
