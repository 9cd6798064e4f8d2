/**
 * Every local part the lab needs, started in one place for `pnpm lab` and for the e2e setup.
 * Each service adds its endpoint to `LabServices` (read by the page from VITE_PORTICO_LAB).
 * `fixedPorts` gives the stable ports of `pnpm lab`; otherwise free ports are picked.
 */
import { startDevnet, startRelay, startSolanaRpc } from '@portico/testing/node'
import type { LabEnv } from '../src/labEnv.js'
import { startLabApi } from './labApi.js'

export interface LabServices {
  env: LabEnv
  stop(): Promise<void>
}

export async function startLabServices(opts: {
  fixedPorts: boolean
  /** the lab page's origins (the API's allowed origins, SPEC §6); default: the dev server's */
  labOrigins?: string[]
}): Promise<LabServices> {
  const stops: (() => Promise<void>)[] = []
  try {
    const devnet = await startDevnet({
      chains: [
        { chainId: 31337, name: 'Portico Devnet', ...(opts.fixedPorts ? { port: 8545 } : {}) },
        { chainId: 31338, name: 'Portico Devnet B', ...(opts.fixedPorts ? { port: 8546 } : {}) },
      ],
    })
    stops.push(() => devnet.stop())
    const chains = devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
    // Solana: a JSON-RPC front over an in-process LiteSVM ledger (lab accounts and token funded);
    // before the API, whose onramp sandbox pays SOL out on it
    const solana = await startSolanaRpc(opts.fixedPorts ? { port: 8899 } : {})
    stops.push(() => solana.stop())
    const api = await startLabApi({
      chains,
      fixedPorts: opts.fixedPorts,
      labOrigins: opts.labOrigins ?? ['http://127.0.0.1:5173', 'http://localhost:5173'],
      solanaRpcUrl: solana.url,
    })
    stops.push(() => api.stop())
    // the local WalletConnect relay (the lab and the tests never use the public relay)
    const relay = await startRelay(opts.fixedPorts ? { port: 8791 } : {})
    stops.push(() => relay.stop())
    const env: LabEnv = {
      chains,
      relayUrl: relay.url,
      apiUrl: api.apiUrl,
      tokens: api.tokens,
      nfts: api.nfts,
      amm: api.amm,
      solanaRpcUrl: solana.url,
    }
    return {
      env,
      async stop() {
        for (const stop of stops.reverse()) await stop().catch(() => undefined)
      },
    }
  } catch (e) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    throw e
  }
}

/** How the page receives the endpoints (Vite exposes VITE_* variables). */
export function labEnvVariable(env: LabEnv): Record<string, string> {
  return { VITE_PORTICO_LAB: JSON.stringify(env) }
}
