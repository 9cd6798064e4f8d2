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
import { type Connected, defineAdapter, followRegistrations } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import type { SolanaAccount, SolanaAdapter, SolanaAdapterOptions, SolanaSession } from './solanaTypes.js'
import { toSolanaConnectors } from './toSolanaConnectors.js'
import { toSolanaError } from './toSolanaError.js'
import { validatePreflightCommitment } from './validatePreflightCommitment.js'

export type { SolanaAdapter, SolanaAdapterOptions, SolanaSession, WalletsSource } from './solanaTypes.js'

const loadActions = () => import('./solanaActions.js')
/** the account from a connect, a restore or a session: with the actions (their address check) */
const loadAccount = () => import('./solanaAccount.js')
const loadTransfer = () => import('./solanaTransfer.js')

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
      return {
        namespace: 'solana',
        name: 'solanaAdapter',
        restoreTimeoutMs: options.reconnectTimeoutMs,
        // SPEC §9 onramp namespaces eip155 and solana: the API's providers pay SOL out to the account
        serves: ['onramp'],
        wallets() {
          const s = (options.wallets ?? getWallets)()
          const list = () =>
            s
              .get()
              .flatMap((wallet) => toSolanaConnectors([wallet]).map((connector) => ({ connector, wallet })))
          return { list, subscribe: (onChange) => followRegistrations(s, onChange) }
        },
        connect: async (wallet, { network }) =>
          (await loadAccount()).connectAccount(wallet, kit.networks, network),
        restoreFrom: async (wallet, { network }) =>
          (await loadAccount()).restoreAccount(wallet, kit.networks, network),
        // requests go to the connection's network (the session's first one until the connection is made)
        fromSession: async (ws, { network }) =>
          (await loadAccount()).sessionAccount(
            ws,
            network,
            () => (kit.connection()?.session === ws && kit.network()) || network,
          ),
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
