/**
 * The lab's Farcaster app against a stub relay on 127.0.0.1 and the devnet ID registry: it reads a
 * SIWF link, registers its custody's fid, and posts an EIP-4361 message with the link's domain, uri
 * and nonce and `farcaster://fid/<fid>`, signed by the custody key, with the channel token as bearer.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import { createFarcasterApp, SIWF_STATEMENT } from './createFarcasterApp.js'
import { deployIdRegistry } from './deployIdRegistry.js'
import { parseSiwfUrl } from './parseSiwfUrl.js'

let devnet: Devnet
let rpcUrl: string
let idRegistry: `0x${string}`
let relayUrl: string
const posts: { path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = []
const relay = createServer((req, res) => {
  let text = ''
  req.on('data', (c) => {
    text += c
  })
  req.on('end', () => {
    posts.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) })
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"state":"completed"}')
  })
})

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  rpcUrl = devnet.chains[0]!.rpcUrl
  idRegistry = await deployIdRegistry(rpcUrl)
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/api/v1/farcaster/`
}, 30_000)
afterAll(async () => {
  await new Promise<void>((resolve) => relay.close(() => resolve()))
  await devnet?.stop()
})

const LINK =
  'https://farcaster.xyz/~/siwf?channelToken=tok_0123456789abcdef&nonce=abcDEF123456789x' +
  '&siweUri=http%3A%2F%2Flocalhost%3A8793&domain=localhost%3A8793&expirationTime=2030-01-01T00%3A05%3A00.000Z'

describe('createFarcasterApp', () => {
  it('parses the link as Farcaster does (https or farcaster://, only the query matters)', () => {
    const https = parseSiwfUrl(LINK)
    expect(https).toEqual({
      channelToken: 'tok_0123456789abcdef',
      nonce: 'abcDEF123456789x',
      siweUri: 'http://localhost:8793',
      domain: 'localhost:8793',
      expirationTime: '2030-01-01T00:05:00.000Z',
    })
    expect(parseSiwfUrl(LINK.replace('https://farcaster.xyz/~/siwf', 'farcaster://connect'))).toEqual(https)
    expect(() => parseSiwfUrl('https://farcaster.xyz/~/siwf?nonce=abcDEF123456789x')).toThrow(/channelToken/)
    expect(() => parseSiwfUrl('not a link')).toThrow(/Not a Sign In With Farcaster link/)
  })

  it('registers its fid once, signs the SIWF message with the custody key and posts it with the channel token', async () => {
    const key = generatePrivateKey()
    const app = createFarcasterApp({
      rpcUrl,
      idRegistry,
      relayUrl,
      custodyKey: key,
      username: 'alice',
      displayName: 'Alice',
      pfpUrl: 'https://example.invalid/alice.png',
      now: () => Date.parse('2030-01-01T00:00:10Z'),
    })
    expect(app.custody).toBe(privateKeyToAccount(key).address)
    const fid = await app.fid()
    expect(fid).toBeGreaterThan(0)
    expect(await app.fid()).toBe(fid)
    // a second app with the same key finds the fid instead of registering again
    expect(await createFarcasterApp({ rpcUrl, idRegistry, relayUrl, custodyKey: key }).fid()).toBe(fid)

    const { status, signed } = await app.signIn(LINK)
    expect(status).toBe(201)
    const post = posts.at(-1)!
    expect(post.path).toBe('/api/v1/farcaster/channel/authenticate')
    expect(post.headers.authorization).toBe('Bearer tok_0123456789abcdef')
    expect(post.headers['content-type']).toBe('application/json')
    expect(post.body).toEqual({
      message: signed.message,
      signature: signed.signature,
      fid,
      username: 'alice',
      displayName: 'Alice',
      pfpUrl: 'https://example.invalid/alice.png',
    })
    const m = parseSiweMessage(signed.message)
    expect(m).toMatchObject({
      domain: 'localhost:8793',
      address: app.custody,
      statement: SIWF_STATEMENT,
      uri: 'http://localhost:8793',
      version: '1',
      chainId: 31337,
      nonce: 'abcDEF123456789x',
      resources: [`farcaster://fid/${fid}`],
    })
    expect(m.issuedAt?.toISOString()).toBe('2030-01-01T00:00:10.000Z')
    expect(m.expirationTime?.toISOString()).toBe('2030-01-01T00:05:00.000Z')
    expect(
      await verifyMessage({ address: app.custody, message: signed.message, signature: signed.signature }),
    ).toBe(true)
  })

  it('overrides make the messages a relay must refuse (another fid in the resources, another channel)', async () => {
    const app = createFarcasterApp({ rpcUrl, idRegistry, relayUrl })
    const signed = await app.sign(LINK, { fid: 7, resourceFid: 8 })
    expect(signed.fid).toBe(7)
    expect(parseSiweMessage(signed.message).resources).toEqual(['farcaster://fid/8'])
    const answer = await app.authenticate(signed, 'tok_another_channel_1')
    expect(answer).toEqual({ status: 201, body: { state: 'completed' } })
    expect(posts.at(-1)!.headers.authorization).toBe('Bearer tok_another_channel_1')
    expect(posts.at(-1)!.body).toMatchObject({ fid: 7, username: 'lab7' })
  })
})
