/**
 * A scripted WalletConnect bitcoin wallet for unit tests: a real core session
 * (`createNamespaceSession`) whose answers come from a real P2WPKH key (secp256k1 from viem, the
 * monorepo's dev dependency; bitcoinjs-lib for PSBTs). The e2e test uses the lab mobile wallet.
 */
import type { CaipNetworkId } from '@portico/core'
import {
  createNamespaceSession,
  type NamespaceSessionInternal,
  type SessionNamespaceData,
} from '@portico/core/internal'
import { type Network, networks, Psbt, payments, script, Transaction } from 'bitcoinjs-lib'
import { type Hex, hexToBytes, recoverPublicKey, toHex } from 'viem'
import { privateKeyToAccount, sign } from 'viem/accounts'
import { bip322SighashP2wpkh, encodeWitness } from '../bip322.js'
import { BITCOIN_MAINNET_REF, BITCOIN_REGTEST_REF, BITCOIN_TESTNET_REF } from '../bitcoinNetworks.js'

export const WC_PRIVATE_KEY: Hex = '0x3333333333333333333333333333333333333333333333333333333333333333'

const NETWORK_OF: Record<string, Network> = {
  [BITCOIN_MAINNET_REF]: networks.bitcoin,
  [BITCOIN_TESTNET_REF]: networks.testnet,
  [BITCOIN_REGTEST_REF]: networks.regtest,
}

export const ALL_METHODS = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt']

const compress = (uncompressed: Uint8Array) => {
  const out = new Uint8Array(33)
  out[0] = (uncompressed[64]! & 1) === 1 ? 0x03 : 0x02
  out.set(uncompressed.subarray(1, 33), 1)
  return out
}

export const publicKeyOf = (privateKey: Hex) =>
  compress(hexToBytes(privateKeyToAccount(privateKey).publicKey))

/** 64-byte r||s, low-s */
export async function signHash(hash: Uint8Array, privateKey: Hex): Promise<Uint8Array> {
  const { r, s } = await sign({ hash: toHex(hash), privateKey })
  const out = new Uint8Array(64)
  out.set(hexToBytes(r, { size: 32 }), 0)
  out.set(hexToBytes(s, { size: 32 }), 32)
  return out
}

/** ECDSA verify by public key recovery (an EcdsaVerify for verifyBip322Simple) */
export async function verifyHash(hash: Uint8Array, publicKey: Uint8Array, signature: Uint8Array) {
  if (signature.length !== 64) return false
  for (const yParity of [0, 1]) {
    try {
      const recovered = compress(
        hexToBytes(
          await recoverPublicKey({
            hash: toHex(hash),
            signature: { r: toHex(signature.subarray(0, 32)), s: toHex(signature.subarray(32)), yParity },
          }),
        ),
      )
      if (recovered.every((b, i) => b === publicKey[i])) return true
    } catch {
      // the other parity
    }
  }
  return false
}

export const addressOn = (ref: string, privateKey: Hex = WC_PRIVATE_KEY) =>
  payments.p2wpkh({ pubkey: publicKeyOf(privateKey), network: NETWORK_OF[ref] ?? networks.bitcoin })
    .address as string

export interface FakeCall {
  method: string
  params: Record<string, unknown>
  chainId: string
}

export interface FakeWalletOptions {
  /** chain references in the session (default regtest, testnet) */
  refs?: string[]
  methods?: string[]
  /** answers a method differently (return undefined for the real answer) */
  override?: (call: FakeCall) => unknown
  /** these methods answer the WalletConnect "User rejected." the way core's session reports it */
  reject?: string[]
  /** extra CAIP-10 accounts, listed before the wallet's own (e.g. an ordinals address) */
  extraAccounts?: string[]
  preferredChain?: CaipNetworkId
}

export function fakeBitcoinWalletConnect(opts: FakeWalletOptions = {}) {
  const privateKey = WC_PRIVATE_KEY
  const publicKey = publicKeyOf(privateKey)
  const refs = opts.refs ?? [BITCOIN_REGTEST_REF, BITCOIN_TESTNET_REF]
  const calls: FakeCall[] = []
  let live: Record<string, SessionNamespaceData> | undefined = {
    bip122: {
      chains: refs.map((r) => `bip122:${r}`),
      accounts: [...(opts.extraAccounts ?? []), ...refs.map((r) => `bip122:${r}:${addressOn(r)}`)],
      methods: opts.methods ?? ALL_METHODS,
      events: ['chainChanged', 'accountsChanged'],
    },
  }

  const answer = async ({ method, params, chainId }: FakeCall): Promise<unknown> => {
    const ref = chainId.split(':')[1] ?? ''
    const network = NETWORK_OF[ref] ?? networks.bitcoin
    const address = addressOn(ref)
    switch (method) {
      case 'getAccountAddresses':
        return [
          { address, publicKey: toHex(publicKey).slice(2), path: "m/84'/1'/0'/0/0", intention: 'payment' },
        ]
      case 'signMessage': {
        const hash = bip322SighashP2wpkh(publicKey, String(params.message), network)
        const der = script.signature.encode(await signHash(hash, privateKey), Transaction.SIGHASH_ALL)
        return { address, signature: btoa(String.fromCharCode(...encodeWitness([der, publicKey]))) }
      }
      case 'signPsbt': {
        const psbt = Psbt.fromBase64(String(params.psbt), { network })
        const signer = { publicKey, sign: (h: Uint8Array) => signHash(h, privateKey) }
        for (const input of params.signInputs as { address: string; index: number }[]) {
          if (input.address !== address) throw Object.assign(new Error('not my address'), { code: -32602 })
          await psbt.signInputAsync(input.index, signer)
        }
        return { psbt: psbt.toBase64() }
      }
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: 4200 })
    }
  }

  const session: NamespaceSessionInternal = createNamespaceSession({
    namespace: 'bip122',
    topic: 't',
    namespaces: () => live,
    ...(opts.preferredChain ? { preferredChain: opts.preferredChain } : {}),
    async send({ method, params }, chainId) {
      const call = { method, params: (params ?? {}) as Record<string, unknown>, chainId }
      calls.push(call)
      // core's session turns WalletConnect's 5000 'User rejected.' into this
      if (opts.reject?.includes(method))
        throw Object.assign(new Error('User rejected the request'), { code: 4001 })
      const custom = opts.override?.(call)
      return custom !== undefined ? custom : answer(call)
    },
  })

  return {
    session,
    calls,
    publicKey,
    privateKey,
    /** the wallet ended the session */
    end() {
      live = undefined
      session.end()
    },
    /** the wallet replaced its accounts (session_update) */
    update(accounts: string[]) {
      if (live?.bip122) live = { bip122: { ...live.bip122, accounts } }
      session.updated()
    },
  }
}
