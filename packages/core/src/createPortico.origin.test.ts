import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from './createPortico.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from './test/createFakeAdapter.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

function make(extra: Record<string, unknown> = {}) {
  const fetch = vi.fn(async (url: string) =>
    url.includes('/projects/v1/origins')
      ? new Response(JSON.stringify({ allowedOrigins: ['https://allowed.test'] }))
      : new Response('{}', { status: 202 }),
  )
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('location', {
    origin: 'https://evil.test',
    href: 'https://evil.test/',
    hostname: 'evil.test',
  })
  const portico = createPortico({
    projectId: 'lab',
    apiUrl: 'http://127.0.0.1:9',
    debug: true,
    networks: [evmNetwork(31337)],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    features: { analytics: false },
    ...extra,
  })
  const originCalls = () => fetch.mock.calls.filter(([u]) => u.includes('/projects/v1/origins')).length
  return { portico, originCalls }
}

describe('allowed origins (SPEC §6)', () => {
  it('§6 with email on, the first dialog open checks the origin: not allowed → Invalid App Configuration', async () => {
    const { portico, originCalls } = make({ features: { analytics: false, email: true, socials: false } })
    expect(originCalls()).toBe(0)
    portico.open()
    await vi.waitFor(() => expect(portico.getState().alert?.key).toBe('INVALID_APP_CONFIGURATION'))
    portico.close()
    portico.open()
    await new Promise((r) => setTimeout(r, 20))
    expect(originCalls()).toBe(1)
  })

  it('§6 an allowed origin raises no alert', async () => {
    const { portico, originCalls } = make({
      features: { analytics: false, email: false, socials: ['google'] },
    })
    vi.stubGlobal('location', { origin: 'https://allowed.test' })
    portico.open()
    await vi.waitFor(() => expect(originCalls()).toBe(1))
    await new Promise((r) => setTimeout(r, 20))
    expect(portico.getState().alert).toBeNull()
  })

  it('§6 without email and socials the origin is not checked (and the API chunk not loaded)', async () => {
    const { portico, originCalls } = make({ features: { analytics: false, email: false, socials: false } })
    const getApi = vi.spyOn(portico, 'getApi')
    portico.open()
    await new Promise((r) => setTimeout(r, 20))
    expect(getApi).not.toHaveBeenCalled()
    expect(originCalls()).toBe(0)
  })
})
