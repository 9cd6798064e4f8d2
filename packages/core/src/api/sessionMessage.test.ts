import { describe, expect, it } from 'vitest'
import { sessionNonceResponseSchema, sessionRequestSchema } from './apiSchemas.js'
import { createBlockchainClient } from './createBlockchainClient.js'
import { sessionMessage } from './sessionMessage.js'

const fields = {
  account: '0xAbCdEf0000000000000000000000000000000001',
  pci: 'pci-123',
  domain: 'api.example.test',
  nonce: '0123456789abcdef0123456789abcdef',
  expiresAt: '2030-01-02T03:04:05.678Z',
}

describe('session signatures (issue 17 item 9)', () => {
  it('issue 17 item 9: the signed text names the operation, account, session, domain, nonce and expiry', () => {
    expect(sessionMessage({ operation: 'revoke', ...fields })).toBe(
      [
        'api.example.test asks you to revoke a session on behalf of your account.',
        '',
        'Operation: revoke',
        'Account: 0xabcdef0000000000000000000000000000000001',
        'Session: pci-123',
        'Domain: api.example.test',
        'Nonce: 0123456789abcdef0123456789abcdef',
        'Expires at: 2030-01-02T03:04:05.678Z',
      ].join('\n'),
    )
  })

  it('issue 17 item 9: a grant and a revoke of the same session are different texts', () => {
    const grant = sessionMessage({ operation: 'grant', ...fields })
    const revoke = sessionMessage({ operation: 'revoke', ...fields })
    expect(grant).not.toBe(revoke)
    expect(grant).toContain('Operation: grant')
  })

  it('issue 17 item 9: the request carries pci, signature, nonce and expiresAt; a pci is one line', () => {
    const body = { pci: 'pci-1', signature: '0xab', nonce: fields.nonce, expiresAt: fields.expiresAt }
    expect(sessionRequestSchema.safeParse(body).success).toBe(true)
    for (const bad of [
      { pci: 'pci-1', signature: '0xab' }, // SPEC §7's bare shape: no nonce, no expiry
      { ...body, pci: 'a\nNonce: 00' },
      { ...body, pci: 'a\u2028b' },
      { ...body, pci: '\ud800' },
      { ...body, pci: 'x'.repeat(257) },
      { ...body, nonce: 'ABC' },
      { ...body, expiresAt: '2030-01-02' },
    ])
      expect(sessionRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })

  it('issue 17 item 9: the client asks for a nonce and revokes with the signed nonce and expiry', async () => {
    const calls: { url: URL; init?: RequestInit }[] = []
    const client = createBlockchainClient({
      baseUrl: 'http://127.0.0.1:1',
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'portico-1',
      fetch: async (input, init) => {
        calls.push({ url: new URL(input), init })
        return new Response(
          JSON.stringify({ nonce: fields.nonce, expiresAt: fields.expiresAt, domain: fields.domain }),
        )
      },
    })
    const nonce = await client.getSessionNonce(fields.account)
    expect(sessionNonceResponseSchema.parse(nonce)).toEqual(nonce)
    expect(calls[0]!.url.pathname).toBe(`/v1/sessions/${fields.account}/nonce`)
    const body = { pci: 'pci-1', signature: '0xab', nonce: nonce.nonce, expiresAt: nonce.expiresAt }
    await client.revokeSession(fields.account, body)
    expect(calls[1]!.url.pathname).toBe(`/v1/sessions/${fields.account}/revoke`)
    expect(calls[1]!.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[1]!.init?.body))).toEqual(body)
  })
})
