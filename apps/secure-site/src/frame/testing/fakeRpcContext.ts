/** Test helper: an RpcContext with a real wallet (random seed) and a scripted approval screen. */

import { parseFrameConfig } from '../frameConfig.js'
import { userRejected } from '../frameError.js'
import { deriveWalletKeys } from '../keys/deriveWalletKeys.js'
import { newSeed } from '../keys/seedShares.js'
import type { ApprovalDetails } from '../rpc/approvalDetails.js'
import { createEip155Clients } from '../rpc/eip155Client.js'
import type { AccountType, CallsBundle, RpcContext } from '../rpc/rpcContext.js'
import { createSmartAccounts } from '../rpc/smart/createSmartAccounts.js'
import { createSolanaRpc } from '../solanaRpc.js'

export const TEST_NETWORKS = [
  { caipNetworkId: 'eip155:31337', rpcUrl: 'http://node.test' },
  { caipNetworkId: 'eip155:11155111', rpcUrl: 'http://sepolia.test' },
  { caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://solana.test' },
]
export const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

export type Decision = 'approve' | 'reject' | 'hold'

export async function fakeRpcContext(options: {
  fetch: typeof fetch
  solanaFetch?: typeof fetch
  /** default TEST_NETWORKS (no bundler) */
  networks?: { caipNetworkId: string; rpcUrl: string; bundlerUrl?: string; smartAccount?: string }[]
  /** the key's seed (default: a random one) */
  seed?: Uint8Array
}) {
  const seed = options.seed ?? newSeed()
  const { addresses } = await deriveWalletKeys(seed.slice())
  const config = parseFrameConfig(
    JSON.stringify({ networks: options.networks ?? TEST_NETWORKS, version: '1' }),
    '?chainId=31337',
  )!
  const shown: ApprovalDetails[] = []
  let signings = 0
  const state = { decision: 'approve' as Decision, accountType: 'smartAccount' as AccountType }
  const eip155Client = createEip155Clients({ fetch: options.fetch, pollingInterval: 10 })
  const withKeys: RpcContext['withKeys'] = async (use) => {
    signings++
    return use(await deriveWalletKeys(seed.slice()))
  }
  const ctx: RpcContext = {
    config,
    account: async () => addresses,
    withKeys,
    eip155Client,
    smart: createSmartAccounts({
      clientOf: eip155Client,
      withKeys,
      fetch: options.fetch,
      pollingInterval: 20,
    }),
    accountType: () => state.accountType,
    solanaRpc: createSolanaRpc(options.solanaFetch ?? options.fetch),
    approve: async (details, turn, execute) => {
      shown.push(details)
      if (state.decision === 'reject') throw userRejected()
      if (state.decision === 'hold')
        await new Promise((_, reject) => turn.signal.addEventListener('abort', () => reject(userRejected())))
      if (!turn.commit()) throw userRejected()
      return execute()
    },
    switchNetwork: (id) => id,
    bundles: new Map<string, CallsBundle>(),
  }
  return {
    ctx,
    addresses,
    shown,
    state,
    get signings() {
      return signings
    },
  }
}
