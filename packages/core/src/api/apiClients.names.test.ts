/** Profile names through the blockchain client: the SPEC §5 rule, the SPEC §8 errors, suggestions. Setup: apiClients.testSetup.ts. */
import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/PorticoError.js'
import { common, json, mockFetch } from './apiClients.testSetup.js'
import { apiFetch } from './apiFetch.js'
import { NAME_LABEL_PATTERN } from './apiSchemas.js'
import { createBlockchainClient } from './createBlockchainClient.js'

describe('§5 name rule', () => {
  it('§5 a name is letters, digits and hyphen only, at least 4 characters', () => {
    expect(NAME_LABEL_PATTERN.test('ab-1')).toBe(true)
    expect(NAME_LABEL_PATTERN.test('abc')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('ab_c')).toBe(false)
    expect(NAME_LABEL_PATTERN.test('ab.cd')).toBe(false)
  })
})

describe('SPEC §8 name API errors carry the first reason description', () => {
  const errorJson = (body: unknown, status: number) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  const address = '0x0000000000000000000000000000000000000001'
  const body = { coin_type: 60, address, message: '{}', signature: '0x00' }

  it('registerName: HTTP_STATUS with details.reasons from { reasons: [{ description }] }', async () => {
    const { fetch } = mockFetch(() =>
      errorJson(
        { error: 'Name already registered', reasons: [{ description: 'Name already registered' }] },
        409,
      ),
    )
    const err = await createBlockchainClient({ ...common, fetch })
      .registerName(body)
      .catch((e: unknown) => e)
    expect(isPorticoError(err, 'HTTP_STATUS')).toBe(true)
    expect((err as Error).message).toBe('HTTP status code: 409')
    expect((err as { details: unknown }).details).toEqual({
      status: 409,
      reasons: ['Name already registered'],
    })
  })

  it('reasons are bounded and validated: strings only, 5 at most, 200 characters each, small bodies only', async () => {
    const cases: [unknown, unknown][] = [
      [{ reasons: [{ description: 7 }, null, { description: ' ' }] }, { status: 400 }],
      [{ reasons: 'x' }, { status: 400 }],
      ['not json', { status: 400 }],
      [{ reasons: [{ description: 'x'.repeat(5000) }] }, { status: 400 }],
      [
        { reasons: Array.from({ length: 9 }, (_, i) => ({ description: `r${i}${'y'.repeat(300)}` })) },
        { status: 400, reasons: Array.from({ length: 5 }, (_, i) => `r${i}${'y'.repeat(198)}`) },
      ],
    ]
    for (const [reply, details] of cases) {
      const { fetch } = mockFetch(() => errorJson(reply, 400))
      const err = await createBlockchainClient({ ...common, fetch })
        .registerName(body)
        .catch((e: unknown) => e)
      expect((err as { details: unknown }).details, JSON.stringify(reply).slice(0, 60)).toEqual(details)
    }
  })

  it('other calls keep HTTP_STATUS with the status only (the body is not read)', async () => {
    const { fetch } = mockFetch(() => errorJson({ reasons: [{ description: 'nope' }] }, 500))
    const err = await apiFetch(fetch, 'http://127.0.0.1:1/x', undefined).catch((e: unknown) => e)
    expect((err as { details: unknown }).details).toEqual({ status: 500 })
  })

  it('a registered name drops the cached identity of its address (the new name shows at once)', async () => {
    let name: string | null = null
    const { fetch, calls } = mockFetch((url) =>
      url.pathname.startsWith('/v1/identity')
        ? json({ name, avatar: null })
        : json({ name: 'abcd.wcn.id', registered: 1, updated: 1, addresses: {}, attributes: {} }, 201),
    )
    const client = createBlockchainClient({ ...common, fetch })
    expect((await client.getIdentity(address)).name).toBeNull()
    name = 'abcd.wcn.id'
    await client.registerName(body)
    expect((await client.getIdentity(address)).name).toBe('abcd.wcn.id')
    expect(calls.filter((c) => c.url.pathname.startsWith('/v1/identity'))).toHaveLength(2)
  })

  it('SPEC §7 suggestions send zone when given', async () => {
    const { fetch, calls } = mockFetch(() => json({ suggestions: [] }))
    await createBlockchainClient({ ...common, fetch }).getNameSuggestions('abcd', { zone: 'reown.id' })
    expect(calls[0]!.url.searchParams.get('zone')).toBe('reown.id')
  })
})
