import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from '../encoding/base58.js'
import { base64Decode, base64Encode } from '../encoding/base64.js'
import { fakeEip155Node } from '../testing/fakeEip155Node.js'
import { fakeRpcContext, SOLANA_CHAIN } from '../testing/fakeRpcContext.js'
import { createRpcHandler } from './createRpcHandler.js'
import { parseSolanaTransaction } from './solanaTransaction.js'

/** a legacy transaction: `signers` sign, then one program; `instructions` empty instructions */
function legacyTransaction(signers: Uint8Array[], instructions = 1): Uint8Array<ArrayBuffer> {
  const program = new Uint8Array(32).fill(7)
  const message = [
    signers.length,
    0,
    1,
    signers.length + 1,
    ...signers.flatMap((s) => [...s]),
    ...program,
    ...new Uint8Array(32).fill(9),
    instructions,
  ]
  for (let i = 0; i < instructions; i++) message.push(signers.length, 1, 0, 0)
  return Uint8Array.from([signers.length, ...new Uint8Array(64 * signers.length), ...message])
}

async function setup() {
  const sent: unknown[] = []
  const solanaFetch = (async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body))
    sent.push(body)
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result: 'solana-signature' }))
  }) as typeof fetch
  const fake = await fakeRpcContext({ fetch: fakeEip155Node().fetch, solanaFetch })
  const rpc = createRpcHandler(fake.ctx)
  const request = (method: string, params: unknown) => rpc.request({ chainId: SOLANA_CHAIN, method, params })
  const pubkey = fake.addresses.solana
  return { ...fake, sent, request, pubkey, publicKey: base58Decode(pubkey)! }
}

describe('solana over the frame (WalletConnect shapes, as adapter-solana sends them)', () => {
  it('solana_getAccounts / solana_requestAccounts answer [{ pubkey }] without a prompt', async () => {
    const { request, pubkey, shown } = await setup()
    expect(await request('solana_getAccounts', {})).toEqual([{ pubkey }])
    expect(await request('solana_requestAccounts', {})).toEqual([{ pubkey }])
    expect(shown).toHaveLength(0)
  })

  it('solana_signMessage { message: base58, pubkey } → { signature: base58 } verified by ed25519.verify', async () => {
    const { request, pubkey, publicKey, shown } = await setup()
    const message = new TextEncoder().encode('Sign in to the lab')
    const { signature } = (await request('solana_signMessage', {
      message: base58Encode(message),
      pubkey,
    })) as {
      signature: string
    }
    expect(ed25519.verify(base58Decode(signature)!, message, publicKey)).toBe(true)
    expect(shown[0]?.items[0]).toEqual({ kind: 'block', label: 'Message', value: 'Sign in to the lab' })
  })

  it('solana_signTransaction signs the message into our slot and returns signature and transaction', async () => {
    const { request, publicKey, shown } = await setup()
    const tx = legacyTransaction([publicKey], 2)
    const answer = (await request('solana_signTransaction', { transaction: base64Encode(tx) })) as {
      signature: string
      transaction: string
    }
    const signed = parseSolanaTransaction(base64Decode(answer.transaction)!)!
    const slot = signed.bytes.subarray(1, 65)
    expect(base58Encode(slot)).toBe(answer.signature)
    expect(ed25519.verify(slot, signed.message, publicKey)).toBe(true)
    expect(shown[0]?.items[0]).toMatchObject({ value: 'Sign a transaction with 2 instructions' })
  })

  it('solana_signAndSendTransaction sends the signed transaction (base64) to the network RPC', async () => {
    const { request, publicKey, sent } = await setup()
    const tx = legacyTransaction([publicKey])
    const answer = await request('solana_signAndSendTransaction', {
      transaction: base64Encode(tx),
      sendOptions: { preflightCommitment: 'confirmed' },
    })
    expect(answer).toEqual({ signature: 'solana-signature' })
    expect(sent[0]).toMatchObject({
      method: 'sendTransaction',
      params: [expect.any(String), { preflightCommitment: 'confirmed', encoding: 'base64' }],
    })
    const wire = parseSolanaTransaction(base64Decode((sent[0] as { params: [string] }).params[0])!)!
    expect(ed25519.verify(wire.bytes.subarray(1, 65), wire.message, publicKey)).toBe(true)
  })

  it('solana_signAllTransactions signs each', async () => {
    const { request, publicKey } = await setup()
    const txs = [legacyTransaction([publicKey]), legacyTransaction([publicKey], 3)]
    const { transactions } = (await request('solana_signAllTransactions', {
      transactions: txs.map(base64Encode),
    })) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const t of transactions) {
      const parsed = parseSolanaTransaction(base64Decode(t)!)!
      expect(ed25519.verify(parsed.bytes.subarray(1, 65), parsed.message, publicKey)).toBe(true)
    }
  })

  it('bad params (not our key, not a transaction, wrong commitment) are -32602 and nothing is signed', async () => {
    const fake = await setup()
    const stranger = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
    const bad: [string, unknown][] = [
      ['solana_signMessage', { message: base58Encode(new Uint8Array([1])), pubkey: base58Encode(stranger) }],
      ['solana_signMessage', { message: '0OIl', pubkey: fake.pubkey }],
      ['solana_signTransaction', { transaction: base64Encode(legacyTransaction([stranger])) }],
      ['solana_signTransaction', { transaction: 'AAAA' }],
      [
        'solana_signAndSendTransaction',
        {
          transaction: base64Encode(legacyTransaction([fake.publicKey])),
          sendOptions: { preflightCommitment: 'fast' },
        },
      ],
    ]
    for (const [method, params] of bad)
      await expect(fake.request(method, params), method).rejects.toMatchObject({ rpcCode: -32602 })
    expect(fake.shown).toHaveLength(0)
    expect(fake.signings).toBe(0)
  })
})
