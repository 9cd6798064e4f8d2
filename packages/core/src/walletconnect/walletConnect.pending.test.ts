/** A WalletConnect proposal awaited across a relay reconnect, a reload or a person leaving the QR (issue "Hardening" 7, issue 27). Setup: walletConnect.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico.js'
import { createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { createFakeAdapter, evmNetwork, solanaNetwork } from '../test/createFakeAdapter.js'
import { FAKE_WC_URI as URI } from '../test/createFakeUniversalProvider.js'
import type { UniversalSessionLike } from './UniversalProviderLike.js'
import {
  connected,
  EVM_NS,
  g,
  loadCalls,
  make,
  provider,
  renewProvider,
  useFakeUniversalProvider,
  walletConnect,
} from './walletConnect.testSetup.js'

useFakeUniversalProvider()

describe('WalletConnect connector', () => {
  it('issue "Hardening" 7: the relay comes back while the QR waits → a new proposal on a fresh pairing; its answer connects', async () => {
    const m = make()
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.emit('relay', undefined)
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
    expect(provider.connectCalls[1]?.pairingTopic).toBeUndefined()
    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await done
    expect(m.portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('issue "Hardening" 7: a QR shown before a reload is remembered; the reloaded page replays its pairing and adopts the session that settles', async () => {
    g.window = {}
    const first = make()
    first.portico.open()
    void first.portico.connect('walletConnect')
    await vi.waitFor(() => expect(first.portico.walletConnect?.getState().uri).toBe(URI))
    const pending = STORAGE_KEYS.walletConnectPending
    expect(createStorage(first.storage).get(pending.key, pending.schema)?.split(' ')[1]).toBe('a'.repeat(64))

    // the reload: a new instance over the same storage, a new provider
    renewProvider()
    const second = createPortico({
      projectId: 'lab',
      walletConnect,
      relayUrl: 'ws://127.0.0.1:8791',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
      adapters: [createFakeAdapter('eip155', []), createFakeAdapter('solana', [])],
      storage: first.storage,
    })
    const events: string[] = []
    second.onEvent((e) => events.push(e.event))
    await vi.waitFor(() => expect(provider.replayed).toEqual(['a'.repeat(64)]))
    provider.emit('settled', { topic: 's'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await vi.waitFor(() => expect(second.getState().accounts.eip155?.status).toBe('connected'))
    expect(provider.adopted).toEqual(['s'.repeat(64)])
    expect(events).toContain('CONNECT_SUCCESS')
    expect(createStorage(first.storage).get(pending.key, pending.schema)).toBeUndefined()
  })

  it('issue 27: a QR the person left (Back) for the lab wallet: the session approved later is ended, nothing changes, a reload would not adopt it', async () => {
    const m = make()
    const pending = STORAGE_KEYS.walletConnectPending
    m.portico.open()
    const left = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(m.portico.walletConnect?.getState().uri).toBe(URI))
    expect(createStorage(m.storage).get(pending.key, pending.schema)).toBeDefined()
    m.portico.router.goBack()
    expect(createStorage(m.storage).get(pending.key, pending.schema)).toBeUndefined()
    await m.portico.connect('lab')
    expect(m.portico.getState().accounts.eip155?.connectorId).toBe('lab')

    provider.approve({ eip155: EVM_NS() } as UniversalSessionLike['namespaces'])
    await left
    expect(provider.disconnected).toBe(1)
    // the sign client reports the settled session too: it is not adopted
    provider.emit('settled', { topic: 't'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await new Promise((r) => setTimeout(r, 5))
    expect(provider.adopted).toEqual([])
    expect(m.portico.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'lab' })
    expect(m.portico.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(JSON.parse(m.storage.getItem('portico:connections') ?? '{}')).toEqual({
      eip155: expect.objectContaining({ connectorId: 'lab' }),
    })
    expect(m.evm.calls.filter((c) => c.startsWith('connect'))).toEqual(['connect:lab'])
  })

  it('issue 27: a QR shown before a reload, then the lab wallet connected: the session that settles later is ended, not adopted over it', async () => {
    g.window = {}
    const first = make()
    first.portico.open()
    void first.portico.connect('walletConnect')
    await vi.waitFor(() => expect(first.portico.walletConnect?.getState().uri).toBe(URI))
    renewProvider()
    const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab' }])
    const second = createPortico({
      projectId: 'lab',
      walletConnect,
      relayUrl: 'ws://127.0.0.1:8791',
      networks: [evmNetwork(31337), evmNetwork(31338), solanaNetwork()],
      adapters: [evm, createFakeAdapter('solana', [])],
      storage: first.storage,
    })
    await vi.waitFor(() => expect(provider.replayed).toEqual(['a'.repeat(64)]))
    await second.connect('lab')
    provider.emit('settled', { topic: 's'.repeat(64), namespaces: { eip155: EVM_NS() } })
    await vi.waitFor(() => expect(provider.disconnected).toBe(1))
    expect(second.getState().accounts.eip155).toMatchObject({ status: 'connected', connectorId: 'lab' })
    expect(JSON.parse(first.storage.getItem('portico:connections') ?? '{}').eip155?.connectorId).toBe('lab')
  })

  it('issue "Hardening" 7: a session this page awaited is not adopted twice; nothing pending means no SDK at start', async () => {
    g.window = {}
    const m = await connected()
    provider.emit('settled', provider.session)
    await new Promise((r) => setTimeout(r, 5))
    expect(provider.adopted).toEqual([])
    loadCalls.length = 0
    make()
    await new Promise((r) => setTimeout(r, 5))
    expect(loadCalls).toEqual([])
    expect(m.portico.getState().accounts.eip155?.status).toBe('connected')
  })
})
