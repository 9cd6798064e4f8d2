/**
 * Issue 27 ("Hardening, round two"), item 2: a Farcaster sign-in meant for another site logged into
 * the embedded wallet. The relay made a channel for any domain, so a site that got a person to
 * sign in with Farcaster "for itself" (the Farcaster app showing "evil.example wants you to sign
 * in…") held a session of theirs here, which read `/me` and `/wallet/shares`. Now a channel is for
 * one of the project's allowed origins only (its domain and URI), and the signed message must be
 * exactly the channel's (domain, URI, nonce, chain, expiration time, in EIP-4361's one form).
 * Real sockets, a real devnet with the lab's ID registry, the lab's Farcaster app.
 */
import {
  createFarcasterApp,
  type Devnet,
  deployIdRegistry,
  parseSiwfUrl,
  SIWF_STATEMENT,
  startDevnet,
} from '@portico/testing/node'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSite, type TestSite } from '../test/startTestSite.js'

const DOMAIN = '127.0.0.1:5173'
const ORIGIN = `http://${DOMAIN}`
const PROJECT = 'proj-farcaster-origins'
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
    limits: { connectsPerIpPerHour: 1000, deviceWaitMs: 500 },
  })
  // the project's pages: the lab's origin and another of the project's
  t.origins.set(PROJECT, { allowedOrigins: [ORIGIN, 'https://app.example'] })
  t.origins.set('proj-other', { allowedOrigins: ['https://other.example'] })
}, 30_000)
afterAll(async () => {
  await t?.stop()
  await devnet?.stop()
})

const farcasterApp = (custodyKey: Hex) =>
  createFarcasterApp({
    rpcUrl,
    idRegistry,
    relayUrl: `${t.url}/api/v1/farcaster`,
    now: () => t.now(),
    custodyKey,
  })
const status = (channelToken: string, deviceId: string) =>
  t.api('/farcaster/channel/status', { body: { channelToken, deviceId } })

/** the victim: a Farcaster user with an embedded wallet here (signed in once, shares stored) */
async function victimWithWallet() {
  const key = generatePrivateKey()
  const app = farcasterApp(key)
  await app.fid()
  const ch = await t.api('/farcaster/channel', { body: { deviceId: 'device-victim-1', ...PAGE } })
  expect(ch.status).toBe(201)
  await app.signIn(ch.body.url as string)
  const done = await status(ch.body.channelToken as string, 'device-victim-1')
  expect(done.body.state).toBe('completed')
  const token = done.body.token as string
  const wallet = await t.api('/wallet', {
    token,
    body: {
      authShare: 'victim-auth-share',
      recoveryShare: 'victim-encrypted-recovery-share',
      addresses: {
        eip155: privateKeyToAccount(generatePrivateKey()).address,
        solana: '11111111111111111111111111111111',
      },
    },
  })
  expect(wallet.status).toBe(201)
  return { key, app }
}

describe('issue "Hardening, round two" 2: a channel is for the project\'s own pages', () => {
  it('§2 ConnectingFarcaster the issue\'s attack: a channel for evil.example is refused, so the person\'s "evil.example" sign-in gives the attacker no session and no shares', async () => {
    const victim = await victimWithWallet()
    /** the attacker opens a channel, the victim approves "evil.example wants you to sign in" in the Farcaster app, the attacker polls */
    const attack = async (body: Record<string, unknown>) => {
      const ch = await t.api('/farcaster/channel', { body: { deviceId: 'device-attacker-1', ...body } })
      if (ch.status !== 201) return { status: ch.status, error: ch.body.error }
      await victim.app.signIn(ch.body.url as string)
      const polled = await status(ch.body.channelToken as string, 'device-attacker-1')
      const token = polled.body.token as string | undefined
      const shares = token ? await t.api('/wallet/shares', { token }) : undefined
      return { status: ch.status, session: Boolean(token), shares: shares?.body }
    }
    // the request of the issue: any domain, no project
    expect(await attack({ domain: 'evil.example' })).toEqual({ status: 400, error: 'INVALID_REQUEST' })
    // with a project: the page must be one of its allowed origins
    expect(await attack({ projectId: PROJECT, domain: 'evil.example', uri: 'https://evil.example' })).toEqual(
      {
        status: 403,
        error: 'ORIGIN_NOT_ALLOWED',
      },
    )
    // another project's origin, or an unknown project, is not this one's
    for (const projectId of [PROJECT, 'proj-unknown'])
      expect(await attack({ projectId, domain: 'other.example', uri: 'https://other.example' })).toEqual({
        status: 403,
        error: 'ORIGIN_NOT_ALLOWED',
      })
    // the project's host on another scheme or port is another origin
    for (const uri of ['https://127.0.0.1:5173', 'http://127.0.0.1:5174', 'http://app.example'])
      expect(await attack({ projectId: PROJECT, domain: new URL(uri).host, uri })).toEqual({
        status: 403,
        error: 'ORIGIN_NOT_ALLOWED',
      })
    // the domain must be the URI's host: an allowed URI does not carry another domain
    expect(await attack({ projectId: PROJECT, domain: 'evil.example', uri: ORIGIN })).toEqual({
      status: 400,
      error: 'INVALID_REQUEST',
    })
    // an origin, exactly: no path, query, credentials, no 'null'
    for (const uri of [`${ORIGIN}/app`, `${ORIGIN}?a=1`, `http://u:p@${DOMAIN}`, 'null', 'evil.example'])
      expect(await attack({ projectId: PROJECT, domain: DOMAIN, uri })).toEqual({
        status: 400,
        error: 'INVALID_REQUEST',
      })
  })

  it("§3 farcasterUrl a channel for another of the project's origins names that page in its link", async () => {
    const r = await t.api('/farcaster/channel', {
      body: {
        deviceId: 'device-fc-origins-2',
        projectId: PROJECT,
        domain: 'app.example',
        uri: 'https://app.example/',
      },
    })
    expect(r.status).toBe(201)
    const link = parseSiwfUrl(r.body.url as string)
    expect(link).toMatchObject({ domain: 'app.example', siweUri: 'https://app.example' })
    const refused = await t.api('/farcaster/channel', {
      body: {
        deviceId: 'device-fc-origins-2',
        projectId: PROJECT,
        domain: 'evil.example',
        uri: 'https://evil.example',
      },
    })
    expect(refused.body).toEqual({
      error: 'ORIGIN_NOT_ALLOWED',
      message: `https://evil.example is not one of the allowed origins of project ${PROJECT}: a sign-in is only for the project's own pages`,
    })
  })
})

describe('issue "Hardening, round two" 2: the signed message is exactly the channel\'s', () => {
  /** a channel of the project's page and a message for it that the custody key signs as written */
  async function post(
    device: string,
    write: (fields: Parameters<typeof createSiweMessage>[0], text: string) => string,
  ) {
    const key = generatePrivateKey()
    const custody = privateKeyToAccount(key)
    const app = farcasterApp(key)
    const fid = await app.fid()
    const ch = await t.api('/farcaster/channel', { body: { deviceId: device, ...PAGE } })
    const link = parseSiwfUrl(ch.body.url as string)
    const fields = {
      domain: link.domain,
      address: custody.address,
      statement: SIWF_STATEMENT,
      uri: link.siweUri,
      version: '1' as const,
      chainId: 31337,
      nonce: link.nonce,
      issuedAt: new Date(t.now()),
      expirationTime: new Date(link.expirationTime!),
      resources: [`farcaster://fid/${fid}`],
    }
    const message = write(fields, createSiweMessage(fields))
    const signature = await custody.signMessage({ message })
    const posted = await app.authenticate({ channelToken: link.channelToken, message, signature, fid })
    expect(posted.status).toBe(201)
    return status(link.channelToken, device)
  }
  const refusal = async (
    device: string,
    write: (fields: Parameters<typeof createSiweMessage>[0], text: string) => string,
  ) => {
    const r = await post(device, write)
    expect(r.status).toBe(400)
    expect(r.body.error).toBe('FARCASTER_INVALID')
    return r.body.message
  }

  it("§2 ConnectingFarcaster the channel's own message signs in; one field off, or one line more, and it does not", async () => {
    expect((await post('device-fc-exact-0', (_, text) => text)).body.state).toBe('completed')

    // the expiration time is the channel's, as the link gives it
    expect(
      await refusal('device-fc-exact-1', (f) => createSiweMessage({ ...f, expirationTime: undefined })),
    ).toBe("The message's Expiration Time is not this sign-in's")
    expect(
      await refusal('device-fc-exact-2', (f) =>
        createSiweMessage({ ...f, expirationTime: new Date(f.expirationTime!.getTime() + 60_000) }),
      ),
    ).toBe("The message's Expiration Time is not this sign-in's")
    // nothing the channel did not ask for
    expect(
      await refusal('device-fc-exact-3', (f) => createSiweMessage({ ...f, notBefore: new Date(t.now()) })),
    ).toBe('The message names a Not Before or Request ID this sign-in did not ask for')
    expect(
      await refusal('device-fc-exact-4', (f) => createSiweMessage({ ...f, requestId: 'other-sign-in' })),
    ).toBe('The message names a Not Before or Request ID this sign-in did not ask for')
    // a scheme before the domain, even the URI's
    for (const scheme of ['https', 'http'])
      expect(await refusal(`device-fc-exact-5${scheme}`, (f) => createSiweMessage({ ...f, scheme }))).toBe(
        `The message names a scheme (${scheme}) the sign-in did not ask for`,
      )
    // the URI spelled otherwise (a final slash) is another URI
    expect(await refusal('device-fc-exact-6', (f) => createSiweMessage({ ...f, uri: `${ORIGIN}/` }))).toBe(
      `The message's URI is ${ORIGIN}/, not ${ORIGIN}`,
    )
    // EIP-4361's one form: what another parser could read differently is refused
    const notTheForm =
      'The message is not written in the EIP-4361 form (an extra line or another spelling of a field)'
    for (const [i, write] of [
      // a second URI line after the resources (a lenient parser takes the last one)
      (_: unknown, text: string) => `${text}\nURI: https://evil.example`,
      (_: unknown, text: string) => `${text}\n`,
      // the address not in EIP-55 case
      (_: unknown, text: string) => text.replace(/0x[0-9a-fA-F]{40}/, (a) => a.toLowerCase()),
      // a date without its milliseconds
      (_: unknown, text: string) => text.replace(/(Issued At: [^.]+)\.\d{3}Z/, '$1Z'),
      // a line slipped in before the suffix
      (_: unknown, text: string) => text.replace('\nURI: ', '\nevil.example wants you to sign in\nURI: '),
    ].entries())
      expect(await refusal(`device-fc-form-${i}`, write), `case ${i}`).toBe(notTheForm)
    // other line ends do not even parse
    expect(await refusal('device-fc-form-crlf', (_, text) => text.replaceAll('\n', '\r\n'))).toBe(
      'The message is not a Sign In With Farcaster message (EIP-4361)',
    )
  })
})
