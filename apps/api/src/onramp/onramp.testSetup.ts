/**
 * What the onramp contract tests share (`onramp.sandbox.test.ts`, `onramp.providers.test.ts`): a
 * devnet (anvil, with PUSD held by the sandbox's faucet), a local Solana ledger and the real server
 * with the sandbox provider, started by `useOnrampDevnet()` for the calling file; and the requests a
 * wallet, the checkout page and a provider's webhook make.
 */
import {
  DEVNET_ACCOUNTS,
  SOLANA_LOCALNET_CHAIN_REF,
  type SolanaRpc,
  startDevnet,
  startSolanaRpc,
} from '@portico/testing/node'
import { createPublicClient, http, type PublicClient } from 'viem'
import { afterAll, beforeAll, expect } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { deployPusd, PUSD } from '../test/deployPusd.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>
export const SECRET = 'whsec_portico_test_0123456789abcdef0123456789'
export const CHECKOUT = 'http://localhost:9911'
export const faucet = DEVNET_ACCOUNTS[8]!
export const SOLANA = `solana:${SOLANA_LOCALNET_CHAIN_REF}`

let devnet: Devnet
let solana: SolanaRpc
let server: ApiServer
/** the devnet's RPC URL, the Solana ledger's and the PUSD token, once `useOnrampDevnet`'s `beforeAll` has run */
export const onrampDevnet = { rpcUrl: '', solanaUrl: '', pusd: '0x' as `0x${string}` }
export const pub = (): PublicClient => createPublicClient({ transport: http(onrampDevnet.rpcUrl) })

export const call = async (path: string, init: RequestInit & { host?: string } = {}) => {
  const res = await server.app.request(path, {
    ...init,
    headers: { ...(init.host ? { host: init.host } : {}), ...(init.headers as Record<string, string>) },
  })
  const text = await res.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: res.status, headers: res.headers, body: body as Record<string, unknown> & string }
}
export const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
/** the checkout page as a browser has it: its form's token and the session cookie it set */
export const openCheckout = async (path: string, cookie?: string) => {
  const page = await call(path, { host: 'localhost:9911', ...(cookie ? { headers: { cookie } } : {}) })
  const token = /name="csrf" value="([^"]*)"/.exec(page.body)?.[1] ?? ''
  const set = page.headers.get('set-cookie')?.split(';')[0]
  return { page, token, cookie: set ?? cookie ?? '' }
}
/** the checkout's form posted from its own page (`raw`: what another site's page can send instead) */
export const postCheckout = (path: string, body: string, headers: Record<string, string>) =>
  call(path, {
    host: 'localhost:9911',
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
export const checkout = async (path: string, action?: string) => {
  if (!action) return call(path, { host: 'localhost:9911' })
  const { token, cookie } = await openCheckout(path)
  return postCheckout(path, `csrf=${token}&action=${action}`, { cookie, origin: CHECKOUT })
}
export const buy = async (asset: string, amount: string, to: string) => {
  const r = await post('/v1/generators/onrampurl', {
    destinationWallets: [{ address: to, blockchains: ['eip155:31337'] }],
    defaultNetwork: 'eip155:31337',
    defaultAsset: asset,
    presetFiatAmount: amount,
    fiatCurrency: 'USD',
  })
  expect(r.status).toBe(200)
  return r.body as unknown as { url: string; sessionId: string }
}
export const session = async (id: string) => (await call(`/v1/onramp/sessions/${id}`)).body

/** starts the devnet, the Solana ledger and the server for the calling file, and stops them after it */
export function useOnrampDevnet() {
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'A' }] })
    solana = await startSolanaRpc()
    const rpcUrl = devnet.chains[0]!.rpcUrl
    onrampDevnet.rpcUrl = rpcUrl
    onrampDevnet.solanaUrl = solana.url
    const pusd = await deployPusd(rpcUrl, [{ to: faucet.address, pusd: '100000' }])
    onrampDevnet.pusd = pusd
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [
        {
          chainId: 31337,
          name: 'Devnet',
          rpcUrl,
          tokens: [{ address: pusd, ...PUSD }],
        },
      ],
      prices: { ETH: 3000, PUSD: 1, SOL: 150 },
      onramp: {
        sandbox: {
          webhookSecret: SECRET,
          checkoutOrigin: CHECKOUT,
          faucetPrivateKey: faucet.privateKey,
          solana: { rpcUrl: solana.url, network: SOLANA },
        },
      },
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      log: () => {},
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
    await solana?.stop()
  })
}
