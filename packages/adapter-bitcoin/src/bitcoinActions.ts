/**
 * The bitcoin actions: a lazy chunk (bitcoinAdapter imports it on first use) so bitcoinjs-lib
 * stays out of the host's startup bundle. Balance is the sum of the account's UTXOs (from the
 * wallet or the host's `utxos` option: there is no node in this adapter). signTransfer builds a
 * P2WPKH PSBT (largest UTXOs first, change back to the sender), the wallet signs it, and the
 * adapter checks the outputs were not changed, finalizes and extracts the transaction.
 * Nothing is broadcast.
 */
import { type BalanceResult, type PorticoNetwork, porticoError } from '@portico/core'
import { address as btcAddress, type Network, networks, Psbt } from 'bitcoinjs-lib'
import type { Payment } from './bitcoinAdapter.js'
import { BITCOIN_MAINNET_REF, BITCOIN_REGTEST_REF } from './bitcoinNetworks.js'
import type {
  BitcoinAdapterOptions,
  BitcoinSession,
  BitcoinTransferParams,
  BitcoinTransferResult,
} from './bitcoinTypes.js'
import { toBitcoinError } from './toBitcoinError.js'

const DUST = 546

/** what the actions need: the client, the account on a configured network, the fee rate, the UTXOs */
export function bitcoinSession(
  c: Pick<Payment, 'wallet' | 'account'>,
  network: PorticoNetwork,
  { utxos: source }: BitcoinAdapterOptions,
  feeRate: number,
): BitcoinSession {
  const { wallet: client } = c
  const utxos = source
    ? (address: string) => source({ address, network })
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
  return { client, account: c.account, network, feeRate, utxos }
}

export function libNetwork(ref: string | number): Network {
  if (String(ref) === BITCOIN_MAINNET_REF) return networks.bitcoin
  if (String(ref) === BITCOIN_REGTEST_REF) return networks.regtest
  return networks.testnet
}

function formatSats(value: bigint): string {
  const whole = value / 100_000_000n
  const frac = (value % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : String(whole)
}

/** SPEC §5: a recipient must be an address of the network (bitcoinjs-lib reads its script) */
export function isBitcoinAddress(value: string, network: { id: string | number }): boolean {
  try {
    btcAddress.toOutputScript(value, libNetwork(network.id))
    return true
  } catch {
    return false
  }
}

export async function getBalanceAction(s: BitcoinSession, address: string): Promise<BalanceResult> {
  const utxos = await s.utxos(address)
  const value = utxos.reduce((sum, u) => sum + BigInt(u.value), 0n)
  return { value, decimals: 8, symbol: s.network.nativeCurrency.symbol, formatted: formatSats(value) }
}

/** P2WPKH virtual size: 10.5 overhead, 68 per input, 31 per output */
const vsize = (inputs: number, outputs: number) => Math.ceil(10.5 + 68 * inputs + 31 * outputs)

export async function signTransferAction(
  s: BitcoinSession,
  params: BitcoinTransferParams,
): Promise<BitcoinTransferResult> {
  // SPEC §5: send requires an amount and a receiver address
  if (!params?.to || typeof params.amount !== 'bigint' || params.amount <= 0n)
    throw porticoError('SEND_AMOUNT_AND_RECEIVER_REQUIRED')
  if (params.token) throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { token: 'native only' } })
  if (params.amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw porticoError('INVALID_AMOUNT', { details: { amount: String(params.amount) } })
  const network = libNetwork(s.network.id)
  let toScript: Uint8Array
  let fromScript: Uint8Array
  try {
    toScript = btcAddress.toOutputScript(params.to, network)
  } catch {
    throw porticoError('INVALID_ADDRESS', { details: { to: params.to } })
  }
  try {
    fromScript = btcAddress.toOutputScript(s.account.address, network)
  } catch {
    throw porticoError('INVALID_CAIP', { details: { from: s.account.address } })
  }
  const amount = Number(params.amount)
  const feeRate = params.feeRate ?? s.feeRate
  if (!Number.isFinite(feeRate) || feeRate <= 0)
    throw porticoError('INVALID_OPTIONS', { details: { feeRate } })

  const utxos = [...(await s.utxos(s.account.address))].sort((a, b) => b.value - a.value)
  const chosen: typeof utxos = []
  let total = 0
  let fee = 0
  for (const u of utxos) {
    chosen.push(u)
    total += u.value
    fee = Math.ceil(vsize(chosen.length, 2) * feeRate)
    if (total >= amount + fee) break
  }
  if (total < amount + fee)
    throw porticoError('INSUFFICIENT_FUNDS', { details: { need: amount + fee, have: total } })
  let change = total - amount - fee
  if (change < DUST) {
    fee += change
    change = 0
  }

  const psbt = new Psbt({ network })
  for (const u of chosen)
    psbt.addInput({
      hash: u.txid,
      index: u.vout,
      witnessUtxo: { script: fromScript, value: BigInt(u.value) },
    })
  psbt.addOutput({ script: toScript, value: BigInt(amount) })
  if (change > 0) psbt.addOutput({ script: fromScript, value: BigInt(change) })
  const unsigned = psbt.data.globalMap.unsignedTx.toBuffer()

  const signedB64 = await s.client.signPsbt(psbt.toBase64(), {
    [s.account.address]: chosen.map((_, i) => i),
  })
  let signed: Psbt
  try {
    signed = Psbt.fromBase64(signedB64, { network })
  } catch (e) {
    throw porticoError('WALLET_RESPONSE_INVALID', {
      cause: e,
      details: { reason: 'signed PSBT could not be decoded' },
    })
  }
  const after = signed.data.globalMap.unsignedTx.toBuffer()
  if (after.length !== unsigned.length || after.some((b, i) => b !== unsigned[i]))
    throw porticoError('WALLET_RESPONSE_INVALID', {
      details: { reason: 'the wallet changed the transaction' },
    })
  try {
    for (let i = 0; i < signed.inputCount; i++) {
      const input = signed.data.inputs[i]
      if (!input?.finalScriptWitness) signed.finalizeInput(i)
    }
    const tx = signed.extractTransaction()
    const hex = tx.toHex()
    const txid = tx.getId()
    return { id: txid, raw: hex, hex, txid, psbt: signed.toBase64(), fee }
  } catch (e) {
    throw toBitcoinError(e, 'TRANSACTION_FAILED')
  }
}
