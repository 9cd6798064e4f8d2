/**
 * Generated adversarial input for the Farcaster relay (issue 27, item 2 and "Deliver": the
 * generated suites extended to the Farcaster relay). One secure site over real sockets on a real
 * devnet with the lab's ID registry; one registered fid whose custody key really signs every
 * message, so only the relay's checks stand between a hostile message and a session.
 *   - channel requests: the frame's body with up to two fields hostile (other sites, the project's
 *     host on another scheme or port, spellings that trip comparisons, wrong types, unknown keys).
 *     Never a 5xx; the valid body gets its channel; a channel is only ever for one of the project's
 *     allowed origins, its domain that origin's host; a refused request keeps nothing (its nonce
 *     stays free, the accounts' tables are unchanged).
 *   - SIWF messages: the channel's own message with up to three changes to what must match (domain,
 *     URI, nonce, chain, expiration time, Issued At outside the sign-in, an added Not Before or
 *     Request ID, a scheme, the fid resource, the address's spelling, a line slipped in, trailing
 *     text, other line ends or spaces) or signed by another key. It completes if and only if
 *     nothing changed; a refusal makes no session and no user.
 *   - the Farcaster app's and the frame's bodies (`/authenticate`, `/status`): hostile fields and
 *     bearers. Never a 5xx; an answer the relay refused leaves the channel open to the real one.
 * `FC_SEED=<n>` replays a run, `FC_SCALE=<k>` runs k times the cases; the counts are printed.
 * Setup: ../test/useFarcasterRelayFuzz.ts.
 */
import { parseSiwfUrl, SIWF_STATEMENT } from '@portico/testing/node'
import fc from 'fast-check'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { hostileDomain, hostileOrigin, hostileText, mutatedBody } from '../test/relayArbitraries.js'
import { countRows } from '../test/siteRows.js'
import {
  count,
  custodyKey,
  DOMAIN,
  fid,
  ORIGIN,
  ORIGINS,
  openChannel,
  PROJECT,
  post,
  run,
  snapshot,
  t,
  useFarcasterRelayFuzz,
} from '../test/useFarcasterRelayFuzz.js'

useFarcasterRelayFuzz()
let uniq = 0

describe('the Farcaster relay under generated adversarial input (issue 27)', () => {
  it("channel requests: a channel is only ever for one of the project's allowed origins; a refusal keeps nothing", async () => {
    const validNonce = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/)
    /** nonces that have their channel */
    const taken = new Set<string>()
    await run(
      200,
      fc.asyncProperty(
        fc.boolean(),
        mutatedBody(
          { deviceId: 'device-fuzz-channel', projectId: PROJECT, domain: DOMAIN, uri: ORIGIN, nonce: 'x' },
          {
            deviceId: hostileText,
            projectId: fc.oneof(fc.constantFrom('proj-other', 'proj-unknown', ''), hostileText),
            domain: hostileDomain(DOMAIN),
            uri: fc.oneof(
              hostileOrigin(ORIGIN),
              fc.constantFrom('https://app.example', 'https://other.example'),
            ),
            nonce: fc.oneof(validNonce, hostileText),
          },
        ),
        async (withNonce, { body, mutated }) => {
          // a fresh nonce unless the case changed it (one nonce serves one channel)
          if (!mutated.some((m) => m.endsWith(' nonce'))) {
            if (withNonce) body.nonce = `fuzzNonce${++uniq}`
            else delete body.nonce
          }
          const before = await snapshot()
          const r = await post('/channel', body)
          count('POST /farcaster/channel', r.status === 201)
          if (mutated.length === 0) expect(r.status, r.what).toBe(201)
          if (r.status === 201) {
            const link = parseSiwfUrl(r.body.url as string)
            taken.add(link.nonce)
            expect(ORIGINS[body.projectId as string] ?? [], r.what).toContain(link.siweUri)
            expect(link.domain, r.what).toBe(new URL(link.siweUri).host)
            expect(link.domain, r.what).toBe(body.domain)
            return
          }
          expect(r.status, r.what).toBeGreaterThanOrEqual(400)
          expect(await snapshot(), r.what).toBe(before)
          // the refused request did not take its nonce
          if (
            typeof body.nonce === 'string' &&
            /^[a-zA-Z0-9]{8,128}$/.test(body.nonce) &&
            !taken.has(body.nonce)
          ) {
            const again = await post('/channel', {
              deviceId: 'device-fuzz-channel',
              projectId: PROJECT,
              domain: DOMAIN,
              uri: ORIGIN,
              nonce: body.nonce,
            })
            expect(again.status, `${r.what} then ${again.what}`).toBe(201)
            taken.add(body.nonce)
          }
        },
      ),
    )
  }, 60_000)

  it("SIWF messages: the channel's own message completes; any change to what must match, or another signer, does not, and makes no session", async () => {
    type Change = (text: string, c: { nonce: string; expirationTime: string; createdAt: number }) => string
    const replace = (from: (c: Parameters<Change>[1]) => string, to: fc.Arbitrary<string>) =>
      to.map<Change>((v) => (text, c) => text.replace(from(c), v))
    const iso = (ms: number) => new Date(ms).toISOString()
    const change: fc.Arbitrary<Change> = fc.oneof(
      replace(
        () => `${DOMAIN} wants you`,
        hostileDomain(DOMAIN).map((d) => `${d} wants you`),
      ),
      replace(
        () => `\nURI: ${ORIGIN}\n`,
        fc.oneof(hostileOrigin(ORIGIN), fc.constantFrom('https://app.example')).map((u) => `\nURI: ${u}\n`),
      ),
      replace(
        (c) => `\nNonce: ${c.nonce}\n`,
        fc.oneof(fc.stringMatching(/^[a-zA-Z0-9]{8,20}$/), hostileText).map((n) => `\nNonce: ${n}\n`),
      ),
      replace(
        () => '\nChain ID: 31337\n',
        fc
          .oneof(fc.nat().map(String), fc.constantFrom('10', '1', '031337', '31337 ', '0x7a69', ''))
          .map((n) => `\nChain ID: ${n}\n`),
      ),
      fc
        .oneof(
          fc
            .integer({ min: -(10 ** 9), max: 10 ** 9 })
            .map((d) => (c: Parameters<Change>[1]) => iso(Date.parse(c.expirationTime) + d)),
          fc.constant((c: Parameters<Change>[1]) => c.expirationTime.replace('.000Z', 'Z')),
          fc.constant((c: Parameters<Change>[1]) => c.expirationTime.replace('Z', '+00:00')),
          hostileText.map((v) => () => v),
        )
        .map<Change>(
          (value) => (text, c) =>
            text.replace(`\nExpiration Time: ${c.expirationTime}`, `\nExpiration Time: ${value(c)}`),
        ),
      fc.constant<Change>((text, c) => text.replace(`\nExpiration Time: ${c.expirationTime}`, '')),
      fc
        .oneof(
          fc
            .integer({ min: 5 * 60_000 + 1, max: 10 ** 10 })
            .map((d) => (c: Parameters<Change>[1]) => iso(c.createdAt - d)),
          fc
            .integer({ min: 5 * 60_000 + 1, max: 10 ** 10 })
            .map((d) => (c: Parameters<Change>[1]) => iso(c.createdAt + d)),
          fc.constant((c: Parameters<Change>[1]) => iso(c.createdAt).replace('.000Z', 'Z')),
          hostileText.map((v) => () => v),
        )
        .map<Change>((value) => (text, c) => text.replace(/\nIssued At: [^\n]*/, `\nIssued At: ${value(c)}`)),
      fc
        .integer({ min: -(10 ** 9), max: 10 ** 9 })
        .map<Change>(
          (d) => (text, c) =>
            text.replace('\nResources:', `\nNot Before: ${iso(c.createdAt + d)}\nResources:`),
        ),
      hostileText.map<Change>(
        (v) => (text) => text.replace('\nResources:', `\nRequest ID: ${v}\nResources:`),
      ),
      fc.constantFrom('https://', 'http://', 'farcaster://').map<Change>((s) => (text) => `${s}${text}`),
      fc
        .oneof(
          fc
            .nat()
            .filter((n) => n !== fid)
            .map((n) => `- farcaster://fid/${n}`),
          fc.constantFrom(
            `- farcaster://fid/${fid}\n- farcaster://fid/${fid + 1}`,
            `- farcaster://fid/0${fid}`,
            `- farcaster://fid/${fid} `,
            `- farcaster://fid/${fid}/x`,
            '- https://evil.example',
          ),
        )
        .map<Change>((r) => (text) => text.replace(`- farcaster://fid/${fid}`, r)),
      fc.constant<Change>((text) => text.replace(/\nResources:\n- [^\n]*$/, '')),
      fc.constantFrom<Change>(
        (text) => text.replace(/0x[0-9a-fA-F]{40}/, (a) => a.toLowerCase()),
        (text) => text.replace(/0x[0-9a-fA-F]{40}/, (a) => `0x${a.slice(2).toUpperCase()}`),
        (text) => text.replace(/0x[0-9a-fA-F]{40}/, privateKeyToAccount(generatePrivateKey()).address),
      ),
      fc.tuple(fc.nat({ max: 10 }), hostileText).map<Change>(([at, line]) => (text) => {
        const lines = text.split('\n')
        const end = lines.indexOf('Resources:')
        lines.splice(1 + (at % end), 0, line)
        return lines.join('\n')
      }),
      fc
        .constantFrom(
          '\n',
          '\n ',
          ' ',
          '\r',
          '\nURI: https://evil.example',
          `\n${DOMAIN} wants you to sign in`,
        )
        .map<Change>((tail) => (text) => `${text}${tail}`),
      fc.constantFrom<Change>(
        (text) => text.replaceAll('\n', '\r\n'),
        (text) => text.replace('URI: ', 'URI:  '),
        (text) => text.replace('Nonce: ', 'Nonce:\t'),
        (text) => text.replace('\n\n', '\n \n'),
      ),
    )
    const otherSigner = fc.constantFrom('genuine', 'genuine', 'genuine', 'another key')
    const custody = privateKeyToAccount(custodyKey)
    await run(
      150,
      fc.asyncProperty(fc.array(change, { maxLength: 3 }), otherSigner, async (changes, signer) => {
        const device = `device-fuzz-msg-${++uniq}`
        const ch = await openChannel(device)
        const c = { nonce: ch.nonce, expirationTime: ch.expirationTime!, createdAt: t.now() }
        const original = createSiweMessage({
          domain: ch.domain,
          address: custody.address,
          statement: SIWF_STATEMENT,
          uri: ch.siweUri,
          version: '1',
          chainId: 31337,
          nonce: ch.nonce,
          issuedAt: new Date(t.now()),
          expirationTime: new Date(ch.expirationTime!),
          resources: [`farcaster://fid/${fid}`],
        })
        const message = changes.reduce((text, f) => f(text, c), original)
        const key = signer === 'genuine' ? custody : privateKeyToAccount(generatePrivateKey())
        const signature = await key.signMessage({ message })
        const before = await countRows(t.db, 'sessions')
        const users = await countRows(t.db, 'users')
        const answered = await post(
          '/channel/authenticate',
          { message, signature, fid, username: 'fuzz' },
          ch.channelToken,
        )
        const polled = await post('/channel/status', { channelToken: ch.channelToken, deviceId: device })
        const what = `${JSON.stringify(message)} (${signer}) → ${answered.status} ${polled.status} ${JSON.stringify(polled.body)}`
        const exact = message === original && signer === 'genuine'
        count('SIWF message', polled.body.state === 'completed')
        if (exact) {
          expect(polled.body.state, what).toBe('completed')
          return
        }
        // a message too long for the schema is refused at the door; else at the check
        if (answered.status === 201) {
          expect(polled.status, what).toBe(400)
          expect(['FARCASTER_INVALID', 'FARCASTER_EXPIRED'], what).toContain(polled.body.error)
        } else expect(answered.status, what).toBe(400)
        expect(await countRows(t.db, 'sessions'), what).toBe(before)
        expect(await countRows(t.db, 'users'), what).toBe(users)
      }),
    )
  }, 60_000)

  /** a bearer or token as a client could send it in a header: printable latin-1 */
  // what a client can send in a header: visible characters, never DEL (fetch refuses 0x7f)
  const headerText = fc.string({
    unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c === 0x7f ? 0x7e : c)),
    maxLength: 60,
  })
  const realAnswer = async (ch: Awaited<ReturnType<typeof openChannel>>) => {
    const custody = privateKeyToAccount(custodyKey)
    const message = createSiweMessage({
      domain: ch.domain,
      address: custody.address,
      statement: SIWF_STATEMENT,
      uri: ch.siweUri,
      version: '1',
      chainId: 31337,
      nonce: ch.nonce,
      issuedAt: new Date(t.now()),
      expirationTime: new Date(ch.expirationTime!),
      resources: [`farcaster://fid/${fid}`],
    })
    return { message, signature: await custody.signMessage({ message }), fid, username: 'fuzz' }
  }

  it("the app's bodies: never a 5xx; an answer the relay refused leaves the channel to the real one", async () => {
    await run(
      100,
      fc.asyncProperty(
        mutatedBody(
          {
            message: 'm',
            signature: `0x${'ab'.repeat(65)}`,
            fid,
            username: 'fuzz',
            displayName: 'Fuzz',
            pfpUrl: 'https://example.com/a.png',
          },
          {
            message: hostileText,
            signature: fc.oneof(fc.stringMatching(/^0x[0-9a-f]{2,200}$/), hostileText),
            fid: fc.oneof(fc.constantFrom(0, -1, 2 ** 53, 1.5, Number.MAX_SAFE_INTEGER), fc.integer()),
            username: hostileText,
            displayName: hostileText,
            pfpUrl: hostileOrigin('https://example.com'),
          },
          3,
        ),
        fc.oneof({ weight: 4, arbitrary: fc.constant('channel') }, { weight: 1, arbitrary: headerText }),
        fc.boolean(),
        async ({ body }, bearer, raw) => {
          const device = `device-fuzz-app-${++uniq}`
          const ch = await openChannel(device)
          const token = bearer === 'channel' ? ch.channelToken : bearer
          const r = await post('/channel/authenticate', raw ? JSON.stringify(body).slice(0, -1) : body, token)
          count('POST /farcaster/channel/authenticate', r.status === 201)
          if (r.status === 201) return
          // refused: the real answer still goes through, and signs in
          const real = await post('/channel/authenticate', await realAnswer(ch), ch.channelToken)
          expect(real.status, `${r.what} then ${real.what}`).toBe(201)
          const done = await post('/channel/status', { channelToken: ch.channelToken, deviceId: device })
          expect(done.body.state, done.what).toBe('completed')
        },
      ),
    )
  }, 60_000)

  it("the frame's polls: never a 5xx; another device, a made-up or changed token never completes", async () => {
    await run(
      50,
      fc.asyncProperty(
        mutatedBody(
          { channelToken: 'the channel', deviceId: 'the device' },
          {
            channelToken: fc.oneof(headerText, hostileText, fc.constant('A'.repeat(43))),
            deviceId: fc.oneof(hostileText, fc.constant('device-fuzz-someone-else')),
          },
        ),
        async ({ body, mutated }) => {
          const device = `device-fuzz-poll-${++uniq}`
          const ch = await openChannel(device)
          await post('/channel/authenticate', await realAnswer(ch), ch.channelToken)
          if (body.channelToken === 'the channel') body.channelToken = ch.channelToken
          if (body.deviceId === 'the device') body.deviceId = device
          const r = await post('/channel/status', body)
          count('POST /farcaster/channel/status', r.body.state === 'completed')
          if (mutated.length === 0) expect(r.body.state, r.what).toBe('completed')
          else expect(r.body.state, r.what).not.toBe('completed')
        },
      ),
    )
  }, 60_000)
})
