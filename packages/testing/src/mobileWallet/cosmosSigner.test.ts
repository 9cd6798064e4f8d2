import { makeSignBytes } from '@cosmjs/proto-signing'
import { adr36SignDoc } from '@portico/lab-wallet/cosmos'
import { crypto as btcCrypto } from 'bitcoinjs-lib'
import * as ecc from 'tiny-secp256k1'
import { describe, expect, it } from 'vitest'
import { verifyAdr36Signature } from '../cosmos/verifyAdr36Signature.js'
import { cosmosSigner } from './cosmosSigner.js'
import { fromBase64, toBase64 } from './NamespaceSigner.js'

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i + 11)
const CHAIN = 'portico-local-1'

async function setup() {
  const signer = await cosmosSigner(SEED)
  const address = signer.address(CHAIN)
  const [acc] = (await signer.handle('cosmos_getAccounts', {}, CHAIN)) as {
    address: string
    algo: string
    pubkey: string
  }[]
  return { signer, address, pubkey: acc!.pubkey, account: acc! }
}

const code = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { code?: number }) => e.code,
  )

describe('the lab mobile wallet’s cosmos signer (WalletConnect cosmos RPC)', () => {
  it('cosmos_getAccounts: [{ address, algo, pubkey (base64, 33 bytes) }]', async () => {
    const { address, account } = await setup()
    expect(address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(account.address).toBe(address)
    expect(account.algo).toBe('secp256k1')
    expect(fromBase64(account.pubkey)).toHaveLength(33)
  })

  it('cosmos_signAmino of an ADR-36 doc: "Sign a Cosmos message: <text>", signed = the doc, verifies', async () => {
    const { signer, address, pubkey } = await setup()
    const signDoc = adr36SignDoc(address, new TextEncoder().encode('Hello <b>lab</b> ✓'))
    const params = { signerAddress: address, signDoc }
    expect(signer.describe('cosmos_signAmino', params)).toBe('Sign a Cosmos message: Hello <b>lab</b> ✓')
    const r = (await signer.handle('cosmos_signAmino', params, CHAIN)) as {
      signed: unknown
      signature: { pub_key: { type: string; value: string }; signature: string }
    }
    expect(r.signed).toEqual(signDoc)
    expect(r.signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: pubkey })
    expect(
      await verifyAdr36Signature({
        signer: address,
        data: 'Hello <b>lab</b> ✓',
        pubKey: pubkey,
        signature: r.signature.signature,
      }),
    ).toBe(true)
    // bytes that are not UTF-8 are shown by size
    const binary = adr36SignDoc(address, Uint8Array.from([0xff, 0xfe, 0x00]))
    expect(signer.describe('cosmos_signAmino', { signerAddress: address, signDoc: binary })).toBe(
      'Sign a Cosmos message: <3 bytes>',
    )
  })

  it('cosmos_signAmino of a transaction: its chain and message types, StdSignature answer', async () => {
    const { signer, address } = await setup()
    const signDoc = {
      chain_id: CHAIN,
      account_number: '7',
      sequence: '3',
      fee: { amount: [{ denom: 'stake', amount: '500' }], gas: '200000' },
      msgs: [{ type: 'cosmos-sdk/MsgSend', value: { from_address: address } }],
      memo: '',
    }
    const params = { signerAddress: address, signDoc }
    expect(signer.describe('cosmos_signAmino', params)).toBe(
      `Sign a Cosmos transaction (amino) on ${CHAIN}: cosmos-sdk/MsgSend`,
    )
    const r = (await signer.handle('cosmos_signAmino', params, CHAIN)) as {
      signed: unknown
      signature: { signature: string }
    }
    expect(r.signed).toEqual(signDoc)
    expect(fromBase64(r.signature.signature)).toHaveLength(64)
    // a doc for another chain than the request's, or not a StdSignDoc, is refused
    expect(await code(signer.handle('cosmos_signAmino', params, 'cosmoshub-4'))).toBe(-32602)
    expect(
      await code(signer.handle('cosmos_signAmino', { signerAddress: address, signDoc: { msgs: [] } }, CHAIN)),
    ).toBe(-32602)
  })

  it('cosmos_signDirect: base64 sign doc in, { signature, signed } (same base64 form) out, verifies', async () => {
    const { signer, address, pubkey } = await setup()
    const bodyBytes = Uint8Array.from([10, 0])
    const authInfoBytes = Uint8Array.from([18, 0])
    const signDoc = {
      chainId: CHAIN,
      accountNumber: '7',
      bodyBytes: toBase64(bodyBytes),
      authInfoBytes: toBase64(authInfoBytes),
    }
    const params = { signerAddress: address, signDoc }
    expect(signer.describe('cosmos_signDirect', params)).toBe(
      `Sign a Cosmos transaction (direct) on ${CHAIN}`,
    )
    const r = (await signer.handle('cosmos_signDirect', params, CHAIN)) as {
      signed: unknown
      signature: { pub_key: { value: string }; signature: string }
    }
    expect(r.signed).toEqual(signDoc)
    expect(r.signature.pub_key.value).toBe(pubkey)
    const bytes = makeSignBytes({ chainId: CHAIN, accountNumber: 7n, bodyBytes, authInfoBytes })
    expect(ecc.verify(btcCrypto.sha256(bytes), fromBase64(pubkey), fromBase64(r.signature.signature))).toBe(
      true,
    )
    // a number account number is answered as a string
    const n = (await signer.handle(
      'cosmos_signDirect',
      { signerAddress: address, signDoc: { ...signDoc, accountNumber: 7 } },
      CHAIN,
    )) as { signed: { accountNumber: unknown } }
    expect(n.signed.accountNumber).toBe('7')
  })

  it('bad requests are -32602 (signer, chain, base64, account number); other methods 4200', async () => {
    const { signer, address } = await setup()
    const signDoc = { chainId: CHAIN, accountNumber: '7', bodyBytes: 'CgA=', authInfoBytes: 'EgA=' }
    for (const [params, chain] of [
      [{ signerAddress: 'cosmos1other', signDoc }, CHAIN],
      [{ signerAddress: address, signDoc }, 'cosmoshub-4'],
      [{ signerAddress: address, signDoc: { ...signDoc, bodyBytes: 'not base64!' } }, CHAIN],
      [{ signerAddress: address, signDoc: { ...signDoc, accountNumber: '-1' } }, CHAIN],
      [{ signerAddress: address, signDoc: 'x' }, CHAIN],
      ['x', CHAIN],
    ] as const)
      expect(await code(signer.handle('cosmos_signDirect', params, chain)), JSON.stringify(params)).toBe(
        -32602,
      )
    expect(await code(signer.handle('cosmos_signArbitrary', {}, CHAIN))).toBe(4200)
    expect(signer.describe('cosmos_getAccounts', {})).toBe('Share your Cosmos account')
  })
})
