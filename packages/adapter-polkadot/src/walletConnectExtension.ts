/**
 * polkadot over a WalletConnect session: the adapter's own `InjectedExtension` interface
 * (injectedWeb3.ts) implemented with the WalletConnect polkadot RPC
 * (https://docs.reown.com/advanced/multichain/rpc-reference/polkadot-rpc), so signMessage
 * (polkadotActions.ts) and signTransfer (polkadotTransfer.ts, which verifies the signature and
 * decodes the extrinsic) run unchanged over the session:
 *
 * - `accounts.get()` → the session's addresses on its active chain;
 * - `accounts.subscribe(cb)` → the session's accountsChanged (first call: the current accounts,
 *   like polkadot{.js} does);
 * - `signer.signRaw({ address, data })` → `polkadot_signMessage { address, message: data }`;
 * - `signer.signPayload(payload)` → `polkadot_signTransaction { address, transactionPayload }`.
 *
 * Only methods the wallet approved are sent (else METHOD_NOT_ALLOWED). The answers stay
 * untrusted: the actions check their shape, the transfer chunk verifies the signature. The adapter
 * kit picks the session's network and follows its events.
 * A lazy chunk, loaded when the user connects through WalletConnect.
 */
import { type CaipNetworkId, porticoError, type WalletConnectNamespaceSession } from '@portico/core'
import type { InjectedAccount, InjectedExtension, SignerResult } from './injectedWeb3.js'

export const POLKADOT_SIGN_MESSAGE = 'polkadot_signMessage'
export const POLKADOT_SIGN_TRANSACTION = 'polkadot_signTransaction'

const toAccounts = (addresses: unknown): InjectedAccount[] =>
  Array.isArray(addresses)
    ? addresses.filter((a): a is string => typeof a === 'string').map((address) => ({ address }))
    : []

/** the session's addresses, or none once it ended */
const currentAccounts = (session: WalletConnectNamespaceSession): InjectedAccount[] => {
  try {
    return toAccounts(session.addresses())
  } catch {
    return []
  }
}

export function createWalletConnectExtension(session: WalletConnectNamespaceSession): InjectedExtension {
  let nextId = 0
  const request = async (method: string, params: unknown, chainId?: CaipNetworkId): Promise<SignerResult> => {
    if (!session.methods().includes(method))
      throw porticoError('METHOD_NOT_ALLOWED', { details: { method, approved: session.methods() } })
    const result = await session.request<unknown>({ method, params }, chainId)
    // the shape is checked by the caller (assertSignature)
    return {
      id: ++nextId,
      signature: (result as { signature?: unknown } | null)?.signature as SignerResult['signature'],
    }
  }
  return {
    accounts: {
      get: async () => toAccounts(session.addresses()),
      subscribe(cb) {
        let live = true
        queueMicrotask(() => {
          if (live) cb(currentAccounts(session))
        })
        const off = session.on('accountsChanged', (addresses) => cb(toAccounts(addresses)))
        return () => {
          live = false
          off()
        }
      },
    },
    signer: {
      signRaw: ({ address, data }) => request(POLKADOT_SIGN_MESSAGE, { address, message: data }),
      signPayload: (payload) => {
        // the chain the payload was built for (CAIP-13: the first 32 hex of its genesis hash)
        const genesis = typeof payload.genesisHash === 'string' ? payload.genesisHash.toLowerCase() : ''
        const chainId = /^0x[0-9a-f]{64}$/.test(genesis)
          ? (`polkadot:${genesis.slice(2, 34)}` as CaipNetworkId)
          : undefined
        return request(
          POLKADOT_SIGN_TRANSACTION,
          { address: payload.address, transactionPayload: payload },
          chainId,
        )
      },
    },
  }
}
