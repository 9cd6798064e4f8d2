/**
 * The lab mobile wallet's Solana signer, called directly (its relay path is proven by the lab
 * e2e): signatures verify with ed25519, sign-and-send lands on a real LiteSVM ledger behind
 * the local RPC, and malformed params are invalid-params errors.
 */
import { base58Decode, base58Encode, ed25519PairFromSeed, ed25519Verify } from '@polkadot/util-crypto'
import { ProviderRpcError } from '@portico/lab-wallet'
import { SOLANA_LAB_ADDRESSES, SOLANA_LAB_SEEDS } from '@portico/lab-wallet/solana'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaRpc, startSolanaRpc } from '../solana/startSolanaRpc.js'
import { fromBase64, toBase64 } from './NamespaceSigner.js'
import { solanaSigner } from './solanaSigner.js'

const SEED = new Uint8Array(32).fill(42)
const pair = ed25519PairFromSeed(SEED)
const pubkey = base58Encode(pair.publicKey)

/** an unsigned transfer of `lamports` from the signer, as base64 wire bytes */
function unsignedTransfer(blockhash: string, lamports = 1_000_000n, feePayer = pubkey) {
  const from = createNoopSigner(address(feePayer))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash as never, lastValidBlockHeight: 1_000n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: from,
            destination: address(SOLANA_LAB_ADDRESSES.receiver),
            amount: lamports,
          }),
        ],
        m,
      ),
  )
  return toBase64(getTransactionEncoder().encode(compileTransaction(message)) as Uint8Array)
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p
    return undefined
  } catch (e) {
    return e
  }
}

describe('lab mobile wallet: solana signer', () => {
  let rpc: SolanaRpc
  beforeAll(async () => {
    rpc = await startSolanaRpc()
    rpc.svm.airdrop(address(pubkey), 5_000_000_000n as never)
  })
  afterAll(async () => {
    await rpc?.stop()
  })

  it('offers solana_signAndSendTransaction only when it has an RPC; describes each request', () => {
    expect(solanaSigner(SEED).methods).not.toContain('solana_signAndSendTransaction')
    const s = solanaSigner(SEED, { rpcUrl: rpc.url })
    expect(s.methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
    expect(s.describe('solana_signTransaction', {})).toBe('Sign a Solana transaction')
    expect(s.describe('solana_signAndSendTransaction', {})).toBe('Send a Solana transaction')
    expect(s.describe('solana_signMessage', { message: base58Encode(new TextEncoder().encode('hi')) })).toBe(
      'Sign a Solana message: hi',
    )
  })

  it('the mobile wallet’s Solana address (DEVNET_ACCOUNTS[0]’s key) is the one the local RPC funds', () => {
    expect(solanaSigner(SOLANA_LAB_SEEDS.mobileWallet).address('')).toBe(SOLANA_LAB_ADDRESSES.mobileWallet)
  })

  it('solana_signMessage: an ed25519 signature over the message bytes', async () => {
    const message = new TextEncoder().encode('Hello from Portico')
    const out = (await solanaSigner(SEED).handle(
      'solana_signMessage',
      { message: base58Encode(message), pubkey },
      '',
    )) as { signature: string }
    expect(ed25519Verify(message, base58Decode(out.signature), pair.publicKey)).toBe(true)
  })

  it('solana_signTransaction: the signature verifies over the message and sits in its slot of the returned transaction', async () => {
    const wire = unsignedTransfer(rpc.svm.latestBlockhash())
    const out = (await solanaSigner(SEED).handle('solana_signTransaction', { transaction: wire }, '')) as {
      signature: string
      transaction: string
    }
    const tx = getTransactionDecoder().decode(fromBase64(out.transaction))
    const slot = tx.signatures[address(pubkey)]
    expect(slot && base58Encode(slot)).toBe(out.signature)
    expect(ed25519Verify(Uint8Array.from(tx.messageBytes), base58Decode(out.signature), pair.publicKey)).toBe(
      true,
    )
    // the message itself is unchanged
    const original = getTransactionDecoder().decode(fromBase64(wire))
    expect(tx.messageBytes).toEqual(original.messageBytes)
  })

  it('solana_signAndSendTransaction: signs, sends to the RPC, the transfer lands', async () => {
    const before = rpc.svm.getBalance(address(SOLANA_LAB_ADDRESSES.receiver)) ?? 0n
    const wire = unsignedTransfer(rpc.svm.latestBlockhash(), 7_000_000n)
    const out = (await solanaSigner(SEED, { rpcUrl: rpc.url }).handle(
      'solana_signAndSendTransaction',
      { transaction: wire, sendOptions: { preflightCommitment: 'confirmed' } },
      '',
    )) as { signature: string }
    expect(base58Decode(out.signature)).toHaveLength(64)
    expect((rpc.svm.getBalance(address(SOLANA_LAB_ADDRESSES.receiver)) ?? 0n) - before).toBe(7_000_000n)
  })

  it('a transaction the RPC refuses is an error, not a signature', async () => {
    const poor = new Uint8Array(32).fill(43)
    const poorKey = base58Encode(ed25519PairFromSeed(poor).publicKey)
    const wire = unsignedTransfer(rpc.svm.latestBlockhash(), 1n, poorKey)
    const e = await errorOf(
      solanaSigner(poor, { rpcUrl: rpc.url }).handle(
        'solana_signAndSendTransaction',
        { transaction: wire },
        '',
      ),
    )
    expect(e).toBeInstanceOf(ProviderRpcError)
    expect((e as ProviderRpcError).code).not.toBe(-32602)
  })

  it.each([
    ['solana_signMessage', null],
    ['solana_signMessage', { message: 12 }],
    ['solana_signMessage', { message: '0OIl' }],
    ['solana_signMessage', { message: base58Encode(new Uint8Array([1])), pubkey: 'someone-else' }],
    ['solana_signTransaction', {}],
    ['solana_signTransaction', { transaction: 'not base64!' }],
    ['solana_signTransaction', { transaction: 'AAAA' }],
    ['solana_signAndSendTransaction', { transaction: 'AAAA' }],
  ])('%s with tampered params %j is an invalid-params error (-32602)', async (method, params) => {
    const e = await errorOf(solanaSigner(SEED, { rpcUrl: rpc.url }).handle(method, params, ''))
    expect(e).toBeInstanceOf(ProviderRpcError)
    expect((e as ProviderRpcError).code).toBe(-32602)
  })

  it('a transaction this key does not sign, or a tampered send option, is an invalid-params error', async () => {
    const other = base58Encode(ed25519PairFromSeed(new Uint8Array(32).fill(44)).publicKey)
    const foreign = unsignedTransfer(rpc.svm.latestBlockhash(), 1n, other)
    const s = solanaSigner(SEED, { rpcUrl: rpc.url })
    for (const [method, params] of [
      ['solana_signTransaction', { transaction: foreign }],
      [
        'solana_signAndSendTransaction',
        {
          transaction: unsignedTransfer(rpc.svm.latestBlockhash()),
          sendOptions: { preflightCommitment: 'x' },
        },
      ],
      [
        'solana_signAndSendTransaction',
        { transaction: unsignedTransfer(rpc.svm.latestBlockhash()), sendOptions: 1 },
      ],
    ] as const) {
      const e = await errorOf(s.handle(method, params, ''))
      expect((e as ProviderRpcError).code, method).toBe(-32602)
    }
  })
})
