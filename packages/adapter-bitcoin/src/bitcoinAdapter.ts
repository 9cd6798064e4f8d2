/**
 * The bip122 adapter: Portico's adapter kit (`defineAdapter`) over sats-connect-style injected
 * providers and wallet-standard bitcoin wallets (see bitcoinWalletClient.ts for both interfaces),
 * with bitcoinjs-lib PSBTs in a lazy chunk (bitcoinActions.ts). Accounts are `payment` accounts
 * (SPEC §6 default for bip122). The network follows the account's address (bc1 / tb1 / bcrt1).
 *
 * Nothing here broadcasts: `signTransfer` builds a PSBT over the wallet's UTXOs, has the
 * wallet sign it and returns the finalized transaction (hex + txid) for the host to broadcast.
 *
 * WalletConnect: a session becomes the same wallet interface (walletConnectBitcoinClient.ts, a
 * lazy chunk), so every action below runs over it unchanged. A session has no UTXO call: its
 * transfers and balance need the `utxos` option.
 */
import { type PorticoNetwork, porticoError } from '@portico/core'
import { defineAdapter, requireNetwork } from '@portico/core/internal'
import { bitcoinNetworkName, networkRefOfAddress } from './bitcoinNetworks.js'
import type { BitcoinAdapter, BitcoinAdapterOptions } from './bitcoinTypes.js'
import type { BitcoinAccount, BitcoinWalletClient } from './bitcoinWalletClient.js'
import { type BitcoinWalletEntry, bitcoinWallets } from './bitcoinWallets.js'

export type {
  BitcoinAdapter,
  BitcoinAdapterOptions,
  BitcoinSession,
  BitcoinTransferParams,
  BitcoinTransferResult,
  WalletsSource,
} from './bitcoinTypes.js'

/** the kit's account: the payment account and the wallet client that gave it */
export interface Payment {
  wallet: BitcoinWalletClient
  account: BitcoinAccount
  address: string
  chainId: string
}

const loadActions = () => import('./bitcoinActions.js')
const noAccount = () => porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no payment account' } })

export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const feeRate = options.feeRate ?? 2
  if (!Number.isFinite(feeRate) || feeRate <= 0)
    throw porticoError('INVALID_OPTIONS', { details: { feeRate } })
  const win = () => options.window ?? (typeof window !== 'undefined' ? window : undefined)

  const adapter = defineAdapter<BitcoinWalletEntry, Payment, Partial<BitcoinAdapter>>(
    (kit) => {
      /** the wallet's payment account (null: none), on the wallet's chain when it says, else the address's */
      const payment = async (wallet: BitcoinWalletClient, silent: boolean): Promise<Payment | null> => {
        const accounts = await wallet.connect({ silent })
        const account = accounts.find((a) => a.purpose === 'payment') ?? accounts[0]
        if (!account) return null
        const chainId =
          wallet.chainRef?.() ?? networkRefOfAddress(account.address) ?? String(kit.networks[0]?.id ?? '')
        return { wallet, account, address: account.address, chainId }
      }
      const required = async (wallet: BitcoinWalletClient, silent: boolean) => {
        const p = await payment(wallet, silent)
        if (!p) throw noAccount()
        return p
      }
      return {
        namespace: 'bip122',
        name: 'bitcoinAdapter',
        restoreTimeoutMs: options.reconnectTimeoutMs,
        wallets: () => bitcoinWallets(options, win()),
        connect: async (client) => required(await client(), false),
        restoreFrom: async (client) => payment(await client(), true),
        async fromSession(session, { restore }) {
          const { walletConnectBitcoinClient } = await import('./walletConnectBitcoinClient.js')
          // core restoring after a reload: no request then (the phone may be away), the session's addresses are enough
          return required(walletConnectBitcoinClient(session, kit.networks), restore)
        },
        // a wallet that moved answers again without a prompt; one that cannot keeps the connection as it was
        refresh: async (c) => (await payment(c.wallet, true).catch(() => null)) ?? c,
        watch: (c, changed, ended) => {
          const offs = [
            c.wallet.on('disconnect', ended),
            c.wallet.on('accountChange', changed),
            c.wallet.on('networkChange', changed),
          ]
          return () => {
            for (const off of offs) off()
          }
        },
        async switchNetwork(c, target) {
          if (!c.wallet.changeNetwork)
            throw porticoError('CHAIN_NOT_SUPPORTED', { details: { caipNetworkId: target.caipNetworkId } })
          await c.wallet.changeNetwork({
            name: bitcoinNetworkName(target),
            caipNetworkId: target.caipNetworkId,
          })
          const next = await payment(c.wallet, true)
          if (!next)
            throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account after switch' } })
          return next
        },
        release: (c) => c.wallet.disconnect(),
        signMessage: async (c, message) => {
          // SPEC §5: the account's chain must be a configured one
          kit.activeNetwork()
          return c.wallet.signMessage(c.address, message)
        },
        // SIWX over BIP-322 message signing
        signIn: true,
        async isAddress(address, network) {
          const { isBitcoinAddress } = await loadActions()
          return isBitcoinAddress(address, network)
        },
        async signTransfer(c, params) {
          const { bitcoinSession, signTransferAction } = await loadActions()
          return signTransferAction(bitcoinSession(c, kit.activeNetwork(), options, feeRate), params as never)
        },
      }
    },
    (kit) => ({
      // SPEC §9: balance is an eip155 and solana capability: the method is the host's, not a capability
      async getBalance({ address, network }: { address: string; network: PorticoNetwork }) {
        kit.context()
        const target = requireNetwork(kit.networks, 'bip122', network)
        const c = kit.requireConnection()
        const { bitcoinSession, getBalanceAction } = await loadActions()
        return getBalanceAction(
          { ...bitcoinSession(c, kit.activeNetwork(), options, feeRate), network: target },
          address,
        )
      },
      async signPsbt({ psbt, signInputs }: { psbt: string; signInputs: Record<string, number[]> }) {
        const c = kit.requireConnection()
        kit.activeNetwork()
        return c.wallet.signPsbt(psbt, signInputs)
      },
      getAccount: () => kit.connection()?.account,
    }),
  )
  return adapter as BitcoinAdapter
}
