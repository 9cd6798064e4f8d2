/**
 * A balance transfer (`balances.transferKeepAlive`) built with @polkadot/api from static
 * metadata, signed by the wallet (`signer.signPayload`) and checked: the signature must verify
 * against the payload and the signed extrinsic must decode to the same signer, dest and amount.
 * There is no node here: nothing is submitted (the hex is what a host would submit).
 * A lazy chunk: @polkadot/api loads only on the first transfer.
 */

import { ApiPromise } from '@polkadot/api'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { porticoError } from '@portico/core'
import { createOfflineProvider } from './createOfflineProvider.js'
import type { HexString, InjectedExtension } from './injectedWeb3.js'
import { assertSignature } from './polkadotActions.js'
import type { PolkadotRuntime, PolkadotSignedTransfer, PolkadotTransferParams } from './polkadotTypes.js'
import { invalidResponse, toPolkadotError } from './toPolkadotError.js'

const apis = new Map<string, Promise<ApiPromise>>()

/** SS58 with its checksum (blake2), unlike the form check of the connect chunk */
function strictAddress(address: unknown): string {
  try {
    if (typeof address !== 'string' || address.startsWith('0x')) throw new Error('not SS58')
    decodeAddress(address)
    return address
  } catch {
    throw porticoError('INVALID_CAIP', { details: { address } })
  }
}

/** One offline ApiPromise per genesis hash + spec version (module cache: metadata decoding is slow). */
export function offlineApi(genesisHash: HexString, runtime: PolkadotRuntime): Promise<ApiPromise> {
  const key = `${genesisHash}-${runtime.runtimeVersion.specVersion}`
  let api = apis.get(key)
  if (!api) {
    api = ApiPromise.create({
      provider: createOfflineProvider(genesisHash, runtime),
      metadata: { [key]: runtime.metadata },
      noInitWarn: true,
    })
    api.catch(() => apis.delete(key))
    apis.set(key, api)
  }
  return api
}

export async function signTransferAction(opts: {
  ext: InjectedExtension
  address: string
  genesisHash: HexString
  runtime: PolkadotRuntime
  params: PolkadotTransferParams
}): Promise<PolkadotSignedTransfer> {
  const { ext, address, genesisHash, runtime, params } = opts
  strictAddress(address)
  const to = strictAddress(params.to)
  if (params.token) throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { token: 'native only' } })
  if (typeof params.amount !== 'bigint' || params.amount <= 0n)
    throw porticoError('INVALID_OPTIONS', { details: { amount: 'a positive bigint (planck) is required' } })
  const nonce = params.nonce ?? 0
  const signPayload = ext.signer.signPayload
  if (typeof signPayload !== 'function')
    throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', { details: { signPayload: 'missing' } })

  const [api] = await Promise.all([offlineApi(genesisHash, runtime), cryptoWaitReady()])
  const transferKeepAlive = api.tx.balances?.transferKeepAlive
  if (!transferKeepAlive)
    throw porticoError('NOT_SUPPORTED_FOR_NAMESPACE', {
      details: { runtime: 'no balances.transferKeepAlive' },
    })
  const tx = transferKeepAlive(to, params.amount)
  const payload = api.createType('SignerPayload', {
    address,
    method: tx,
    nonce,
    tip: params.tip ?? 0n,
    genesisHash,
    // immortal era: the checkpoint block is the genesis block
    blockHash: genesisHash,
    blockNumber: 0,
    era: api.createType('ExtrinsicEra'),
    runtimeVersion: api.runtimeVersion,
    signedExtensions: api.registry.signedExtensions,
    version: tx.version,
  })
  const json = payload.toPayload()
  let result: unknown
  try {
    result = await signPayload(json as never)
  } catch (e) {
    throw toPolkadotError(e)
  }
  const signature = assertSignature((result as { signature?: unknown } | null)?.signature)

  // the signature must be over this payload by this account
  const signed = api.createType('ExtrinsicPayload', json, { version: json.version }).toU8a({ method: true })
  const message = signed.length > 256 ? api.registry.hash(signed) : signed
  if (!signatureVerify(message, signature, address).isValid)
    throw invalidResponse({ signature: 'does not verify' })

  tx.addSignature(address, signature, json)
  const extrinsic = tx.toHex()
  const decodedTx = api.createType('Extrinsic', extrinsic)
  const [dest, value] = decodedTx.method.args
  const decoded = {
    signer: decodedTx.signer.toString(),
    dest: dest?.toString() ?? '',
    amount: BigInt(value?.toString() ?? '0'),
    nonce: decodedTx.nonce.toNumber(),
    section: decodedTx.method.section,
    method: decodedTx.method.method,
  }
  const same = (a: string, b: string) => api.createType('AccountId', a).eq(api.createType('AccountId', b))
  if (
    !decodedTx.isSigned ||
    !same(decoded.signer, address) ||
    !same(decoded.dest, to) ||
    decoded.amount !== params.amount
  )
    throw invalidResponse({ decoded })
  const hash = u8aToHex(decodedTx.hash.toU8a())
  return {
    id: hash,
    raw: extrinsic,
    extrinsic,
    hash,
    signature,
    decoded,
    submitted: false,
  }
}
