/**
 * The bip122 adapter: Portico's adapter contract over sats-connect-style injected providers
 * and wallet-standard bitcoin wallets (see bitcoinWalletClient.ts for both interfaces), with
 * bitcoinjs-lib PSBTs in a lazy chunk (bitcoinActions.ts). Accounts are `payment` accounts
 * (SPEC §6 default for bip122). The network follows the account's address (bc1 / tb1 / bcrt1).
 *
 * Nothing here broadcasts: `signTransfer` builds a PSBT over the wallet's UTXOs, has the
 * wallet sign it and returns the finalized transaction (hex + txid) for the host to broadcast.
 *
 * WalletConnect: `connectWalletConnect(session)` wraps the session in the same wallet interface
 * (walletConnectBitcoinClient.ts, a lazy chunk), so every action below runs over it unchanged.
 * A session has no UTXO call: its transfers and balance need the `utxos` option.
 */
import {
  type AdapterContext,
  type BalanceResult,
  type Connector,
  type ConnectResult,
  type PorticoAdapter,
  type PorticoNetwork,
  porticoError,
  type SignedTransfer,
  type TransferRequest,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { type ConnectCall, createConnectAttempts } from '@portico/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinNetworkName, networkRefOfAddress } from './bitcoinNetworks.js'
import {
  type BitcoinAccount,
  type BitcoinUtxo,
  type BitcoinWalletClient,
  findInjectedBitcoinWallets,
  isBitcoinStandardWallet,
  satsConnectClient,
  standardBitcoinClient,
} from './bitcoinWalletClient.js'

export interface WalletsSource {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

export interface BitcoinAdapterOptions {
  /**
   * where UTXOs come from, e.g. an indexer (default: the wallet's `getUtxos`, see
   * bitcoinWalletClient.ts). Required for transfers and balance over WalletConnect, which has no
   * UTXO call.
   */
  utxos?: (params: { address: string; network: PorticoNetwork }) => Promise<BitcoinUtxo[]>
  /** fee rate in sat/vB for signTransfer (default 2) */
  feeRate?: number
  /** where injected providers are looked up (default: window) */
  window?: unknown
  /** wallet-standard wallets (default: `getWallets()` of `@wallet-standard/app`) */
  wallets?: () => WalletsSource
  /** how long reconnect waits for the stored wallet to appear after a reload (default 3 s) */
  reconnectTimeoutMs?: number
}

/** The contract's TransferRequest (`to` on the active network, `amount` in sats) and a fee rate. */
export interface BitcoinTransferParams extends TransferRequest {
  /** receiver address on the active network */
  to: string
  /** in sats (bigint) */
  amount: bigint
  /** sat/vB, overrides the adapter's */
  feeRate?: number
}

export interface BitcoinTransferResult extends SignedTransfer {
  /** the txid */
  id: string
  /** finalized transaction, hex (the same as `hex`) */
  raw: string
  /** finalized transaction, hex: ready to broadcast, NOT broadcast */
  hex: string
  txid: string
  /** the signed PSBT, base64 */
  psbt: string
  fee: number
}

export interface BitcoinAdapter extends PorticoAdapter {
  readonly namespace: 'bip122'
  /** Signs a PSBT (base64) with the connected wallet; `signInputs` maps address → input indexes. */
  signPsbt(params: { psbt: string; signInputs: Record<string, number[]> }): Promise<string>
  /** Builds, has signed and finalizes a payment; nothing is broadcast. */
  signTransfer(params: BitcoinTransferParams): Promise<BitcoinTransferResult>
  isAddress: NonNullable<PorticoAdapter['isAddress']>
  /** the connected payment account (address + public key) */
  getAccount(): BitcoinAccount | undefined
}

export interface BitcoinSession {
  client: BitcoinWalletClient
  account: BitcoinAccount
  network: PorticoNetwork
  feeRate: number
  utxos: (address: string) => Promise<BitcoinUtxo[]>
}

interface Entry {
  connector: Connector
  client: () => BitcoinWalletClient
}

const loadActions = () => import('./bitcoinActions.js')

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'wallet'

export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const feeRate = options.feeRate ?? 2
  if (!Number.isFinite(feeRate) || feeRate <= 0)
    throw porticoError('INVALID_OPTIONS', { details: { feeRate } })
  let ctx: AdapterContext | undefined
  let networks: PorticoNetwork[] = []
  let entries: Entry[] = []
  let source: WalletsSource | undefined
  let session:
    | { client: BitcoinWalletClient; account: BitcoinAccount; connectorId: string; chainId: string }
    | undefined
  const cleanups: (() => void)[] = []
  let unwatch: (() => void)[] = []
  /** issue 27: connect calls in flight; a wallet answering one the person left is not adopted */
  const attempts = createConnectAttempts()

  const requireSetup = () => {
    if (!ctx)
      throw porticoError('ADAPTER_NOT_FOUND', {
        details: { reason: 'bitcoinAdapter is not set up yet (pass it to createPortico)' },
      })
    return ctx
  }

  const win = () => options.window ?? (typeof window !== 'undefined' ? window : undefined)

  const discover = (): Entry[] => {
    const out: Entry[] = []
    const seen = new Set<string>()
    for (const w of findInjectedBitcoinWallets(win())) {
      const id = `bip122.${slug(w.name)}`
      if (seen.has(id)) continue
      seen.add(id)
      out.push({
        connector: {
          id,
          type: 'INJECTED',
          name: w.name,
          chain: 'bip122',
          ...(w.icon?.startsWith('data:image/') ? { imageUrl: w.icon } : {}),
        },
        client: () => satsConnectClient(w.provider),
      })
    }
    for (const w of source?.get() ?? []) {
      if (!isBitcoinStandardWallet(w)) continue
      const id = `bip122.${slug(w.name)}`
      if (seen.has(id)) continue
      seen.add(id)
      out.push({
        connector: {
          id,
          type: 'ANNOUNCED',
          name: w.name,
          chain: 'bip122',
          ...(w.icon?.startsWith('data:image/') ? { imageUrl: w.icon } : {}),
        },
        client: () => standardBitcoinClient(w),
      })
    }
    return out
  }

  /** SPEC §5: a chain must belong to a configured namespace, and be one of its networks */
  const requireNetwork = (network: PorticoNetwork) => {
    requireSetup()
    if (network.chainNamespace !== 'bip122')
      throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { caipNetworkId: network.caipNetworkId } })
    const found = networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!found) throw porticoError('NETWORK_NOT_FOUND', { details: { caipNetworkId: network.caipNetworkId } })
    return found
  }

  /** the wallet's chain when it says (a WalletConnect session), else the address's network */
  const chainIdOf = (client: BitcoinWalletClient, address: string) =>
    client.chainRef?.() ?? networkRefOfAddress(address) ?? String(networks[0]?.id ?? '')

  const activeNetwork = () => {
    if (!session) return undefined
    const ref = session.chainId
    return networks.find((n) => String(n.id) === ref)
  }

  const requireSession = (): BitcoinSession => {
    requireSetup()
    if (!session) throw porticoError('NOT_CONNECTED')
    const network = activeNetwork()
    if (!network) throw porticoError('NETWORK_NOT_FOUND', { details: { address: session.account.address } })
    const { client } = session
    const utxos = options.utxos
      ? (address: string) => options.utxos!({ address, network })
      : client.getUtxos
        ? (address: string) => client.getUtxos!(address)
        : () =>
            Promise.reject(
              porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
                details: {
                  need: 'utxos',
                  reason:
                    'this wallet connection cannot list UTXOs (WalletConnect has no UTXO call): pass bitcoinAdapter({ utxos }), e.g. an indexer',
                },
              }),
            )
    return { client, account: session.account, network, feeRate, utxos }
  }

  const stopWatching = () => {
    for (const u of unwatch.splice(0)) u()
  }

  const pickPayment = (accounts: BitcoinAccount[]) =>
    accounts.find((a) => a.purpose === 'payment') ?? accounts[0]

  const watch = (client: BitcoinWalletClient, connectorId: string) => {
    stopWatching()
    unwatch = [
      client.on('disconnect', () => {
        if (!session || session.client !== client) return
        session = undefined
        stopWatching()
        ctx?.emit({ type: 'disconnect' })
      }),
      ...(['accountChange', 'networkChange'] as const).map((ev) =>
        client.on(ev, () => {
          void client
            .connect({ silent: true })
            .then((accounts) => {
              const next = pickPayment(accounts)
              if (!session || session.client !== client || !next) return
              const chainId = chainIdOf(client, next.address)
              if (next.address === session.account.address && chainId === session.chainId) return
              session = { client, account: next, connectorId, chainId }
              ctx?.emit({ type: 'account', address: next.address, chainId, connectorId })
            })
            .catch(() => undefined)
        }),
      ),
    ]
  }

  const establish = async (
    entry: Entry,
    silent: boolean,
    call?: ConnectCall,
  ): Promise<ConnectResult | null> => {
    const client = entry.client()
    const accounts = await client.connect({ silent })
    // issue 27: the person left this attempt: the connection stays what it was, and the wallet
    // (unless it is the connected one) is told to forget the page
    if (call?.abandoned()) {
      if (session?.connectorId !== entry.connector.id) await client.disconnect().catch(() => undefined)
      throw porticoError('REQUEST_ABORTED')
    }
    const account = pickPayment(accounts)
    if (!account) {
      if (silent) return null
      throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no payment account' } })
    }
    const chainId = chainIdOf(client, account.address)
    session = { client, account, connectorId: entry.connector.id, chainId }
    watch(client, entry.connector.id)
    return { address: account.address, chainId, connectorId: entry.connector.id }
  }

  const destroy = () => {
    for (const c of cleanups.splice(0)) c()
    stopWatching()
  }

  const adapter: BitcoinAdapter = {
    namespace: 'bip122',
    // SPEC §9: balance and send are eip155 and solana capabilities; a bitcoin address receives;
    // signIn: SIWX over BIP-322 message signing (issue 13)
    capabilities: ['receive', 'signIn'],

    setup(context) {
      destroy()
      ctx = context
      networks = context.networks.filter((n) => n.chainNamespace === 'bip122')
      source = (options.wallets ?? getWallets)()
      let lastKey = ''
      const emitConnectors = () => {
        entries = discover()
        const connectors = entries.map((e) => e.connector)
        const key = JSON.stringify(connectors)
        if (key === lastKey) return
        lastKey = key
        context.emit({ type: 'connectors', connectors })
      }
      emitConnectors()
      cleanups.push(source.on('register', emitConnectors), source.on('unregister', emitConnectors))
    },

    async connect({ connectorId, signal }) {
      requireSetup()
      entries = discover()
      const entry = entries.find((e) => e.connector.id === connectorId)
      if (!entry) throw porticoError('CONNECTOR_NOT_FOUND', { details: { connectorId } })
      const call = attempts.start(connectorId, signal)
      try {
        const result = await establish(entry, false, call)
        if (!result) throw porticoError('USER_REJECTED', { rpcCode: 4001 })
        return result
      } finally {
        call.end()
      }
    },

    async restore({ connectorId }) {
      try {
        requireSetup()
        // WalletConnect sessions are restored by core, through connectWalletConnect
        if (!connectorId || connectorId === WALLET_CONNECT_CONNECTOR_ID) return null
        const deadline = Date.now() + (options.reconnectTimeoutMs ?? 3_000)
        let entry = discover().find((e) => e.connector.id === connectorId)
        while (!entry && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100))
          entry = discover().find((e) => e.connector.id === connectorId)
        }
        return entry ? await establish(entry, true) : null
      } catch {
        return null
      }
    },

    async connectWalletConnect(wc, opts = {}) {
      requireSetup()
      const { walletConnectBitcoinClient } = await import('./walletConnectBitcoinClient.js')
      const client = walletConnectBitcoinClient(wc, networks)
      // core restoring after a reload: no request then (the phone may be away), the session's
      // addresses are enough
      const restoring = opts.restore === true
      const account = pickPayment(await client.connect({ silent: restoring }))
      if (!account)
        throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no payment account' } })
      const chainId = client.chainRef()
      session = { client, account, connectorId: WALLET_CONNECT_CONNECTOR_ID, chainId }
      watch(client, WALLET_CONNECT_CONNECTOR_ID)
      return { address: account.address, chainId, connectorId: WALLET_CONNECT_CONNECTOR_ID }
    },

    async disconnect() {
      requireSetup()
      const current = session
      session = undefined
      stopWatching()
      await current?.client.disconnect()
    },

    async switchNetwork(network) {
      const target = requireNetwork(network)
      if (!session) return
      const { client, connectorId } = session
      if (!client.changeNetwork)
        throw porticoError('CHAIN_NOT_SUPPORTED', { details: { caipNetworkId: target.caipNetworkId } })
      await client.changeNetwork({ name: bitcoinNetworkName(target), caipNetworkId: target.caipNetworkId })
      const next = pickPayment(await client.connect({ silent: true }))
      if (!next)
        throw porticoError('WALLET_RESPONSE_INVALID', { details: { reason: 'no account after switch' } })
      const chainId = chainIdOf(client, next.address)
      session = { client, account: next, connectorId, chainId }
      ctx?.emit({ type: 'account', address: next.address, chainId, connectorId })
    },

    async getBalance({ address, network }): Promise<BalanceResult> {
      const target = requireNetwork(network)
      const s = requireSession()
      const { getBalanceAction } = await loadActions()
      return getBalanceAction({ ...s, network: target }, address)
    },

    async signMessage({ message, address }) {
      const s = requireSession()
      if (address !== s.account.address) throw porticoError('INVALID_CAIP', { details: { address } })
      return s.client.signMessage(address, message)
    },

    async signPsbt({ psbt, signInputs }) {
      const s = requireSession()
      return s.client.signPsbt(psbt, signInputs)
    },

    async isAddress(address, network) {
      const { isBitcoinAddress } = await loadActions()
      return isBitcoinAddress(address, network)
    },

    async signTransfer(params) {
      const s = requireSession()
      const { signTransferAction } = await loadActions()
      return signTransferAction(s, params)
    },

    getAccount: () => session?.account,

    async getProvider() {
      return session?.client
    },

    destroy,
  }
  return adapter
}
