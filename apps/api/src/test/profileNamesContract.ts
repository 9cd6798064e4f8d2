/**
 * Issue 12 "Account names": the name API's contract, run against the real server on PGlite
 * (profileNames.test.ts) and on PostgreSQL (postgres.test.ts). The server is made with
 * `profileNamesServerConfig(rpcUrl, clock)`; the devnet (anvil) is one chain, 31337, which the
 * server follows, so coin type 0x80000000 | 31337 is verified through a public client (ERC-1271),
 * while coin type 60 (chain 1, not followed) is verified as an EOA's signature.
 */
import { isPorticoError } from '@portico/core'
import { createBlockchainClient } from '@portico/core/internal'
import { DEVNET_ACCOUNTS } from '@portico/testing/node'
import { getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import type { ApiConfigInput } from '../config/apiConfig.js'

export interface TestClock {
  /** ms; Date.now() when undefined */
  fixed?: number
}

export const DEVNET_COIN_TYPE = (0x80000000 | 31337) >>> 0

export function profileNamesServerConfig(rpcUrl: string, clock: TestClock): Partial<ApiConfigInput> {
  return {
    chains: [{ chainId: 31337, name: 'Devnet', rpcUrl }],
    nameSuffix: '.wcn.id',
    nameSuffixes: ['.reown.id'],
    now: () => clock.fixed ?? Date.now(),
  }
}

/**
 * A minimal ERC-1271 account for tests (hand-assembled, 101 bytes, not for real funds): any call
 * answers `isValidSignature(bytes32 hash, bytes signature)`, with the magic value 0x1626ba7e when
 * ecrecover(hash, v, r, s) of the 65-byte signature is `owner`, else 0xffffffff.
 */
export function erc1271AccountCode(owner: `0x${string}`): Hex {
  return `0x${[
    '6004356000', // hash → memory 0x00
    '52',
    '60a43560f81c602052', // v (first byte of the signature's last word) → 0x20
    '606435604052', // r → 0x40
    '608435606052', // s → 0x60
    '602060806080600060015afa50', // staticcall ecrecover(0x00..0x80) → 0x80
    '608051',
    `73${owner.slice(2).toLowerCase()}`,
    '14605457', // eq owner → jump ok
    '63ffffffff60e01b60005260206000f3', // return 0xffffffff
    '5b631626ba7e60e01b60005260206000f3', // ok: return 0x1626ba7e
  ].join('')}`
}

const rpc = async (rpcUrl: string, method: string, params: unknown[]) => {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const json = (await res.json()) as { error?: unknown }
  if (json.error) throw new Error(JSON.stringify(json.error))
}

/** Registers the contract-account tests' wallet; returns its address. */
export async function deployErc1271Account(rpcUrl: string, owner: `0x${string}`): Promise<`0x${string}`> {
  const address = '0x00000000000000000000000000000000000c0de1' as const
  await rpc(rpcUrl, 'anvil_setCode', [address, erc1271AccountCode(owner)])
  return address
}

/** The cases; `ctx()` gives the listening server's URL, the devnet's RPC URL and the clock. */
export function profileNamesContract(ctx: () => { url: string; rpcUrl: string; clock: TestClock }) {
  const alice = privateKeyToAccount(DEVNET_ACCOUNTS[5]!.privateKey)
  const bob = privateKeyToAccount(DEVNET_ACCOUNTS[6]!.privateKey)
  const nowSec = () => Math.floor((ctx().clock.fixed ?? Date.now()) / 1000)
  const client = () =>
    createBlockchainClient({ baseUrl: ctx().url, projectId: 'p', sdkType: 'appkit', sdkVersion: 't' })

  const signed = async (
    signer: typeof alice,
    name: string,
    opts: { timestamp?: number; address?: `0x${string}`; coinType?: number } = {},
  ) => {
    const message = JSON.stringify({ name, attributes: {}, timestamp: opts.timestamp ?? nowSec() })
    return {
      coin_type: opts.coinType ?? 60,
      address: opts.address ?? signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
  }
  const post = async (body: unknown) => {
    const res = await fetch(`${ctx().url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const refused = (status: number, error: string) => ({
    status,
    body: { error, reasons: [{ description: error }] },
  })

  it('issue 12 register: 201 with the normalised name; the client gets the record', async () => {
    const record = await client().registerName(await signed(alice, 'Alice-Names.wcn.id'))
    expect(record.name).toBe('alice-names.wcn.id')
    expect((await client().lookupName('ALICE-names.wcn.id'))?.addresses['60']?.address).toBe(alice.address)
  })

  it('issue 12 a duplicate, also a case variant, is refused with the server message (SPEC §8 reasons)', async () => {
    for (const name of ['alice-names.wcn.id', 'ALICE-NAMES.wcn.id'])
      expect(await post(await signed(bob, name))).toEqual(refused(409, 'Name already registered'))
    // the core client surfaces the first reason
    const error = await client()
      .registerName(await signed(bob, 'Alice-names.wcn.id'))
      .catch((e: unknown) => e)
    expect(isPorticoError(error) && error.details).toEqual({
      status: 409,
      reasons: ['Name already registered'],
    })
  })

  it('issue 12 a look-alike that normalisation changes beyond case, or that does not normalise, is an Invalid name', async () => {
    // fullwidth letters normalise to ASCII; a zero-width joiner does not normalise at all
    for (const name of ['ａｌｉｃｅ-names.wcn.id', 'alice\u200D-names.wcn.id'])
      expect(await post(await signed(bob, name))).toEqual(refused(400, 'Invalid name'))
  })

  it('issue 12 a replayed signature is refused, also re-encoded (high s)', async () => {
    const body = await signed(bob, 'bob-replay.wcn.id')
    expect((await post(body)).status).toBe(201)
    expect(await post(body)).toEqual(refused(409, 'Signature already used'))
    // the same signature with s' = n - s: a valid encoding of the same signature
    const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const sig = body.signature.slice(2)
    const s = N - BigInt(`0x${sig.slice(64, 128)}`)
    const v = sig.slice(128) === '1b' ? '1c' : '1b'
    const malleated = `0x${sig.slice(0, 64)}${s.toString(16).padStart(64, '0')}${v}`
    const again = await post({ ...body, signature: malleated })
    expect(again.status).not.toBe(201)
    expect([refused(409, 'Signature already used'), refused(401, 'Invalid signature')]).toContainEqual(again)
  })

  it('issue 12 a refused registration does not use up its signature', async () => {
    const taken = await signed(bob, 'alice-names.wcn.id')
    expect((await post(taken)).status).toBe(409)
    // the same signed message is still refused for the name, not as a replay
    expect(await post(taken)).toEqual(refused(409, 'Name already registered'))
  })

  it('issue 12 the timestamp is accepted within ±5 minutes, past and future', async () => {
    const clock = ctx().clock
    clock.fixed = 1_900_000_000_000
    try {
      const t = nowSec()
      expect((await post(await signed(bob, 'bob-past.wcn.id', { timestamp: t - 300 }))).status).toBe(201)
      expect((await post(await signed(bob, 'bob-future.wcn.id', { timestamp: t + 300 }))).status).toBe(201)
      for (const timestamp of [t - 301, t + 301])
        expect(await post(await signed(bob, 'bob-late.wcn.id', { timestamp }))).toEqual(
          refused(400, 'Message expired'),
        )
    } finally {
      clock.fixed = undefined
    }
  })

  it("SPEC §5 a coin type for a chain id at or above 0x80000000 is 'Invalid chainId'", async () => {
    for (const coinType of [0x100000000, 0x80000000 + 0xffffffff, 0x80000000])
      expect(await post(await signed(bob, 'bob-chain.wcn.id', { coinType }))).toEqual(
        refused(400, 'Invalid chainId'),
      )
  })

  it('issue 12 an EOA registers through the followed chain (public client verifyMessage)', async () => {
    const body = await signed(bob, 'bob-devnet.wcn.id', { coinType: DEVNET_COIN_TYPE })
    expect((await post(body)).status).toBe(201)
  })

  it('issue 12 a smart-contract account (ERC-1271) registers on the chain the server follows', async () => {
    const account = await deployErc1271Account(ctx().rpcUrl, alice.address)
    // its owner's signature, on the followed devnet: valid through isValidSignature
    const body = await signed(alice, 'contract-account.wcn.id', {
      address: account,
      coinType: DEVNET_COIN_TYPE,
    })
    // coin type 60 is chain 1, which this server does not follow: checked as an EOA's, refused
    expect(await post({ ...body, coin_type: 60 })).toEqual(refused(401, 'Invalid signature'))
    const created = await post(body)
    expect(created.status).toBe(201)
    expect(created.body.addresses).toEqual({ [String(DEVNET_COIN_TYPE)]: { address: getAddress(account) } })
    // someone else's signature is refused by the contract
    const forged = await signed(bob, 'contract-forged.wcn.id', {
      address: account,
      coinType: DEVNET_COIN_TYPE,
    })
    expect(await post(forged)).toEqual(refused(401, 'Invalid signature'))
  })

  it('issue 12 suffixes: a configured zone registers; suggestions follow `zone` when it is configured', async () => {
    expect((await post(await signed(bob, 'bob-zone.reown.id'))).status).toBe(201)
    expect(await post(await signed(bob, 'bob-zone.other.id'))).toEqual(refused(400, 'Invalid name'))
    const names = async (zone?: string) =>
      (await client().getNameSuggestions('bob-zone', zone === undefined ? {} : { zone })).map((s) => s.name)
    expect((await names('reown.id'))[0]).toBe('bob-zone.reown.id')
    expect((await client().getNameSuggestions('bob-zone', { zone: '.reown.id' }))[0]).toEqual({
      name: 'bob-zone.reown.id',
      registered: true,
    })
    expect((await names('evil.example'))[0]).toBe('bob-zone.wcn.id')
    expect((await names())[0]).toBe('bob-zone.wcn.id')
  })
}
