/**
 * Generated adversarial requests for the signed apps/api routes (issue 17, "Deliver": an
 * adversarial suite at every boundary): profile registration, sessions and sign in with X, with
 * any body and with really signed messages whose fields are hostile. The server and the invariants
 * every request is checked against are in `test/useFuzzApiServer.ts`.
 */
import { createSignInMessage, sessionMessage } from '@portico/core'
import fc from 'fast-check'
import { describe, expect } from 'vitest'
import {
  anyValue,
  type Body,
  body,
  mostly,
  shape,
  text,
  urlPart,
  validAddress,
  wrongValue,
} from './test/fuzzArbitraries.js'
import { bitcoinSigner, evmSigner, type SignInSigner, solanaSigner } from './test/signInSigners.js'
import { useFuzzApiServer, validName } from './test/useFuzzApiServer.js'

describe('apps/api under generated adversarial requests (issue 17: adversarial suite)', () => {
  const { send, fuzz, run, signers } = useFuzzApiServer()

  fuzz('POST /v1/profile/account with any body, and with really signed hostile messages', () => {
    const now = Math.floor(Date.now() / 1000)
    const message = shape({
      name: fc.oneof(
        { weight: 4, arbitrary: validName },
        { weight: 1, arbitrary: text() },
        { weight: 1, arbitrary: validName.map((n) => `${n}\u0000`) },
      ),
      attributes: fc.dictionary(
        text(8),
        fc.oneof({ weight: 4, arbitrary: text() }, { weight: 1, arbitrary: anyValue }),
        {
          maxKeys: 4,
        },
      ),
      timestamp: fc.oneof(
        { weight: 4, arbitrary: fc.constant(now) },
        { weight: 1, arbitrary: fc.integer({ min: -1000, max: 1000 }).map((d) => now + d) },
        { weight: 1, arbitrary: fc.integer() },
      ),
    })
    const signedRegistration = fc.record({
      signer: fc.nat({ max: 2 }),
      message: fc.oneof(
        { weight: 6, arbitrary: message.map((m) => JSON.stringify(m)) },
        { weight: 1, arbitrary: text() },
      ),
      coinType: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(60, 0x80000000 + 31337) },
        { weight: 1, arbitrary: wrongValue },
      ),
      address: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: validAddress },
      ),
    })
    return run(
      250,
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 1,
            arbitrary: body(
              shape({
                coin_type: fc.constant(60),
                address: validAddress,
                message: text(),
                signature: text(),
              }),
            ),
          },
          { weight: 3, arbitrary: signedRegistration },
        ),
        async (b) => {
          let payload: string | Body
          if ('signer' in b) {
            const signer = signers[b.signer]!
            const signature = await signer.signMessage({ message: b.message })
            payload = JSON.stringify({
              coin_type: b.coinType,
              address: b.address ?? signer.address,
              message: b.message,
              signature,
            })
          } else payload = b
          await send('POST /v1/profile/account', {
            method: 'POST',
            path: '/v1/profile/account',
            body: payload,
          })
        },
      ),
    )
  })

  fuzz('sessions: list, nonce, grant and revoke with any body, and with really signed hostile fields', () => {
    const iso = fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
    const raw = fc.record({
      kind: fc.constant('raw' as const),
      account: urlPart(mostly(fc.oneof(validAddress, fc.constantFrom(...signers.map((s) => s.address))))),
      suffix: fc.constantFrom('', '', '/nonce', '/revoke', '/revoke', '/'),
      method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD'),
      body: body(
        shape({
          pci: text(),
          signature: fc.stringMatching(/^0x[0-9a-f]{0,140}$/),
          nonce: fc.stringMatching(/^[0-9a-f]{32}$/),
          expiresAt: iso,
        }),
      ),
    })
    const signed = fc.record({
      kind: fc.constant('signed' as const),
      signer: fc.nat({ max: 2 }),
      operation: fc.constantFrom('grant' as const, 'revoke' as const),
      sendTo: fc.constantFrom('grant', 'revoke'),
      pci: fc.oneof(text(), fc.stringMatching(/^[a-z0-9-]{1,16}$/), fc.constant('x'.repeat(257))),
      tamper: fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 2, arbitrary: fc.constantFrom('pci', 'nonce', 'expiresAt', 'account', 'signature') },
      ),
      replays: fc.integer({ min: 1, max: 2 }),
    })
    return run(
      250,
      fc.asyncProperty(fc.oneof(raw, signed), async (c) => {
        if (c.kind === 'raw') {
          const withBody = c.method !== 'GET' && c.method !== 'HEAD'
          await send(`sessions (any request)`, {
            method: c.method,
            path: `/v1/sessions/${c.account}${c.suffix}`,
            body: withBody ? c.body : undefined,
          })
          return
        }
        const signer = signers[c.signer]!
        const account = signer.address
        const { text: nonceText } = await send('sessions (signed)', { path: `/v1/sessions/${account}/nonce` })
        const n = JSON.parse(nonceText) as { nonce: string; expiresAt: string; domain: string }
        const signature = await signer.signMessage({
          message: sessionMessage({ operation: c.operation, account, pci: c.pci, ...n }),
        })
        const sent: Record<string, string> = { pci: c.pci, signature, nonce: n.nonce, expiresAt: n.expiresAt }
        if (c.tamper === 'pci') sent.pci = `${c.pci}x`
        if (c.tamper === 'nonce') sent.nonce = '0'.repeat(32)
        if (c.tamper === 'expiresAt') sent.expiresAt = new Date(Date.parse(n.expiresAt) + 1000).toISOString()
        if (c.tamper === 'signature') sent.signature = `${signature.slice(0, -2)}00`
        const target = c.tamper === 'account' ? signers[(c.signer + 1) % signers.length]!.address : account
        for (let i = 0; i < c.replays; i++)
          await send(
            'sessions (signed)',
            {
              method: 'POST',
              path: `/v1/sessions/${target}${c.sendTo === 'revoke' ? '/revoke' : ''}`,
              body: JSON.stringify(sent),
            },
            // a validly signed revoke of a session that does not exist uses its nonce up (404)
            { allowNonceUse: (status) => status === 404 },
          )
      }),
    )
  })

  fuzz(
    'sign in with X: nonce, verify, me, signout, jwks with any body, and really signed hostile messages',
    async () => {
      const signInSigners: SignInSigner[] = [evmSigner('eip155:31337'), solanaSigner(), await bitcoinSigner()]
      const raw = fc.record({
        kind: fc.constant('raw' as const),
        path: fc.constantFrom(
          '/auth/v1/nonce',
          '/auth/v1/verify',
          '/auth/v1/me',
          '/auth/v1/signout',
          '/auth/v1/jwks',
        ),
        method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD'),
        authorization: fc.option(
          fc.oneof(
            fc.stringMatching(/^[ -~]{0,80}$/), // header values are bytes: what a client can send
            fc.stringMatching(/^[A-Za-z0-9_.+/=-]{0,200}$/).map((t) => `Bearer ${t}`),
          ),
          { freq: 2 },
        ),
        body: body(
          shape({
            domain: mostly(fc.constantFrom('localhost:5173', '127.0.0.1:5173')),
            chainId: mostly(fc.constantFrom('eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')),
            message: text(200),
            signature: text(90),
          }),
        ),
      })
      const signed = fc.record({
        kind: fc.constant('signed' as const),
        signer: fc.nat({ max: 2 }),
        statement: fc.option(text(40), { nil: undefined }),
        tamper: fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          {
            weight: 3,
            arbitrary: fc.constantFrom('message', 'signature', 'nonce', 'domain', 'expired', 'future', 'key'),
          },
        ),
        replays: fc.integer({ min: 1, max: 2 }),
      })
      return run(
        200,
        fc.asyncProperty(fc.oneof(raw, signed), async (c) => {
          if (c.kind === 'raw') {
            const withBody = c.method !== 'GET' && c.method !== 'HEAD'
            await send('auth (any request)', {
              method: c.method,
              path: c.path,
              headers: c.authorization === null ? undefined : { authorization: c.authorization },
              body: withBody ? c.body : undefined,
            })
            return
          }
          const signer = signInSigners[c.signer]!
          const { text: nonceText } = await send('auth (signed)', {
            method: 'POST',
            path: '/auth/v1/nonce',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ domain: 'localhost:5173' }),
          })
          const n = JSON.parse(nonceText) as { nonce: string; issuedAt: string }
          const now = Date.now()
          let message: string
          try {
            message = createSignInMessage({
              chainId: signer.chainId,
              accountAddress: signer.address,
              nonce: c.tamper === 'nonce' ? 'f'.repeat(32) : n.nonce,
              domain: c.tamper === 'domain' ? 'evil.example' : 'localhost:5173',
              uri: c.tamper === 'domain' ? 'https://evil.example/' : 'http://localhost:5173/',
              version: '1',
              issuedAt: new Date(c.tamper === 'future' ? now + 3600_000 : now).toISOString(),
              ...(c.tamper === 'expired'
                ? {
                    issuedAt: new Date(now - 120_000).toISOString(),
                    expirationTime: new Date(now - 90_000).toISOString(),
                  }
                : {}),
              ...(c.statement ? { statement: c.statement } : {}),
            }).toString()
          } catch {
            return // a generated statement the message rules refuse (a line break, too long)
          }
          const by =
            c.tamper === 'key' ? signInSigners.map((_, i) => i).find((i) => i !== c.signer)! : c.signer
          let signature = await signInSigners[by]!.sign(message)
          if (c.tamper === 'signature') signature = `${signature.slice(0, 10)}${signature.slice(11)}A`
          if (c.tamper === 'message') message = message.replace('Version: 1', 'Version: 1 ')
          let token: string | undefined
          for (let i = 0; i < c.replays; i++) {
            const res = await send('auth (signed)', {
              method: 'POST',
              path: '/auth/v1/verify',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ message, signature }),
            })
            if (res.status === 200) {
              expect(c.tamper, 'a tampered sign-in was accepted').toBeUndefined()
              expect(i, 'a replayed sign-in was accepted').toBe(0)
              token = (JSON.parse(res.text) as { token: string }).token
            } else expect(res.status === 401 || res.status === 400, res.text).toBe(true)
          }
          if (c.tamper === undefined) expect(token, 'an untampered sign-in was refused').toBeDefined()
          if (token) {
            const auth = { authorization: `Bearer ${token}` }
            expect((await send('auth (signed)', { path: '/auth/v1/me', headers: auth })).status).toBe(200)
            expect(
              (await send('auth (signed)', { method: 'POST', path: '/auth/v1/signout', headers: auth }))
                .status,
            ).toBe(200)
            expect((await send('auth (signed)', { path: '/auth/v1/me', headers: auth })).status).toBe(401)
          }
        }),
      )
    },
  )
})
