/**
 * verifyPorticoSession against tokens made as apps/api makes them (src/auth/sessionToken.ts there:
 * EdDSA or ES256, `iss` portico-api, `sub` the CAIP-10 account, `sid`, `aud` the domain, `iat`,
 * `nbf`, `exp`, `namespace`, `chainId`). apps/api's authRoutes.test.ts checks it on real tokens of
 * the server too.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PORTICO_TOKEN_ISSUER, verifyPorticoSession } from './verifyPorticoSession.js'

const NOW = Date.parse('2030-01-01T00:00:00Z')
const sec = (ms: number) => Math.floor(ms / 1000)
const ACCOUNT = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Keys = Awaited<ReturnType<typeof generateKeyPair>>

function token(
  keys: Keys,
  opts: { alg?: string; kid?: string; iss?: string; aud?: string; nbf?: number; exp?: number } = {},
) {
  return new SignJWT({ sid: 'session-1', namespace: 'eip155', chainId: 'eip155:1' })
    .setProtectedHeader({ alg: opts.alg ?? 'EdDSA', kid: opts.kid ?? 'k1', typ: 'JWT' })
    .setIssuer(opts.iss ?? PORTICO_TOKEN_ISSUER)
    .setSubject(ACCOUNT)
    .setAudience(opts.aud ?? 'shop.example.com')
    .setIssuedAt(sec(NOW))
    .setNotBefore(opts.nbf ?? sec(NOW))
    .setExpirationTime(opts.exp ?? sec(NOW + 3_600_000))
    .sign(keys.privateKey)
}

let ed: Keys
let publicJwk: JWK
let server: Server
let jwksUrl: string
let jwksRequests = 0

beforeAll(async () => {
  ed = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
  publicJwk = { ...(await exportJWK(ed.publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' }
  server = createServer((_req, res) => {
    jwksRequests++
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/jwks`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const at = { currentDate: new Date(NOW + 60_000) }

describe('verifyPorticoSession', () => {
  it('reads the session of a valid token, with the key from the JWKS URL (fetched once) or given', async () => {
    const t = await token(ed)
    const expected = {
      account: ACCOUNT,
      accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      namespace: 'eip155',
      chainId: 'eip155:1',
      sessionId: 'session-1',
      domain: 'shop.example.com',
      issuedAt: new Date(sec(NOW) * 1000),
      expiresAt: new Date(sec(NOW + 3_600_000) * 1000),
    }
    expect(await verifyPorticoSession(t, { jwksUrl }, { ...at, audience: 'shop.example.com' })).toEqual(
      expected,
    )
    expect(await verifyPorticoSession(t, { jwksUrl: new URL(jwksUrl) }, at)).toEqual(expected)
    expect(jwksRequests).toBe(1)
    expect(await verifyPorticoSession(t, { publicKey: publicJwk }, at)).toEqual(expected)
    expect(await verifyPorticoSession(t, { publicKey: ed.publicKey }, at)).toEqual(expected)
  })

  it('an ES256 key (a P-256 AUTH_JWT_PRIVATE_KEY) works too, its JWK without alg', async () => {
    const p256 = await generateKeyPair('ES256', { extractable: true })
    const t = await token(p256, { alg: 'ES256' })
    const jwk = await exportJWK(p256.publicKey)
    expect((await verifyPorticoSession(t, { publicKey: jwk }, at)).account).toBe(ACCOUNT)
  })

  it('refuses another audience, another issuer, an expired or not yet valid token, a changed claim, another key', async () => {
    const refused = async (t: string | Promise<string>, pattern: RegExp, opts = {}) =>
      expect(verifyPorticoSession(await t, { publicKey: publicJwk }, { ...at, ...opts })).rejects.toThrow(
        pattern,
      )
    await refused(token(ed), /aud/, { audience: 'other.example' })
    await refused(token(ed, { iss: 'someone-else' }), /iss/)
    await refused(token(ed, { exp: sec(NOW) }), /exp/, { currentDate: new Date(NOW + 61_000) })
    await refused(token(ed, { nbf: sec(NOW + 200_000) }), /nbf/)
    // within the clock tolerance (60 s by default, or as given)
    expect(
      await verifyPorticoSession(await token(ed, { nbf: sec(NOW + 90_000) }), { publicKey: publicJwk }, at),
    ).toBeTruthy()
    await refused(token(ed, { nbf: sec(NOW + 90_000) }), /nbf/, { clockToleranceSec: 0 })
    const [h, p, s] = (await token(ed)).split('.')
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString())
    await refused(
      `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'eip155:1:0x0' })).toString('base64url')}.${s}`,
      /signature/,
    )
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    await refused(token(other), /signature/)
  })

  it('refuses a token without a signature algorithm it accepts (none, HS256) and a private key given as the key', async () => {
    const claims = {
      iss: PORTICO_TOKEN_ISSUER,
      sub: ACCOUNT,
      sid: 's',
      aud: 'a',
      nbf: sec(NOW),
      exp: sec(NOW + 60_000),
    }
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`
    await expect(verifyPorticoSession(unsigned, { publicKey: publicJwk }, at)).rejects.toThrow()
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32))
    await expect(verifyPorticoSession(hs, { publicKey: publicJwk }, at)).rejects.toThrow(/alg/)
    const privateJwk = await exportJWK(ed.privateKey)
    await expect(verifyPorticoSession(await token(ed), { publicKey: privateJwk }, at)).rejects.toThrow(
      /public key, not the private one/,
    )
  })
})
