import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPortico } from './createPortico.js'
import { porticoError } from './errors/errorCatalogue.js'
import { ALERTS } from './errors/notices.js'
import { isPorticoError } from './errors/PorticoError.js'
import { createMemoryStorage } from './storage/createStorage.js'
import { createFakeAdapter, evmNetwork, rejection, solanaNetwork } from './test/createFakeAdapter.js'

// createPortico restores connections only in a browser-like global
const g = globalThis as { window?: unknown }
function browserish() {
  g.window = {}
}
afterEach(() => {
  delete g.window
  vi.useRealTimers()
})

function make(extra: Record<string, unknown> = {}, adapter = createFakeAdapter()) {
  const storage = (extra.storage as ReturnType<typeof createMemoryStorage>) ?? createMemoryStorage()
  const portico = createPortico({
    projectId: 'lab',
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [adapter],
    storage,
    ...extra,
  })
  return { portico, adapter, storage }
}

describe('createPortico', () => {
  it('§3 two instances on one page stay independent', async () => {
    const a = make()
    const b = make()
    a.portico.open()
    await a.portico.connect('lab')
    expect(a.portico.getState().accounts.eip155?.status).toBe('connected')
    expect(b.portico.getState().accounts.eip155).toBeUndefined()
    expect(b.portico.getState().open).toBe(false)
    expect(a.portico.store).not.toBe(b.portico.store)
  })

  it('§5 a missing project id raises the alert project id not configured (debug only, once)', () => {
    const quiet = createPortico({ networks: [evmNetwork(1)] })
    expect(quiet.getState().alert).toBeNull()
    const loud = createPortico({ networks: [evmNetwork(1)], debug: true })
    expect(loud.getState().alert).toEqual({ key: 'PROJECT_ID_NOT_CONFIGURED' })
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.longMessage).toBe('project id not configured')
  })

  it('§8 an alert is shown only once per instance', async () => {
    const { portico } = make({ debug: true })
    await expect(portico.switchNetwork('eip155:999')).rejects.toThrow('Network not found')
    expect(portico.getState().alert?.key).toBe('NETWORK_NOT_FOUND')
    expect(ALERTS.NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
    portico.dismissAlert()
    await expect(portico.switchNetwork('eip155:999')).rejects.toThrow()
    expect(portico.getState().alert).toBeNull()
  })

  it("§8 'CaipNetwork is undefined': switching to no network at all is a typed error, not 'Network not found'", async () => {
    const { portico } = make({ debug: true })
    for (const none of [undefined, null, '', 42]) {
      const error = await portico.switchNetwork(none as unknown as string).catch((e: unknown) => e)
      expect(isPorticoError(error, 'CAIP_NETWORK_UNDEFINED'), String(none)).toBe(true)
      expect((error as Error).message).toBe('CaipNetwork is undefined')
    }
    // nothing was looked up: no Network Not Found alert
    expect(portico.getState().alert).toBeNull()
  })

  it('§4 connect: disconnected → connecting → connected, closes the dialog', async () => {
    const { portico, adapter } = make()
    const seen: string[] = []
    const views: string[] = []
    portico.subscribe((s) => {
      seen.push(s.accounts.eip155?.status ?? 'none')
      views.push(s.router.view)
    })
    portico.open()
    expect(portico.getState().router.view).toBe('Connect')
    await portico.connect('lab')
    expect(views).toContain('ConnectingExternal')
    expect(seen).toContain('connecting')
    const account = portico.getState().accounts.eip155
    expect(account?.status).toBe('connected')
    expect(account?.caipAddress).toBe('eip155:1:0xabc0000000000000000000000000000000000001')
    expect(account?.connectedWalletInfo?.name).toBe('Lab Wallet')
    expect(portico.getState().open).toBe(true) // chain 1 is not configured: UnsupportedChain stays open
    expect(adapter.calls).toContain('connect:lab')
  })

  it('§4 connecting on a supported network closes the dialog; the next open shows Account', async () => {
    const { portico, adapter } = make()
    adapter.next.connect = { address: '0x01', chainId: 31337, connectorId: 'lab' }
    portico.open()
    await portico.connect('lab')
    expect(portico.getState().open).toBe(false)
    portico.open()
    expect(portico.getState().router.view).toBe('Account')
  })

  it('§4 a declined connection shows the declined state and retry connects', async () => {
    const { portico, adapter } = make()
    portico.open()
    adapter.next.connect = rejection()
    await portico.connect('lab')
    expect(portico.getState().connecting).toEqual({ connectorId: 'lab', state: 'declined' })
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(portico.getState().router.view).toBe('ConnectingExternal')
    adapter.next.connect = undefined
    await portico.retryConnect()
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
    expect(portico.getState().connecting).toBeNull()
  })

  it('§4 a failed connection (not a rejection) shows its error as a catalogue code, never raw text', async () => {
    const { portico, adapter } = make()
    adapter.next.connect = new Error('boom <b>raw</b>')
    await portico.connect('lab')
    expect(portico.getState().connecting).toEqual({ connectorId: 'lab', state: 'error' })
    adapter.next.connect = porticoError('WALLET_RESPONSE_INVALID')
    await portico.retryConnect()
    expect(portico.getState().connecting).toEqual({
      connectorId: 'lab',
      state: 'error',
      error: 'WALLET_RESPONSE_INVALID',
    })
  })

  it('an answer from a wallet the user abandoned for another is ignored', async () => {
    const evm = createFakeAdapter('eip155', [
      { id: 'slow', type: 'ANNOUNCED', name: 'Slow' },
      { id: 'lab', type: 'ANNOUNCED', name: 'Lab' },
    ])
    let answerSlow: (r: { address: string; chainId: number; connectorId: string }) => void = () => {}
    const original = evm.connect
    evm.connect = (params) =>
      params.connectorId === 'slow' ? new Promise((resolve) => (answerSlow = resolve)) : original(params)
    const { portico } = make({}, evm)
    const slow = portico.connect('slow')
    await vi.waitFor(() => expect(portico.getState().connecting?.connectorId).toBe('slow'))
    await portico.connect('lab')
    expect(portico.getState().accounts.eip155?.connectorId).toBe('lab')
    answerSlow({ address: '0x000000000000000000000000000000000000dEaD', chainId: 31337, connectorId: 'slow' })
    await slow
    expect(portico.getState().accounts.eip155?.connectorId).toBe('lab')
    expect(portico.getState().accounts.eip155?.address).toBe('0xabc0000000000000000000000000000000000001')
  })

  it('§4 existing connections are restored at start', async () => {
    browserish()
    const storage = createMemoryStorage()
    const first = make({ storage })
    await first.portico.connect('lab')
    const adapter = createFakeAdapter()
    adapter.next.restore = {
      address: '0xabc0000000000000000000000000000000000001',
      chainId: 31338,
      connectorId: 'lab',
    }
    const second = make({ storage }, adapter)
    expect(second.portico.getState().accounts.eip155?.status).toBe('connecting')
    await second.portico.ready
    expect(second.portico.getState().accounts.eip155?.status).toBe('connected')
    expect(second.portico.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338')
  })

  it('§4 a failed restore leaves the status disconnected', async () => {
    browserish()
    const storage = createMemoryStorage()
    await make({ storage }).portico.connect('lab')
    const adapter = createFakeAdapter()
    adapter.next.restore = new Error('wallet gone')
    const again = make({ storage }, adapter)
    await again.portico.ready
    expect(again.portico.getState().accounts.eip155?.status).toBe('disconnected')
    const third = make({ storage }, createFakeAdapter())
    await third.portico.ready
    expect(third.adapter.calls).not.toContain('restore:lab')
  })

  it('§4 nothing is restored when no connection was stored (no work at startup)', async () => {
    browserish()
    const { portico, adapter } = make()
    await portico.ready
    expect(adapter.calls).toEqual([])
  })

  it('§4 disconnect resets every namespace of the same wallet (same rdns), and clears the social provider', async () => {
    const evm = createFakeAdapter('eip155', [
      { id: 'multi', type: 'ANNOUNCED', name: 'Multi', rdns: 'com.multi' },
    ])
    const sol = createFakeAdapter('solana', [
      { id: 'multi-sol', type: 'INJECTED', name: 'Multi', rdns: 'com.multi' },
    ])
    sol.next.connect = {
      address: 'So1',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      connectorId: 'multi-sol',
    }
    const storage = createMemoryStorage()
    storage.setItem('portico:socialProvider', '"google"')
    const portico = createPortico({
      projectId: 'p',
      networks: [evmNetwork(31337), solanaNetwork()],
      adapters: [evm, sol],
      storage,
    })
    await portico.connect('multi')
    await portico.connect('multi-sol')
    expect(portico.getState().accounts.solana?.status).toBe('connected')
    await portico.switchNetwork('eip155:31337')
    await portico.disconnect('eip155')
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(portico.getState().accounts.solana?.status).toBe('disconnected')
    expect(evm.calls).toContain('disconnect')
    expect(sol.calls).toContain('disconnect')
    expect(storage.getItem('portico:socialProvider')).toBeNull()
  })

  it('§4 disconnect leaves an unrelated wallet of the same connector kind connected', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'lab', type: 'ANNOUNCED', name: 'Lab', rdns: 'dev.lab' }])
    const sol = createFakeAdapter('solana', [
      { id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', rdns: 'app.phantom' },
    ])
    sol.next.connect = { address: 'So1', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' }
    const portico = createPortico({
      projectId: 'p',
      networks: [evmNetwork(1), solanaNetwork()],
      adapters: [evm, sol],
    })
    await portico.connect('lab')
    await portico.connect('phantom')
    await portico.disconnect('eip155')
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(portico.getState().accounts.solana?.status).toBe('connected')
    expect(sol.calls).not.toContain('disconnect')
  })

  it('a bad stored entry of one namespace does not drop the valid connection of another', async () => {
    browserish()
    const storage = createMemoryStorage()
    storage.setItem(
      'portico:connections',
      JSON.stringify({
        tron: { connectorId: 'x', connectorType: 'INJECTED' },
        solana: { connectorId: 42 },
        eip155: { connectorId: 'lab', connectorType: 'ANNOUNCED' },
      }),
    )
    const adapter = createFakeAdapter()
    adapter.next.restore = { address: '0x01', chainId: 31337, connectorId: 'lab' }
    const { portico } = make({ storage }, adapter)
    await portico.ready
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('§5 switching to a missing network gives alert switch network not found', async () => {
    const { portico } = make({ debug: true })
    await expect(portico.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    expect(portico.getState().alert?.key).toBe('NETWORK_NOT_FOUND')
    expect(ALERTS.NETWORK_NOT_FOUND.longMessage).toBe('switch network not found')
  })

  it('§4 switching network while connected calls the wallet and updates the active network', async () => {
    const { portico, adapter } = make()
    await portico.connect('lab')
    await portico.switchNetwork('eip155:31338')
    expect(adapter.calls).toContain('switch:eip155:31338')
    expect(portico.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(portico.getState().switchingNetwork).toBeNull()
  })

  it('§4 switching to an unsupported network shows UnsupportedChain', async () => {
    const { portico, adapter } = make()
    await portico.connect('lab') // wallet answers chain 1, not configured
    expect(portico.isUnsupportedNetwork()).toBe(true)
    expect(portico.getState().open).toBe(true)
    expect(portico.getState().router.view).toBe('UnsupportedChain')
    adapter.ctx?.emit({ type: 'chain', chainId: 31337 })
    expect(portico.isUnsupportedNetwork()).toBe(false)
    expect(portico.getState().router.view).toBe('Account')
  })

  it('§4 no UnsupportedChain view when switching is disabled or unsupported chains are allowed', async () => {
    for (const extra of [{ enableNetworkSwitch: false }, { allowUnsupportedChain: true }]) {
      const { portico } = make(extra)
      portico.open()
      await portico.connect('lab')
      expect(portico.isUnsupportedNetwork()).toBe(true)
      expect(portico.getState().router.view).not.toBe('UnsupportedChain')
      expect(portico.getState().open).toBe(false)
    }
  })

  it('§4 the wallet ending the connection resets the account', async () => {
    const { portico, adapter } = make()
    await portico.connect('lab')
    adapter.ctx?.emit({ type: 'disconnect' })
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('§4 an account change from the wallet updates the address', async () => {
    const { portico, adapter } = make()
    adapter.next.connect = { address: '0x01', chainId: 31337, connectorId: 'lab' }
    await portico.connect('lab')
    adapter.ctx?.emit({ type: 'account', address: '0x02', chainId: 31337, connectorId: 'lab' })
    expect(portico.getState().accounts.eip155?.address).toBe('0x02')
    expect(portico.getState().accounts.eip155?.caipAddress).toBe('eip155:31337:0x02')
  })

  it('§9 balance is cached 30 s; a failure locks retries for 30 s', async () => {
    const { portico, adapter } = make()
    adapter.next.connect = { address: '0x01', chainId: 31337, connectorId: 'lab' }
    await portico.connect('lab')
    await portico.fetchBalance()
    const after = adapter.balanceCalls
    await portico.fetchBalance()
    expect(adapter.balanceCalls).toBe(after)
    expect(portico.getState().accounts.eip155).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
    adapter.next.balance = new Error('rpc down')
    await portico.fetchBalance({ force: true })
    expect(adapter.balanceCalls).toBe(after + 1)
    await portico.fetchBalance({ force: true })
    expect(adapter.balanceCalls).toBe(after + 1)
  })

  it('§9 connectors follow the SPEC order and recent wallets come first after injected is used', async () => {
    const adapter = createFakeAdapter('eip155', [
      { id: 'ext', type: 'EXTERNAL', name: 'External' },
      { id: 'a', type: 'ANNOUNCED', name: 'A' },
      { id: 'wc', type: 'WALLET_CONNECT', name: 'WalletConnect' },
      { id: 'b', type: 'ANNOUNCED', name: 'B' },
    ])
    const { portico } = make({}, adapter)
    expect(portico.getState().connectors.map((c) => c.id)).toEqual(['wc', 'a', 'b', 'ext'])
    await portico.connect('b')
    expect(portico.getState().connectors.map((c) => c.id)).toEqual(['wc', 'b', 'a', 'ext'])
  })

  it('§8 tracking events are emitted', async () => {
    const { portico } = make()
    const names: string[] = []
    portico.onEvent((e) => names.push(e.event))
    portico.open()
    await portico.connect('lab')
    await portico.disconnect()
    expect(names).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'DISCONNECT_SUCCESS'])
  })

  it('§5 a network without an adapter is reported as Adapter not found', () => {
    expect(() =>
      createPortico({
        projectId: 'p',
        networks: [evmNetwork(1), solanaNetwork()],
        adapters: [createFakeAdapter()],
      }),
    ).toThrow('Adapter not found')
  })

  it('§5 signing needs a connected account', async () => {
    const { portico } = make()
    await expect(portico.signMessage('hi')).rejects.toMatchObject({ code: 'NOT_CONNECTED' })
    await portico.connect('lab')
    await expect(portico.signMessage('hi')).resolves.toMatch(/^0x/)
  })

  it('works on the server: no window needed, nothing restored', async () => {
    const { portico, adapter } = make()
    await portico.ready
    expect(adapter.calls).toEqual([])
  })

  it('§8 toasts hide themselves', () => {
    vi.useFakeTimers()
    const { portico } = make()
    portico.showToast({ key: 'ADDRESS_COPIED' }, 'success')
    expect(portico.getState().toast?.key).toBe('ADDRESS_COPIED')
    vi.advanceTimersByTime(3000)
    expect(portico.getState().toast).toBeNull()
  })
})
