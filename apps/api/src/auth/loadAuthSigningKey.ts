/**
 * The key session tokens are signed with. A configured private JWK (`auth.jwtPrivateKey`:
 * Ed25519 → EdDSA, P-256 → ES256) wins; else the first start generates an Ed25519 key with jose and
 * keeps it in `auth_keys`, so tokens outlive a restart and every server sharing the PostgreSQL signs
 * and verifies with the same key (when two start at once, both keep the oldest row). The public half
 * is served as JWKS (`GET /auth/v1/jwks`); its `kid` is the RFC 7638 thumbprint.
 * Whoever can read `auth_keys` can sign tokens: configure the key where the database is shared.
 */
import { hkdfSync } from 'node:crypto'
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey as JoseKey,
  type JWK,
} from 'jose'
import type { Db } from '../db/Db.js'

export type AuthAlg = 'EdDSA' | 'ES256'

export interface AuthSigningKey {
  kid: string
  alg: AuthAlg
  privateKey: JoseKey
  publicKey: JoseKey
  /** the public JWK with kid, alg and use, as JWKS lists it */
  publicJwk: JWK
  /**
   * the key sign-in and session nonces are made with (`nonceMac.ts`), derived from the
   * private key (HKDF-SHA-256): every replica that signs with this key makes and checks the same nonces
   */
  nonceSecret: Uint8Array
}

function algOf(jwk: JWK): AuthAlg {
  if (jwk.kty === 'OKP' && jwk.crv === 'Ed25519') return 'EdDSA'
  if (jwk.kty === 'EC' && jwk.crv === 'P-256') return 'ES256'
  throw new Error('auth.jwtPrivateKey: an Ed25519 (OKP) or P-256 (EC) private JWK')
}

function publicHalf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ext: _ext, ...pub } = jwk
  return pub
}

async function fromJwk(privateJwk: JWK): Promise<AuthSigningKey> {
  const alg = algOf(privateJwk)
  if (typeof privateJwk.d !== 'string') throw new Error('auth.jwtPrivateKey: a private JWK (with "d")')
  const pub = publicHalf(privateJwk)
  const kid = await calculateJwkThumbprint(pub)
  return {
    kid,
    alg,
    privateKey: (await importJWK(privateJwk, alg)) as JoseKey,
    publicKey: (await importJWK(pub, alg)) as JoseKey,
    publicJwk: { ...pub, kid, alg, use: 'sig' },
    nonceSecret: new Uint8Array(
      hkdfSync('sha256', Buffer.from(privateJwk.d, 'base64url'), kid, 'portico-api nonces v1', 32),
    ),
  }
}

export async function loadAuthSigningKey(db: Db, configured?: string): Promise<AuthSigningKey> {
  if (configured) {
    let jwk: JWK
    try {
      jwk = JSON.parse(configured) as JWK
    } catch {
      throw new Error('auth.jwtPrivateKey: not JSON')
    }
    return fromJwk(jwk)
  }
  const first = async () =>
    (
      await db.query<{ private_jwk: JWK | string }>(
        'select private_jwk from auth_keys order by created_at, kid limit 1',
      )
    )[0]
  let row = await first()
  if (!row) {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
    const jwk = await exportJWK(privateKey)
    const pub = publicHalf(jwk)
    await db.query(
      `insert into auth_keys (kid, alg, private_jwk, public_jwk, created_at) values ($1, $2, $3, $4, $5)
       on conflict (kid) do nothing`,
      [await calculateJwkThumbprint(pub), 'EdDSA', JSON.stringify(jwk), JSON.stringify(pub), Date.now()],
    )
    row = await first()
  }
  if (!row) throw new Error('auth_keys: no key after the insert')
  return fromJwk(typeof row.private_jwk === 'string' ? (JSON.parse(row.private_jwk) as JWK) : row.private_jwk)
}
