/**
 * The solana adapter: Portico's adapter kit (`defineAdapter`) over wallet-standard discovery
 * (`@wallet-standard/app`, filtered with `@solana/wallet-adapter-base`'s compatibility check)
 * and `@solana/kit` for RPC and transactions. Kit and the SPL helpers are a lazy chunk
 * (solanaActions.ts), loaded on the first balance / sign / send.
 *
 * Solana wallets do not switch networks: the adapter keeps the active network itself (the first
 * configured network the wallet lists, else the first configured one); the kit reports a
 * `chain` event when it changes. Like adapter-evm, our own `disconnect()` emits no `disconnect` event.
 *
 * WalletConnect: a session becomes a wallet-standard wallet (walletConnectSolanaWallet.ts, a lazy
 * chunk), so sign / send run through the same actions; the kit follows the session's chain,
 * accounts and end, and limits switching to the session's chains.
 */
import { type PorticoNetwork, porticoError } from '@portico/core'
import { type Connected, defineAdapter } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaAdapter, SolanaAdapterOptions, SolanaSession } from './solanaTypes.js'
import { toSolanaConnectors } from './toSolanaConnectors.js'
import { toSolanaError } from './toSolanaError.js'
import { validatePreflightCommitment } from './validatePreflightCommitment.js'

export type { SolanaAdapter, SolanaAdapterOptions, SolanaSession, WalletsSource } from './solanaTypes.js'

/** the kit's account: the wallet and its wallet-standard account */
interface SolanaAccount {
  wallet: Wallet
  account: WalletAccount
  address: string
  chainId: string | number
  /** a wallet built over a WalletConnect session: drops its session listeners */
  dispose?: (() => void) | undefined
}

const loadActions = () => import('./solanaActions.js')
const loadTransfer = () => import('./solanaTransfer.js')

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((c) => typeof c === 'string') : [])

/** the wallet's first account with a base58 32-byte address (its answer is untrusted: checked before use) */
async function firstAccount(wallet: Wallet, silent: boolean): Promise<WalletAccount | undefined> {
  const connect = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
  if (!connect) throw porticoError('CONNECTOR_NOT_FOUND', { details: { wallet: wallet.name } })
  const answer: unknown = await connect.connect(silent ? { silent: true } : undefined)
  const accounts = (answer as { accounts?: unknown } | null)?.accounts
  const { isSolanaAddress } = await loadActions()
  return (Array.isArray(accounts) ? accounts : []).find(
    (a: Partial<WalletAccount> | null) => typeof a?.address === 'string' && isSolanaAddress(a.address),
  )
}

const noAccount = () => porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account' } })

export function solanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const commitment = validatePreflightCommitment(options.preflightCommitment ?? 'confirmed')
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 30_000
  /** the accounts a wallet's last change event named */
  const changed = new WeakMap<Wallet, readonly WalletAccount[]>()

  const adapter = defineAdapter<Wallet, SolanaAccount, Pick<SolanaAdapter, 'preflightCommitment'>>(
    (kit) => {
      const session = (c: Connected<SolanaAccount>): SolanaSession => ({
        wallet: c.wallet,
        account: c.account,
        network: kit.activeNetwork(),
        commitment,
        confirmTimeoutMs,
      })
      /** the network asked for when the wallet lists it, else the first configured one it lists, else the first */
      const onNetwork = (wallet: Wallet, account: WalletAccount, asked: PorticoNetwork) => {
        const chains = [...strings(account.chains), ...strings(wallet.chains)]
        const network = chains.includes(asked.caipNetworkId)
          ? asked
          : (kit.networks.find((n) => chains.includes(n.caipNetworkId)) ?? kit.networks[0])
        if (!network) throw porticoError('NETWORK_NOT_FOUND')
        return {
          wallet,
          account,
          address: account.address,
          chainId: kit.networks.find((n) => n === network)?.id ?? '',
        }
      }
      return {
        namespace: 'solana',
        name: 'solanaAdapter',
        restoreTimeoutMs: options.reconnectTimeoutMs,
        // SPEC §9 onramp namespaces eip155 and solana: the API's providers pay SOL out to the account
        serves: ['onramp'],
        wallets() {
          const s = (options.wallets ?? getWallets)()
          return {
            list: () =>
              s
                .get()
                .flatMap((wallet) =>
                  toSolanaConnectors([wallet]).map((connector) => ({ connector, wallet })),
                ),
            subscribe(onChange) {
              const offs = [s.on('register', onChange), s.on('unregister', onChange)]
              return () => {
                for (const off of offs) off()
              }
            },
          }
        },
        async connect(wallet, { network }) {
          let account: WalletAccount | undefined
          try {
            account = await firstAccount(wallet, false)
          } catch (e) {
            throw toSolanaError(e)
          }
          if (!account) throw noAccount()
          return onNetwork(wallet, account, network)
        },
        async restoreFrom(wallet, { network }) {
          const account = await firstAccount(wallet, true).catch(() => undefined)
          return account ? onNetwork(wallet, account, network) : null
        },
        async fromSession(ws, { network }) {
          const { walletConnectSolanaWallet } = await import('./walletConnectSolanaWallet.js')
          // requests go to the connection's network (the session's first one until the connection is made)
          const built = walletConnectSolanaWallet(ws, {
            chain: () => ((kit.connection()?.session === ws && kit.network()) || network).caipNetworkId,
          })
          const account = await firstAccount(built.wallet, false).catch((e) => {
            built.dispose()
            throw toSolanaError(e)
          })
          if (!account) {
            built.dispose()
            throw noAccount()
          }
          return {
            wallet: built.wallet,
            account,
            address: account.address,
            chainId: network.id,
            dispose: built.dispose,
          }
        },
        // the account the wallet names now (none: the connection is over)
        async refresh(c) {
          const account = (changed.get(c.wallet) ?? c.wallet.accounts)[0]
          return account ? { ...c, account, address: account.address } : null
        },
        watch(c, onChange) {
          const events = (c.wallet.features as Partial<StandardEventsFeature>)['standard:events']
          return events?.on('change', ({ accounts }) => {
            if (!accounts) return
            changed.set(c.wallet, accounts)
            onChange()
          })
        },
        // core ends a WalletConnect session itself; an injected wallet is told to forget the page
        async release(c) {
          if (c.dispose) return
          const feature = c.wallet.features['standard:disconnect'] as
            | { disconnect(): Promise<void> }
            | undefined
          try {
            await feature?.disconnect()
          } catch (e) {
            throw toSolanaError(e, 'FAILED_TO_DISCONNECT')
          }
        },
        async signMessage(c, message) {
          const { signMessageAction } = await loadActions()
          return signMessageAction(session(c), message)
        },
        // SIWX through the wallet's solana:signIn when it has one, else its signMessage
        async signIn(c, { data }) {
          const { signInAction } = await loadActions()
          return signInAction(session(c), data)
        },
        async isAddress(address) {
          const { isSolanaAddress } = await loadActions()
          return isSolanaAddress(address)
        },
        async balance({ address, network }) {
          const { getSolBalance } = await loadActions()
          return getSolBalance(network, address)
        },
        async tokenBalance({ address, token, network }) {
          const { getTokenBalance } = await loadActions()
          return getTokenBalance(network, address, token)
        },
        send: {
          prepare: async (c, params) => (await loadTransfer()).prepareSendAction(session(c), params),
          send: async (c, params) => (await loadTransfer()).sendAction(session(c), params),
        },
      }
    },
    () => ({ preflightCommitment: commitment }),
  )
  return adapter as SolanaAdapter
}
