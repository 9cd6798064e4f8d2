/**
 * Sign In With Farcaster over real sockets (SPEC §2 ConnectingFarcaster, §3 farcasterUrl): a real
 * anvil devnet with the lab's ID registry, the lab's Farcaster app (`createFarcasterApp`, which
 * signs with a custody key and posts to the relay like Farcaster's app), and the secure site
 * verifying against the registry. The SIWF link is only read, never fetched.
 */
import {
  createFarcasterApp,
  type Devnet,
  deployIdRegistry,
  registerFid,
  SIWF_STATEMENT,
  startDevnet,
} from '@portico/testing/node'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveConfig } from '../config/secureSiteConfig.js'
import { identityUser, sessionOf, userWithDevices } from '../test/siteRows.js'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

const WAIT_MS = 1000
const DOMAIN = '127.0.0.1:5173'
/** the page's origin, the one allowed origin of PROJECT: every channel here is for it */
const ORIGIN = `http://${DOMAIN}`
const PROJECT = 'proj-farcaster'
/** what the frame sends besides its device: its project, the page's domain and origin */
const PAGE = { projectId: PROJECT, domain: DOMAIN, uri: ORIGIN }
let devnet: Devnet
let rpcUrl: string
let idRegistry: `0x${string}`
let t: TestSite

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  rpcUrl = devnet.chains[0]!.rpcUrl
  idRegistry = await deployIdRegistry(devnet.chains[0]!)
  t = await startTestSite({
    farcaster: { rpcUrl, idRegistry },
    limits: { connectsPerIpPerHour: 1000, deviceWaitMs: WAIT_MS },
  })
  t.origins.set(PROJECT, { allowedOrigins: [ORIGIN] })
}, 30_000)
afterAll(async () => {
  await t?.stop()
  await devnet?.stop()
})

const farcasterApp = (o: { custodyKey?: Hex; username?: string; displayName?: string } = {}) =>
  createFarcasterApp({ rpcUrl, idRegistry, relayUrl: `${t.url}/api/v1/farcaster`, now: () => t.now(), ...o })

interface Channel {
  channelToken: string
  url: string
  nonce: string
  expiresAt: string
}
const openChannel = async (deviceId: string, extra: Record<string, unknown> = {}) => {
  const r = await t.api('/farcaster/channel', { body: { deviceId, ...PAGE, ...extra } })
  expect(r.status).toBe(201)
  return r.body as unknown as Channel
}
const status = (channelToken: string, deviceId: string) =>
  t.api('/farcaster/channel/status', { body: { channelToken, deviceId } })

describe('POST /api/v1/farcaster/channel', () => {
  it('§3 farcasterUrl: the link to show is Farcaster’s (farcaster.xyz/~/siwf with channelToken, nonce, siweUri, domain); the channel lives 5 minutes', async () => {
    const ch = await openChannel('device-fc-link-1')
    expect(ch.channelToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(ch.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(ch.expiresAt).toBe(new Date(t.now() + 5 * 60_000).toISOString())
    const url = new URL(ch.url)
    expect(`${url.origin}${url.pathname}`).toBe('https://farcaster.xyz/~/siwf')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channelToken: ch.channelToken,
      nonce: ch.nonce,
      siweUri: ORIGIN,
      domain: DOMAIN,
      expirationTime: ch.expiresAt,
    })
    // the caller's nonce is kept, and only one sign-in may use it
    const mine = await openChannel('device-fc-link-1', { nonce: 'myOwnNonce12345' })
    expect(mine.nonce).toBe('myOwnNonce12345')
    const again = await t.api('/farcaster/channel', {
      body: { deviceId: 'device-fc-link-1', ...PAGE, nonce: 'myOwnNonce12345' },
    })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/nonce/) })
    // a bad domain or an unknown field is refused
    for (const body of [
      { deviceId: 'device-fc-link-1', ...PAGE, domain: 'https://evil.example/path' },
      { deviceId: 'device-fc-link-1', ...PAGE, siweUri: 'https://evil.example' },
      { deviceId: 'short', ...PAGE },
    ])
      expect((await t.api('/farcaster/channel', { body })).body.error).toBe('INVALID_REQUEST')
  })
})

describe('§2 ConnectingFarcaster: the relay and the sign-in', () => {
  it('§2 ConnectingFarcaster the happy path: pending, then the app approves and the long poll completes with a session that works on /me', async () => {
    const device = 'device-fc-happy-1'
    const key = generatePrivateKey()
    const app = farcasterApp({ custodyKey: key, username: 'alice', displayName: 'Alice' })
    const fid = await app.fid()
    const ch = await openChannel(device)

    // nobody answered: the long poll holds, then says pending
    const started = Date.now()
    expect((await status(ch.channelToken, device)).body).toEqual({ state: 'pending' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50)

    // a poll waiting while the app approves completes as soon as the answer arrives
    const waiting = status(ch.channelToken, device)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const posted = await app.signIn(ch.url)
    expect(posted.status).toBe(201)
    expect(posted.body).toEqual({ state: 'completed', nonce: ch.nonce })
    const done = await waiting
    expect(Date.now() - started).toBeLessThan(2 * WAIT_MS + 800)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      state: 'completed',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: expect.any(String),
      isNewUser: true,
      fid,
      username: 'alice',
      displayName: 'Alice',
    })
    const token = done.body.token as string
    const me = await t.api('/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ userId: done.body.userId, username: 'alice', hasWallet: false })
    const session = await sessionOf(t.db, token)
    expect(session).toMatchObject({ userId: done.body.userId, deviceId: device, method: 'farcaster' })
    expect(await identityUser(t.db, 'farcaster', String(fid))).toBe(done.body.userId)
    expect(await userWithDevices(t.db, done.body.userId as string)).toMatchObject({
      provider: 'farcaster',
      devices: [device],
    })

    // the channel is used up: a second poll or answer finds nothing
    expect((await status(ch.channelToken, device)).body.error).toBe('FARCASTER_EXPIRED')
    expect((await app.signIn(ch.url)).body.error).toBe('FARCASTER_EXPIRED')

    // the same fid later (another username): the same user, not new
    const ch2 = await openChannel(device)
    const again = farcasterApp({ custodyKey: key, username: 'alice-renamed' })
    expect((await again.signIn(ch2.url)).status).toBe(201)
    const second = await status(ch2.channelToken, device)
    expect(second.body).toMatchObject({
      state: 'completed',
      userId: done.body.userId,
      isNewUser: false,
      fid,
      username: 'alice-renamed',
    })
  })

  it('§2 ConnectingFarcaster a message signed by a key that is not the custody is refused (FARCASTER_INVALID)', async () => {
    const victim = farcasterApp()
    const victimFid = await victim.fid()
    const attacker = farcasterApp()
    await attacker.fid()

    // the attacker signs as itself but posts the victim's fid
    const ch = await openChannel('device-fc-thief-1')
    expect((await attacker.signIn(ch.url, { fid: victimFid })).status).toBe(201)
    const r = await status(ch.channelToken, 'device-fc-thief-1')
    expect(r.status).toBe(400)
    expect(r.body).toEqual({
      error: 'FARCASTER_INVALID',
      message: `The message is from ${attacker.custody}, which is not the custody address of fid ${victimFid}`,
    })

    // the message names the victim's custody address, but another key signed it
    const ch2 = await openChannel('device-fc-thief-1')
    const honest = await victim.sign(ch2.url)
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: honest.message })
    expect((await victim.authenticate({ ...honest, signature: forged })).status).toBe(201)
    const r2 = await status(ch2.channelToken, 'device-fc-thief-1')
    expect(r2.status).toBe(400)
    expect(r2.body).toEqual({
      error: 'FARCASTER_INVALID',
      message: `The signature is not by the custody address of fid ${victimFid}`,
    })
    // a refused channel stays refused
    expect((await status(ch2.channelToken, 'device-fc-thief-1')).body.error).toBe('FARCASTER_INVALID')
    expect(await identityUser(t.db, 'farcaster', String(victimFid))).toBeUndefined()
  })

  it('§2 ConnectingFarcaster a message whose resources name another fid, another domain or another chain is refused', async () => {
    const app = farcasterApp()
    const fid = await app.fid()
    const refusal = async (overrides: Parameters<typeof app.signIn>[1]) => {
      const ch = await openChannel('device-fc-fields-1')
      expect((await app.signIn(ch.url, overrides)).status).toBe(201)
      const r = await status(ch.channelToken, 'device-fc-fields-1')
      expect(r.status).toBe(400)
      expect(r.body.error).toBe('FARCASTER_INVALID')
      return r.body.message
    }
    expect(await refusal({ resourceFid: fid + 1000 })).toBe(
      `The message's resources name farcaster://fid/${fid + 1000}, but fid ${fid} was posted`,
    )
    expect(await refusal({ domain: 'evil.example' })).toBe(
      `The message was signed for evil.example, not for ${DOMAIN}`,
    )
    expect(await refusal({ chainId: 10 })).toBe(
      'The message names chain 10; the ID registry is on chain 31337',
    )
    expect(await refusal({ uri: 'https://evil.example' })).toBe(
      `The message's URI is https://evil.example, not ${ORIGIN}`,
    )
    // an unregistered fid (the resources and the post agree, the registry does not know it)
    expect(await refusal({ fid: 987654 })).toBe('fid 987654 is not registered in the ID registry')
  })

  it('§2 ConnectingFarcaster a message replayed on a second channel is refused by its nonce', async () => {
    const app = farcasterApp()
    await app.fid()
    const first = await openChannel('device-fc-replay-1')
    const signed = await app.sign(first.url)
    expect((await app.authenticate(signed)).status).toBe(201)
    expect((await status(first.channelToken, 'device-fc-replay-1')).body.state).toBe('completed')

    // the same signed message posted to another sign-in
    const second = await openChannel('device-fc-replay-2')
    expect((await app.authenticate(signed, second.channelToken)).status).toBe(201)
    const r = await status(second.channelToken, 'device-fc-replay-2')
    expect(r.status).toBe(400)
    expect(r.body).toEqual({
      error: 'FARCASTER_INVALID',
      message: "The message's nonce is not this sign-in's: it was signed for another one",
    })
    // nor may a new channel take the used nonce to make the replay fit
    const steal = await t.api('/farcaster/channel', {
      body: { deviceId: 'device-fc-replay-2', ...PAGE, nonce: first.nonce },
    })
    expect(steal.status).toBe(400)
    expect(steal.body.error).toBe('INVALID_REQUEST')
  })

  it('§2 ConnectingFarcaster a channel older than 5 minutes is FARCASTER_EXPIRED; a channel answers once, to its own device', async () => {
    const app = farcasterApp()
    await app.fid()
    const ch = await openChannel('device-fc-late-1')
    // only the device that opened it may poll it
    expect((await status(ch.channelToken, 'device-fc-other-1')).body.error).toBe('FARCASTER_EXPIRED')
    // the app must name the channel
    const signed = await app.sign(ch.url)
    const noBearer = await fetch(`${t.url}/api/v1/farcaster/channel/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: signed.message,
        signature: signed.signature,
        fid: signed.fid,
        username: 'x',
      }),
    })
    expect(noBearer.status).toBe(401)
    expect((await app.authenticate(signed, 'A'.repeat(43))).body.error).toBe('FARCASTER_EXPIRED')
    // once
    expect((await app.authenticate(signed)).status).toBe(201)
    const twice = await app.authenticate(signed)
    expect(twice.status).toBe(409)
    expect(twice.body.error).toBe('FARCASTER_INVALID')

    t.advance(5 * 60_000)
    const late = await status(ch.channelToken, 'device-fc-late-1')
    expect(late.status).toBe(400)
    expect(late.body).toEqual({
      error: 'FARCASTER_EXPIRED',
      message: 'This Farcaster sign-in is unknown or has expired: please start again',
    })
    const ch2 = await openChannel('device-fc-late-1')
    t.advance(5 * 60_000 + 1)
    const tooLate = await app.signIn(ch2.url)
    expect(tooLate.status).toBe(400)
    expect(tooLate.body.error).toBe('FARCASTER_EXPIRED')
  })

  it('§2 ConnectingFarcaster a contract custody signs through ERC-1271 (isValidSignature), and a refusing contract is refused', async () => {
    // runtime code that answers every call with the ERC-1271 magic value 0x1626ba7e (or 0xffffffff)
    const wallet = (magic: string) => `0x63${magic}60e01b60005260206000f3` as Hex
    const client = createPublicClient({ transport: http(rpcUrl) })
    const signInAs = async (custody: `0x${string}`, device: string) => {
      const fid = Number(await registerFid({ rpcUrl, idRegistry, to: custody }))
      const ch = await openChannel(device)
      const message = createSiweMessage({
        domain: DOMAIN,
        address: custody,
        statement: SIWF_STATEMENT,
        uri: ORIGIN,
        version: '1',
        chainId: 31337,
        nonce: ch.nonce,
        issuedAt: new Date(t.now()),
        expirationTime: new Date(ch.expiresAt),
        resources: [`farcaster://fid/${fid}`],
      })
      // an owner key of the contract wallet signs; ECDSA recovery alone cannot match a contract
      const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
      const app = farcasterApp()
      expect(
        (await app.authenticate({ channelToken: ch.channelToken, message, signature, fid })).status,
      ).toBe(201)
      return { fid, r: await status(ch.channelToken, device) }
    }
    const good = privateKeyToAccount(generatePrivateKey()).address
    await client.request({ method: 'anvil_setCode' as never, params: [good, wallet('1626ba7e')] as never })
    const ok = await signInAs(good, 'device-fc-1271-1')
    expect(ok.r.body).toMatchObject({ state: 'completed', fid: ok.fid, isNewUser: true })

    const bad = privateKeyToAccount(generatePrivateKey()).address
    await client.request({ method: 'anvil_setCode' as never, params: [bad, wallet('ffffffff')] as never })
    const refused = await signInAs(bad, 'device-fc-1271-2')
    expect(refused.r.status).toBe(400)
    expect(refused.r.body.error).toBe('FARCASTER_INVALID')
  })
})

describe('farcaster config and limits', () => {
  it('without config.farcaster there are no farcaster routes (404); channels are limited per IP', async () => {
    const plain = await startTestSite()
    try {
      const r = await plain.api('/farcaster/channel', {
        body: { deviceId: 'device-fc-none-1', ...PAGE },
      })
      expect(r.status).toBe(404)
    } finally {
      await plain.stop()
    }
    const limited = await startTestSite({
      farcaster: { rpcUrl, idRegistry, siwfUrl: 'http://127.0.0.1:9/siwf' },
      limits: { connectsPerIpPerHour: 2 },
    })
    limited.origins.set(PROJECT, { allowedOrigins: [ORIGIN] })
    try {
      const open = () =>
        limited.api('/farcaster/channel', { body: { deviceId: 'device-fc-limit-1', ...PAGE } })
      const first = await open()
      expect(new URL(first.body.url as string).origin + new URL(first.body.url as string).pathname).toBe(
        'http://127.0.0.1:9/siwf',
      )
      expect((await open()).status).toBe(201)
      const third = await open()
      expect(third.status).toBe(429)
      expect(third.body).toMatchObject({ error: 'RATE_LIMITED', retryAfter: 3600 })
    } finally {
      await limited.stop()
    }
  })

  it('the config takes only http(s) URLs and an address', () => {
    const base = {
      apiUrl: 'http://127.0.0.1:1',
      networks: [],
      smtp: { host: '127.0.0.1', port: 25, from: 'x <x@localhost>' },
      otpSecret: 'test-otp-secret-0123456789',
    }
    expect(resolveConfig({ ...base, farcaster: { rpcUrl, idRegistry } }).farcaster).toEqual({
      rpcUrl,
      idRegistry,
    })
    for (const farcaster of [
      { rpcUrl: 'ws://127.0.0.1:8545', idRegistry },
      { rpcUrl, idRegistry: '0x1234' },
      { rpcUrl, idRegistry, siwfUrl: 'farcaster://siwf' },
    ])
      expect(() => resolveConfig({ ...base, farcaster: farcaster as never })).toThrow(
        /Invalid secure site config: farcaster\./,
      )
  })
})
