/**
 * The polkadot adapter: Portico's adapter kit (`defineAdapter`) over `window.injectedWeb3`
 * extensions (polkadot{.js}, Talisman, SubWallet… and the lab wallet) and @polkadot/api.
 *
 * - wallets: the injected extensions (no network, no heavy import).
 * - connect / restore: `enable(appName)` then `accounts.get()`; the first valid SS58 account.
 * - networks: extensions have no notion of a current chain, so the kit keeps one (the first
 *   configured network, or the one core remembered) and switching needs no wallet.
 * - WalletConnect: the session becomes the same extension interface (walletConnectExtension.ts,
 *   a lazy chunk), so signMessage and signTransfer run unchanged over it.
 * - signMessage: `signer.signRaw` (bytes, wrapped `<Bytes>…</Bytes>` by the extension).
 * - signTransfer: `balances.transferKeepAlive` built offline with @polkadot/api, signed with
 *   `signer.signPayload`; never submitted (see polkadotTransfer.ts).
 * No balance (SPEC §9 lists it for eip155 and solana only). util-crypto and @polkadot/api load on
 * the first action (lazy chunks), never at import.
 */
import { type PorticoAdapter, porticoError } from '@portico/core'
import { defineAdapter, walletConnector } from '@portico/core/internal'
import type { InjectedExtension, InjectedWindowProvider } from './injectedWeb3.js'
import { discoverExtensions } from './injectedWeb3.js'
import { POLKADOT_GENESIS_HASH, toPolkadotChainId } from './polkadotNetworks.js'
import type { PolkadotChainConfig, PolkadotSignedTransfer, PolkadotTransferParams } from './polkadotTypes.js'

/** Display names of well-known extension keys (an extension may also bring its own `name`). */
export const KNOWN_POLKADOT_EXTENSIONS: Record<string, string> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
}

export const POLKADOT_CONNECTOR_PREFIX = 'polkadot:'

export interface PolkadotAdapterOptions {
  /** the origin name shown by the extension (`enable(appName)`), default 'Portico' */
  appName?: string
  /** only these `injectedWeb3` keys become connectors (default: every extension found) */
  extensions?: string[]
  /** per CAIP-2 id: full genesis hash and, for offline transfers, the runtime */
  chains?: Record<string, PolkadotChainConfig>
  /** where extensions are looked up (default: window); for tests */
  global?: unknown
  /** how long a restore after a reload waits for the extension and its answer (ms, default 3 000) */
  reconnectTimeoutMs?: number
}

export interface PolkadotAdapter extends PorticoAdapter {
  readonly namespace: 'polkadot'
  discover(): void
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** builds and signs (never submits) a `balances.transferKeepAlive` on the active network */
  signTransfer(params: PolkadotTransferParams): Promise<PolkadotSignedTransfer>
}

interface PolkadotAccount {
  wallet: InjectedExtension
  address: string
  chainId: string | number
}

const loadActions = () => import('./polkadotActions.js')

/** the extension's first valid SS58 account (the current one while it is still there) */
async function accountOf(wallet: InjectedExtension, chainId: string | number, keep?: string) {
  const list = await (await loadActions()).accountsAction(wallet)
  const account = list.find((a) => a.address === keep) ?? list[0]!
  return { wallet, address: account.address, chainId }
}

export function polkadotAdapter(options: PolkadotAdapterOptions = {}): PolkadotAdapter {
  const appName = options.appName ?? 'Portico'
  const enable = async (provider: InjectedWindowProvider, chainId: string | number) =>
    accountOf(await (await loadActions()).enableAction(provider, appName), chainId)
  const genesisOf = (caipNetworkId: string, id: string | number) =>
    options.chains?.[caipNetworkId]?.genesisHash ??
    (id === toPolkadotChainId(POLKADOT_GENESIS_HASH) ? POLKADOT_GENESIS_HASH : undefined)

  return defineAdapter<InjectedWindowProvider, PolkadotAccount>((kit) => ({
    namespace: 'polkadot',
    name: 'polkadotAdapter',
    restoreTimeoutMs: options.reconnectTimeoutMs,
    wallets: () => ({
      global: options.global,
      list: () =>
        discoverExtensions(options.global)
          .filter(({ key }) => !options.extensions || options.extensions.includes(key))
          .map(({ key, provider }) => ({
            connector: walletConnector('polkadot', `${POLKADOT_CONNECTOR_PREFIX}${key}`, provider, {
              name: KNOWN_POLKADOT_EXTENSIONS[key] ?? key,
            }),
            wallet: provider,
          })),
    }),
    connect: (provider, { network }) => enable(provider, network.id),
    // an extension that authorised the origin enables it again without a prompt
    restoreFrom: (provider, { network }) => enable(provider, network.id),
    async fromSession(session, { network }) {
      const { createWalletConnectExtension } = await import('./walletConnectExtension.js')
      return accountOf(createWalletConnectExtension(session), network.id)
    },
    refresh: (c) => accountOf(c.wallet, c.chainId, c.address),
    // accounts.subscribe calls back at once with what accounts.get() said: news come after
    watch(c, changed) {
      let first = true
      const off = c.wallet.accounts.subscribe?.(() => {
        if (!first) changed()
        first = false
      })
      return typeof off === 'function' ? off : undefined
    },
    async signMessage(c, message) {
      // SPEC §5: the account's chain must be a configured one (a session may move elsewhere)
      kit.activeNetwork()
      return (await loadActions()).signRawAction(c.wallet, c.address, message)
    },
    async isAddress(address) {
      const { isPolkadotAddress } = await import('./polkadotAddress.js')
      return isPolkadotAddress(address)
    },
    async signTransfer(c, params: PolkadotTransferParams) {
      const n = kit.activeNetwork()
      const genesisHash = genesisOf(n.caipNetworkId, n.id)
      const loadRuntime = options.chains?.[n.caipNetworkId]?.loadRuntime
      if (!genesisHash || !loadRuntime)
        throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
          details: {
            caipNetworkId: n.caipNetworkId,
            needs: 'chains[caipNetworkId].genesisHash and loadRuntime',
          },
        })
      const [{ signTransferAction }, runtime] = await Promise.all([
        import('./polkadotTransfer.js'),
        loadRuntime(),
      ])
      return signTransferAction({ ext: c.wallet, address: c.address, genesisHash, runtime, params })
    },
  })) as PolkadotAdapter
}
