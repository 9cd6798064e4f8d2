/**
 * adapter-bitcoin's own wallet interface (`BitcoinWalletClient`, bitcoinWalletClient.ts) over a
 * WalletConnect session, so connect, sign, PSBT payments and network switches run through the
 * same adapter code as an injected wallet. A lazy chunk: bitcoinAdapter imports it in
 * `connectWalletConnect`.
 *
 * The WalletConnect bip122 RPC (https://docs.reown.com/advanced/multichain/rpc-reference/bitcoin-rpc):
 * - `getAccountAddresses { account, intentions: ['payment'] }` → `[{ address, publicKey?, path?, intention? }]`
 * - `signMessage { account, address, message, protocol: 'bip322' }` → `{ address, signature, messageHash? }`
 * - `signPsbt { account, psbt, signInputs: [{ address, index, sighashTypes? }], broadcast: false }` → `{ psbt, txid? }`
 * `account` is the session's first address on the current chain. Only methods the wallet approved
 * are sent (else METHOD_NOT_ALLOWED); a network switch stays inside the session's chains
 * (`session.setChain`). WalletConnect has no UTXO call: the adapter's `utxos` option provides them.
 * Every answer is untrusted: its shape, its address, the signature's witness and the PSBT's
 * transaction are checked (WALLET_RESPONSE_INVALID).
 */
import {
  type CaipNetworkId,
  type PorticoNetwork,
  porticoError,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { address as btcAddress, crypto, Psbt } from 'bitcoinjs-lib'
import { decodeWitness } from './bip322.js'
import {
  BITCOIN_MAINNET_REF,
  BITCOIN_REGTEST_REF,
  BITCOIN_TESTNET_REF,
  networkRefOfAddress,
} from './bitcoinNetworks.js'
import type { BitcoinAccount, BitcoinWalletClient, BitcoinWalletEvent } from './bitcoinWalletClient.js'
import { toBitcoinError } from './toBitcoinError.js'

const NS = 'bip122'
const KNOWN_REFS = new Set([BITCOIN_MAINNET_REF, BITCOIN_TESTNET_REF, BITCOIN_REGTEST_REF])
const EVENTS: Record<BitcoinWalletEvent, 'accountsChanged' | 'chainChanged' | 'disconnect'> = {
  accountChange: 'accountsChanged',
  networkChange: 'chainChanged',
  disconnect: 'disconnect',
}

const invalid = (reason: string, details: Record<string, unknown> = {}) =>
  porticoError('WALLET_RESPONSE_INVALID', { details: { reason, ...details } })

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function fromBase64(s: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(s), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** the 20-byte program of a P2WPKH address, else undefined */
function p2wpkhProgram(address: string): Uint8Array | undefined {
  try {
    const d = btcAddress.fromBech32(address)
    return d.version === 0 && d.data.length === 20 ? d.data : undefined
  } catch {
    return undefined
  }
}

/** an address the session's chain can hold: a short alphanumeric string whose prefix fits the chain */
function fitsChain(address: unknown, ref: string): address is string {
  if (typeof address !== 'string' || !/^[a-zA-Z0-9]{14,90}$/.test(address)) return false
  const own = networkRefOfAddress(address)
  // testnet-style prefixes (tb1) also serve signet and other test chains: judge only known chains
  return !own || !KNOWN_REFS.has(ref) || own === ref
}

/** publicKey of a getAccountAddresses entry: 33-byte compressed or 32-byte x-only hex */
function readPublicKey(value: unknown, address: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !/^(0x)?([0-9a-fA-F]{64}|0[23][0-9a-fA-F]{64})$/.test(value))
    throw invalid('getAccountAddresses: publicKey is not a hex public key', { address })
  const hex = value.replace(/^0x/, '').toLowerCase()
  const program = p2wpkhProgram(address)
  if (program && hex.length === 66) {
    const key = Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
    if (!sameBytes(crypto.hash160(key), program))
      throw invalid('getAccountAddresses: publicKey does not belong to the address', { address })
  }
  return hex
}

/** a BIP-322 "simple" signature: a serialized witness; for P2WPKH [signature, the address's key] */
function isBip322Simple(signature: string, address: string): boolean {
  const bytes = fromBase64(signature)
  const stack = bytes ? decodeWitness(bytes) : undefined
  if (!stack?.length || stack.some((item) => item.length === 0)) return false
  const program = p2wpkhProgram(address)
  if (!program) return true
  const [sig, key] = stack as [Uint8Array, Uint8Array | undefined]
  return (
    stack.length === 2 && sig.length >= 9 && key?.length === 33 && sameBytes(crypto.hash160(key), program)
  )
}

function unsignedTx(psbtBase64: string): Uint8Array | undefined {
  try {
    return Psbt.fromBase64(psbtBase64).data.globalMap.unsignedTx.toBuffer()
  } catch {
    return undefined
  }
}

export interface WalletConnectBitcoinClient extends BitcoinWalletClient {
  chainRef(): string
}

/**
 * The session wallet. When the session's default chain is not one of the adapter's networks it
 * moves to a session chain that is; with none, SPEC §5: NETWORK_NOT_FOUND.
 */
export function walletConnectBitcoinClient(
  session: WalletConnectNamespaceSession,
  networks: readonly PorticoNetwork[],
): WalletConnectBitcoinClient {
  // SPEC §5: a chain must belong to a configured namespace
  if (session.namespace !== NS)
    throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: session.namespace } })
  const configured = (caip: string) => networks.some((n) => n.caipNetworkId === caip)
  if (!configured(session.chainId())) {
    const target = networks.find(
      (n) => session.chains().includes(n.caipNetworkId) && session.addresses(n.caipNetworkId).length > 0,
    )
    if (!target)
      throw porticoError('NETWORK_NOT_FOUND', {
        details: { chains: session.chains(), configured: networks.map((n) => n.caipNetworkId) },
      })
    session.setChain(target.caipNetworkId)
  }

  const ref = () => session.chainId().slice(NS.length + 1)
  /** public keys the wallet shared, by address; the payment address it named */
  const publicKeys = new Map<string, string>()
  let paymentAddress: string | undefined

  const call = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    let approved: string[]
    try {
      approved = session.methods()
    } catch (e) {
      throw toBitcoinError(e)
    }
    // SPEC §6: a method the wallet did not approve is not sent
    if (!approved.includes(method)) throw porticoError('METHOD_NOT_ALLOWED', { details: { method } })
    try {
      return await session.request({ method, params }, session.chainId())
    } catch (e) {
      throw toBitcoinError(e)
    }
  }

  /** the session's addresses on the current chain, each checked */
  const sessionAddresses = () => {
    const list = session.addresses()
    for (const a of list)
      if (!fitsChain(a, ref())) throw invalid('session address does not fit its chain', { address: a })
    return list
  }
  const account = () => {
    const first = sessionAddresses()[0]
    if (!first) throw porticoError('NOT_CONNECTED', { details: { chainId: session.chainId() } })
    return first
  }
  const toAccount = (address: string): BitcoinAccount => ({
    address,
    publicKey: publicKeys.get(address) ?? '',
    purpose: 'payment',
  })

  const askAddresses = async (first: string, inSession: string[]): Promise<BitcoinAccount[]> => {
    const answer = await call('getAccountAddresses', { account: first, intentions: ['payment'] })
    if (!Array.isArray(answer)) throw invalid('getAccountAddresses: expected an array')
    const payment: string[] = []
    for (const entry of answer) {
      if (!isObject(entry) || typeof entry.address !== 'string')
        throw invalid('getAccountAddresses: an entry has no address')
      const { address, intention } = entry
      if (intention !== undefined && typeof intention !== 'string')
        throw invalid('getAccountAddresses: intention must be a string', { address })
      // another network's address, or one that is not an address: not usable on this chain
      if (!fitsChain(address, ref())) continue
      const key = readPublicKey(entry.publicKey, address)
      if (key) publicKeys.set(address, key)
      if (intention === undefined || intention === 'payment') payment.push(address)
    }
    // the session's own addresses first: requests are routed by them
    const ordered = [
      ...payment.filter((a) => inSession.includes(a)),
      ...payment.filter((a) => !inSession.includes(a)),
    ]
    if (!ordered[0]) throw invalid('getAccountAddresses: no payment address on this chain')
    paymentAddress = ordered[0]
    return ordered.map(toAccount)
  }

  return {
    /**
     * silent (a restore after a reload, or an event): the session's addresses, no request, so a
     * page never waits for the phone. Otherwise the wallet names its payment address
     * (getAccountAddresses, when approved).
     */
    async connect({ silent }) {
      const inSession = sessionAddresses()
      const first = inSession[0]
      if (!first) {
        if (silent) return []
        throw invalid('the session has no address on its chain', { chainId: session.chainId() })
      }
      if (!silent && session.methods().includes('getAccountAddresses')) return askAddresses(first, inSession)
      const ordered =
        paymentAddress && inSession.includes(paymentAddress)
          ? [paymentAddress, ...inSession.filter((a) => a !== paymentAddress)]
          : inSession
      return ordered.map(toAccount)
    },

    /** core ends the WalletConnect session itself: the adapter only forgets it */
    async disconnect() {},

    async signMessage(address, message) {
      const r = await call('signMessage', { account: account(), address, message, protocol: 'bip322' })
      if (!isObject(r) || typeof r.signature !== 'string') throw invalid('signMessage: no signature')
      if (r.address !== undefined && r.address !== address)
        throw invalid('signMessage: signed by another address', { address: r.address })
      if (!isBip322Simple(r.signature, address))
        throw invalid('signMessage: not a BIP-322 simple signature of this address')
      return r.signature
    },

    async signPsbt(psbt, signInputs) {
      const before = unsignedTx(psbt)
      if (!before) throw porticoError('INVALID_OPTIONS', { details: { reason: 'psbt could not be decoded' } })
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index })),
      )
      const r = await call('signPsbt', { account: account(), psbt, signInputs: inputs, broadcast: false })
      if (!isObject(r) || typeof r.psbt !== 'string') throw invalid('signPsbt: no psbt')
      if (r.txid !== undefined && (typeof r.txid !== 'string' || !/^[0-9a-f]{64}$/i.test(r.txid)))
        throw invalid('signPsbt: txid is not a transaction id')
      const after = unsignedTx(r.psbt)
      if (!after) throw invalid('signed PSBT could not be decoded')
      if (!sameBytes(before, after)) throw invalid('the wallet changed the transaction')
      return r.psbt
    },

    async changeNetwork({ caipNetworkId }) {
      let chains: CaipNetworkId[]
      try {
        chains = session.chains()
      } catch (e) {
        throw toBitcoinError(e)
      }
      if (!chains.includes(caipNetworkId) || session.addresses(caipNetworkId).length === 0)
        throw porticoError('CHAIN_NOT_SUPPORTED', { details: { caipNetworkId, chains } })
      session.setChain(caipNetworkId)
    },

    chainRef: ref,

    on(event, cb) {
      return session.on(EVENTS[event], () => cb())
    },
  }
}
