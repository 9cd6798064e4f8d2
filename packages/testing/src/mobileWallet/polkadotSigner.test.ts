// The lab mobile wallet's polkadot signer, called directly (the relay path is proven in the lab
// e2e polkadot.e2e.test.ts): messages and SignerPayloadJSON transactions, verified with util-crypto.
import { readFileSync } from 'node:fs'
import { stringToHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import {
  loadPolkadotLabRuntime,
  offlinePolkadotApi,
  POLKADOT_LAB_GENESIS_HASH,
} from '@portico/lab-wallet/polkadot'
import { beforeAll, describe, expect, it } from 'vitest'
import { polkadotSigner } from './polkadotSigner.js'

const SEED = new Uint8Array(32).fill(3)
const CHAIN_REF = POLKADOT_LAB_GENESIS_HASH.slice(2, 34)
/** //Bob on the dev phrase, Polkadot format */
const DEST = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'

beforeAll(async () => {
  await cryptoWaitReady()
})

async function transferPayload(address: string, nonce = 7) {
  const api = await offlinePolkadotApi(POLKADOT_LAB_GENESIS_HASH, await loadPolkadotLabRuntime())
  const tx = api.tx.balances!.transferKeepAlive!(DEST, 12_345n)
  const payload = api
    .createType('SignerPayload', {
      address,
      method: tx,
      nonce,
      tip: 0,
      genesisHash: POLKADOT_LAB_GENESIS_HASH,
      blockHash: POLKADOT_LAB_GENESIS_HASH,
      blockNumber: 0,
      era: api.createType('ExtrinsicEra'),
      runtimeVersion: api.runtimeVersion,
      signedExtensions: api.registry.signedExtensions,
      version: tx.version,
    })
    .toPayload()
  return { api, tx, payload }
}

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { code?: number; message?: string }) => ({ code: e.code, message: e.message }),
  )

describe('polkadotSigner (lab mobile wallet)', () => {
  it('answers polkadot_signMessage and polkadot_signTransaction', () => {
    expect(polkadotSigner(SEED).methods).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
  })

  it('polkadot_signMessage: a typed ed25519 signature over <Bytes>-wrapped bytes (hex or text message)', async () => {
    const signer = polkadotSigner(SEED)
    const address = signer.address(CHAIN_REF)
    for (const message of [stringToHex('Hello'), 'Hello']) {
      const { signature } = (await signer.handle(
        'polkadot_signMessage',
        { address, message },
        CHAIN_REF,
      )) as {
        signature: string
      }
      expect(signature).toMatch(/^0x00[0-9a-f]{128}$/)
      expect(signatureVerify(u8aWrapBytes(stringToU8a('Hello')), signature, address)).toMatchObject({
        isValid: true,
        crypto: 'ed25519',
      })
    }
    expect(signer.describe('polkadot_signMessage', { address, message: stringToHex('Hello') })).toBe(
      'Sign a Polkadot message: Hello',
    )
  })

  it('polkadot_signTransaction: signs the SignerPayloadJSON; the signature verifies and the extrinsic decodes', async () => {
    const signer = polkadotSigner(SEED)
    const address = signer.address(CHAIN_REF)
    const { api, tx, payload } = await transferPayload(address)
    const params = { address, transactionPayload: payload }
    expect(signer.describe('polkadot_signTransaction', params)).toMatch(
      /^Sign a Polkadot transaction \(nonce 7\) on chain 0x5f3b8e4c1a9d2e7f…: call 0x0503/,
    )
    const { signature } = (await signer.handle('polkadot_signTransaction', params, CHAIN_REF)) as {
      signature: `0x${string}`
    }
    expect(signature).toMatch(/^0x00[0-9a-f]{128}$/)
    const encoded = api
      .createType('ExtrinsicPayload', payload, { version: payload.version })
      .toU8a({ method: true })
    const signed = encoded.length > 256 ? api.registry.hash(encoded) : encoded
    expect(signatureVerify(signed, signature, address)).toMatchObject({ isValid: true, crypto: 'ed25519' })
    tx.addSignature(address, signature, payload)
    const xt = api.createType('Extrinsic', tx.toHex())
    expect(xt.isSigned).toBe(true)
    expect(xt.signer.toString()).toBe(address)
    expect(xt.nonce.toNumber()).toBe(7)
    expect(`${xt.method.section}.${xt.method.method}`).toBe('balances.transferKeepAlive')
    expect(xt.method.args[0]?.toString()).toBe(DEST)
  })

  it('polkadot_signTransaction refuses another account, another chain and a payload that does not decode (-32602)', async () => {
    const signer = polkadotSigner(SEED)
    const address = signer.address(CHAIN_REF)
    const { payload } = await transferPayload(address)
    const other = polkadotSigner(new Uint8Array(32).fill(4)).address(CHAIN_REF)
    const cases: [unknown, string][] = [
      [{ address, transactionPayload: { ...payload, address: other } }, CHAIN_REF],
      [{ address: other, transactionPayload: payload }, CHAIN_REF],
      [{ address, transactionPayload: payload }, '91b171bb158e2d3848fa23a9f1c25182'],
      [{ address, transactionPayload: { ...payload, genesisHash: '0x12' } }, CHAIN_REF],
      [{ address, transactionPayload: { ...payload, method: '0xffff' } }, CHAIN_REF],
      [{ address }, CHAIN_REF],
      ['nope', CHAIN_REF],
    ]
    for (const [params, ref] of cases)
      expect(
        await errorOf(signer.handle('polkadot_signTransaction', params, ref)),
        JSON.stringify(params),
      ).toMatchObject({
        code: -32602,
      })
  })

  it('startup stays small: @polkadot/api and the metadata load inside handle(), not at import', () => {
    const source = readFileSync(new URL('./polkadotSigner.ts', import.meta.url), 'utf8')
    const statics = [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1])
    expect(statics).not.toContain('@polkadot/api')
    expect(statics).not.toContain('@portico/lab-wallet/polkadot')
    expect(source).toContain("import('@portico/lab-wallet/polkadot')")
  })
})
