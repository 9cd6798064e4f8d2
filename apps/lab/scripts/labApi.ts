/**
 * The lab's apps/api: two ERC-20 tokens deployed on the first devnet chain (minted to the lab
 * wallet's accounts, so balances are real) and the API server that reads them, on 127.0.0.1.
 */
import { createApiServer } from '@portico/api'
import { DEVNET_ACCOUNTS, deployErc20 } from '@portico/testing/node'
import type { LabEnv } from '../src/labEnv.js'

export const LAB_API_PORT = 8790

/** whole tokens minted to each of the first four devnet accounts */
export const LAB_TOKENS = [
  { name: 'Portico USD', symbol: 'PUSD', decimals: 6, amount: 1250n, price: 1 },
  { name: 'Lab Token', symbol: 'LAB', decimals: 18, amount: 42n, price: 0.5 },
] as const

export async function startLabApi(opts: {
  chains: LabEnv['chains']
  fixedPorts: boolean
  labOrigins: string[]
}): Promise<{ apiUrl: string; tokens: NonNullable<LabEnv['tokens']>; stop(): Promise<void> }> {
  const first = opts.chains[0]
  if (!first) throw new Error('the lab API needs a devnet chain')
  const tokens: NonNullable<LabEnv['tokens']> = []
  for (const t of LAB_TOKENS) {
    const address = await deployErc20({
      rpcUrl: first.rpcUrl,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      mint: DEVNET_ACCOUNTS.slice(0, 4).map((a) => ({
        to: a.address,
        amount: t.amount * 10n ** BigInt(t.decimals),
      })),
    })
    tokens.push({ chainId: first.chainId, address, name: t.name, symbol: t.symbol, decimals: t.decimals })
  }
  const server = await createApiServer({
    chains: opts.chains.map((c) => ({
      chainId: c.chainId,
      name: c.name,
      rpcUrl: c.rpcUrl,
      tokens: tokens.filter((t) => t.chainId === c.chainId),
    })),
    prices: { ETH: 3000, ...Object.fromEntries(LAB_TOKENS.map((t) => [t.symbol, t.price])) },
    allowedOrigins: opts.labOrigins,
    logRequests: false,
  })
  const { url } = await server.listen(opts.fixedPorts ? LAB_API_PORT : 0)
  return { apiUrl: url, tokens, stop: () => server.close() }
}
