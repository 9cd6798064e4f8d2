import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from './createPortico.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { createFakeAdapter, evmNetwork } from './test/createFakeAdapter.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

function make(extra: Record<string, unknown> = {}) {
  const calls: { url: string; body: { props: { type: string; event: string } } }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') calls.push({ url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify({ ok: true }), { status: 202 })
    }),
  )
  const portico = createPortico({
    projectId: 'lab',
    apiUrl: 'http://127.0.0.1:9/api',
    networks: [evmNetwork(31337)],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    ...extra,
  })
  return { portico, calls }
}

describe('analytics events (SPEC §7 POST /e)', () => {
  it('§7 tracking events go to POST /e once the dialog opened, not before (no API chunk at startup)', async () => {
    const { portico, calls } = make()
    const getApi = vi.spyOn(portico, 'getApi')
    portico.router.push('Networks')
    await new Promise((r) => setTimeout(r, 20))
    expect(getApi).not.toHaveBeenCalled()
    portico.open()
    portico.close()
    await vi.waitFor(() =>
      expect(calls.map((c) => c.body.props.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']),
    )
    expect(calls[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/api\/e\?projectId=lab&st=appkit&sv=/)
    expect(calls[0]?.body.props.type).toBe('track')
  })

  it('§7 a failure is an error event, and error events are capped at 5 per 60 s', async () => {
    const adapter = createFakeAdapter()
    const { portico, calls } = make({ adapters: [adapter] })
    adapter.next.connect = new Error('the wallet broke')
    portico.open()
    for (let i = 0; i < 7; i++) await portico.connect('lab')
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.body.props.event === 'CONNECT_ERROR')).toHaveLength(5),
    )
    await new Promise((r) => setTimeout(r, 50))
    const errors = calls.filter((c) => c.body.props.type === 'error')
    expect(errors.map((c) => c.body.props.event)).toEqual(Array(5).fill('CONNECT_ERROR'))
    // the tracking events around them are not capped
    expect(calls.filter((c) => c.body.props.event === 'SELECT_WALLET')).toHaveLength(7)
    expect(calls.find((c) => c.body.props.event === 'SELECT_WALLET')?.body.props.type).toBe('track')
  })

  it('§7 nothing is sent when analytics is off', async () => {
    // email and socials off too: no origin check either, so the API chunk must not load at all
    const { portico, calls } = make({ features: { analytics: false, email: false, socials: false } })
    const getApi = vi.spyOn(portico, 'getApi')
    portico.open()
    portico.close()
    await new Promise((r) => setTimeout(r, 50))
    expect(calls).toEqual([])
    expect(getApi).not.toHaveBeenCalled()
  })

  it('§7 nothing is sent without an API base URL (no hosted service by default)', async () => {
    const { portico, calls } = make({ apiUrl: undefined })
    portico.open()
    portico.close()
    await new Promise((r) => setTimeout(r, 50))
    expect(calls).toEqual([])
  })
})
