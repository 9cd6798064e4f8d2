/**
 * The cosmos adapter: Portico's adapter kit (`defineAdapter`) over Keplr-style injected wallets
 * and cosmjs.
 *
 * - wallets: the configured globals (`window.keplr`, `window.leap`… or the lab's
 *   `window.porticoLabKeplr`: pass `wallets`) with the Keplr interface; no network, no cosmjs.
 * - connect / restore: `enable(chainId)` + `getKey(chainId)`; the network is the cosmos chain id.
 * - switchNetwork: `enable` + `getKey` on the new chain (the address prefix may change).
 * - signMessage: ADR-36 `signArbitrary`, returns the base64 signature.
 * - signTransfer: a bank MsgSend signed through `SigningStargateClient.offline`; never broadcast
 *   (the contract's TransferRequest: `to`, a bigint `amount` of `denom`, plus the fee and sequence).
 * - WalletConnect: the same actions over the session (walletConnectKeplr.ts, the adapter's
 *   KeplrLike over the cosmos RPC); a chain or account the session moves to gets its key again.
 * No balance (SPEC §9 lists it for eip155 and solana only). cosmjs loads on the first action.
 */
import type { PorticoAdapter } from '@portico/core'
import { defineAdapter, walletConnector } from '@portico/core/internal'
import { bech32Prefix } from './bech32Prefix.js'
import type { CosmosSignedTransfer, CosmosTransferParams } from './cosmosTypes.js'
import {
  type CosmosWalletGlobal,
  DEFAULT_COSMOS_WALLETS,
  isKeplrLike,
  type KeplrKey,
  type KeplrLike,
} from './keplrTypes.js'
import type { WalletConnectKeplr } from './walletConnectKeplr.js'

export const COSMOS_CONNECTOR_PREFIX = 'cosmos:'

export interface CosmosAdapterOptions {
  /** globals to look for, in order (default: keplr, leap). A string is used as its own name. */
  wallets?: (string | CosmosWalletGlobal)[]
  /** where wallets are looked up (default: window); for tests */
  global?: unknown
  /** how long a restore after a reload waits for the wallet and its answer (ms, default 3 000) */
  reconnectTimeoutMs?: number
}

export interface CosmosAdapter extends PorticoAdapter {
  readonly namespace: 'cosmos'
  /** signs (never broadcasts) a bank MsgSend on the active chain */
  signTransfer(params: CosmosTransferParams): Promise<CosmosSignedTransfer>
  discover(): void
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** the connected key (public key and bech32 address), when connected */
  getKey(): KeplrKey | undefined
}

interface CosmosAccount {
  wallet: KeplrLike
  key: KeplrKey
  address: string
  chainId: string
}

const loadActions = () => import('./cosmosActions.js')

/** the wallet's account on a chain: `enable` + `getKey`, both checked */
async function onChain(wallet: KeplrLike, chainId: string): Promise<CosmosAccount> {
  const { address, key } = await (await loadActions()).connectAction(wallet, chainId)
  return { wallet, key, address, chainId }
}

export function cosmosAdapter(options: CosmosAdapterOptions = {}): CosmosAdapter {
  const globals: CosmosWalletGlobal[] = (options.wallets ?? [...DEFAULT_COSMOS_WALLETS]).map((w) =>
    typeof w === 'string' ? { global: w, name: w } : w,
  )
  const root = () => options.global ?? (typeof window === 'undefined' ? undefined : window)
  const adapter = defineAdapter<KeplrLike, CosmosAccount, Pick<CosmosAdapter, 'getKey'>>(
    (kit) => ({
      namespace: 'cosmos',
      name: 'cosmosAdapter',
      restoreTimeoutMs: options.reconnectTimeoutMs,
      wallets: () => ({
        global: root(),
        list: () =>
          globals.flatMap((w) => {
            const wallet = (root() as Record<string, unknown> | undefined)?.[w.global]
            if (!isKeplrLike(wallet)) return []
            const id = `${COSMOS_CONNECTOR_PREFIX}${w.global}`
            return [{ connector: walletConnector('cosmos', id, wallet, w), wallet }]
          }),
      }),
      connect: (wallet, { network }) => onChain(wallet, String(network.id)),
      // Keplr keeps the chains it enabled for the origin: enable answers without a prompt
      restoreFrom: (wallet, { network }) => onChain(wallet, String(network.id)),
      async fromSession(session, { network }) {
        const { createWalletConnectKeplr } = await import('./walletConnectKeplr.js')
        return onChain(createWalletConnectKeplr(session, { storage: kit.storage() }), String(network.id))
      },
      // the session moved (chain or account): its key there, or the connection cannot sign any more
      refresh: (c) => onChain(c.wallet, c.session ? c.session.chainId().slice('cosmos:'.length) : c.chainId),
      switchNetwork: (c, network) => onChain(c.wallet, String(network.id)),
      // Keplr keeps its permission until its user removes it; a session's remembered keys go
      release: async ({ wallet }) => (wallet as Partial<WalletConnectKeplr>).forget?.(),
      signMessage: async (c, message) =>
        (await loadActions()).signArbitraryAction(c.wallet, c.chainId, c.key, message),
      async isAddress(address, network) {
        const { fromBech32 } = await import('@cosmjs/encoding')
        try {
          const { prefix, data } = fromBech32(address, 90)
          // the connected account's prefix on this chain, when known (cosmos1…, osmo1…)
          const c = kit.connection()
          const expected = c && c.chainId === network.id ? bech32Prefix(c.address) : undefined
          return (data.length === 20 || data.length === 32) && (!expected || prefix === expected)
        } catch {
          return false
        }
      },
      async signTransfer(c, params: CosmosTransferParams) {
        const symbol = kit.activeNetwork().nativeCurrency.symbol
        const denom = params.token?.address ?? params.denom ?? `u${symbol.toLowerCase()}`
        const { signTransferAction } = await import('./cosmosSend.js')
        return signTransferAction(c.wallet, c.chainId, c.address, { ...params, denom })
      },
    }),
    (kit) => ({ getKey: () => kit.connection()?.key }),
  )
  return adapter as CosmosAdapter
}
