/** The analytics client (SPEC §7, §8, §9). Setup: apiClients.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { common, json, mockFetch } from './apiClients.testSetup.js'
import type { FetchFn } from './apiFetch.js'
import { createAnalyticsClient } from './createAnalyticsClient.js'

describe('analytics client', () => {
  const page = () => ({ url: 'http://127.0.0.1/', domain: '127.0.0.1' })

  it('§7 POST /e carries projectId, st, sv and eventId, url, domain, timestamp, props', async () => {
    const { fetch, calls } = mockFetch(() => json({ ok: true }, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
      now: () => 5,
    })
    expect(await client.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    expect(calls[0]!.url.pathname).toBe('/e')
    expect(calls[0]!.url.searchParams.get('st')).toBe('appkit')
    const body = JSON.parse(String(calls[0]!.init?.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 5,
      props: { event: 'MODAL_OPEN' },
    })
    expect(body.eventId).toBeTypeOf('string')
  })

  it('an untrusted 2 MB wallet name in the properties is cut, so the event stays small (issue "Hardening" 7)', async () => {
    const { fetch, calls } = mockFetch(() => json({ ok: true }, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
    })
    const name = 'w'.repeat(2_000_000)
    await client.send({
      type: 'track',
      event: 'SELECT_WALLET',
      properties: { name, list: Array(1000).fill(name) },
    })
    const body = String(calls[0]!.init?.body)
    expect(body.length).toBeLessThan(10_000)
    expect(JSON.parse(body).props.properties.name).toBe(`${'w'.repeat(200)}…`)
  })

  it('§8 HTTP 403 yields Invalid App Configuration once', async () => {
    const onInvalid = vi.fn()
    const { fetch, calls } = mockFetch(() => json({ error: 'forbidden' }, 403))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: onInvalid,
    })
    await client.send({ type: 'track', event: 'A' })
    await client.send({ type: 'track', event: 'B' })
    expect(onInvalid).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(1)
  })

  it('§7 error telemetry is capped at 5 events per 60 s', async () => {
    let t = 0
    const { fetch, calls } = mockFetch(() => json({}, 202))
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
      now: () => t,
    })
    for (let i = 0; i < 7; i++) await client.send({ type: 'error', event: `E${i}` })
    expect(calls).toHaveLength(5)
    await client.send({ type: 'track', event: 'not an error' })
    expect(calls).toHaveLength(6)
    t = 60_000
    await client.send({ type: 'error', event: 'later' })
    expect(calls).toHaveLength(7)
  })

  it('§9 nothing is sent when analytics is off', async () => {
    const fetch = vi.fn<FetchFn>()
    const client = createAnalyticsClient({
      ...common,
      fetch,
      page,
      enabled: false,
      onInvalidAppConfiguration: vi.fn(),
    })
    expect(await client.send({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sending never throws when the server is down', async () => {
    const client = createAnalyticsClient({
      ...common,
      fetch: () => Promise.reject(new TypeError('down')),
      page,
      enabled: true,
      onInvalidAppConfiguration: vi.fn(),
    })
    expect(await client.send({ type: 'track', event: 'X' })).toBe(false)
  })
})
