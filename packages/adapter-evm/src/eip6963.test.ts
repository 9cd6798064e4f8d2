// @vitest-environment happy-dom
import type { Connector } from '@portico/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { announceWallet, createFakeWallet, type FakeWallet } from './test/createFakeWallet.js'
import { makeCtx, ofType, settle } from './test/fixtures.js'

const INFO = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Lab Wallet',
  // untrusted, passed through as-is: the UI renders it only as <img src>
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
  rdns: 'dev.portico.labwallet',
}

const win = window as unknown as Window & { ethereum?: unknown }
let wallet: FakeWallet
let adapter: EvmAdapter
const cleanups: (() => void)[] = []

beforeEach(() => {
  wallet = createFakeWallet({ chainId: 31337 })
  adapter = evmAdapter()
})
afterEach(() => {
  adapter.destroy?.()
  for (const c of cleanups.splice(0)) c()
  delete win.ethereum
})

const lastConnectors = (events: ReturnType<typeof makeCtx>['events']): Connector[] =>
  ofType(events, 'connectors').at(-1)?.connectors ?? []

describe('EIP-6963 discovery', () => {
  it('§4 an announced wallet becomes ANNOUNCED with its icon and rdns; the generic injected one is hidden', async () => {
    win.ethereum = wallet
    cleanups.push(announceWallet(window, INFO, wallet))
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    expect(lastConnectors(events)).toEqual([
      {
        id: INFO.rdns,
        type: 'ANNOUNCED',
        name: 'Lab Wallet',
        chain: 'eip155',
        imageUrl: INFO.icon,
        rdns: INFO.rdns,
      },
    ])
  })

  it('a wallet announcing later emits a new connectors event', async () => {
    win.ethereum = wallet
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await settle()
    cleanups.push(announceWallet(window, INFO, wallet))
    await settle()
    expect(lastConnectors(events).map((c) => [c.id, c.type])).toEqual([[INFO.rdns, 'ANNOUNCED']])
  })

  it('a wallet announcing right after setup (before wagmi hydrated its storage) is not lost', async () => {
    win.ethereum = wallet
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    expect(lastConnectors(events).map((c) => c.type)).toEqual(['INJECTED'])
    cleanups.push(announceWallet(window, INFO, wallet))
    await settle()
    expect(ofType(events, 'connectors')).toHaveLength(2)
    expect(lastConnectors(events).map((c) => [c.id, c.type])).toEqual([[INFO.rdns, 'ANNOUNCED']])
  })

  it('keeps the generic injected connector when window.ethereum is another provider', async () => {
    win.ethereum = createFakeWallet()
    cleanups.push(announceWallet(window, INFO, wallet))
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    expect(lastConnectors(events).map((c) => [c.id, c.type, c.name])).toEqual([
      ['injected', 'INJECTED', 'Browser Wallet'],
      [INFO.rdns, 'ANNOUNCED', 'Lab Wallet'],
    ])
  })

  it('connects through the announced wallet by its connector id', async () => {
    cleanups.push(announceWallet(window, INFO, wallet))
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    const result = await adapter.connect({ connectorId: INFO.rdns })
    expect(result).toEqual({ address: wallet.account.address, chainId: 31337, connectorId: INFO.rdns })
    await settle()
    expect(ofType(events, 'account')).toEqual([{ type: 'account', ...result }])
    expect(await adapter.getProvider()).toBe(wallet)
  })
})

describe('hostile EIP-6963 announcements (issue "Hardening" 1)', () => {
  const hostile = (detail: unknown) =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: detail as never }))
  const BAD = [null, {}, { info: null, provider: wallet }, { info: { ...INFO, name: 42 }, provider: {} }, 'x']

  it('malformed answers to the discovery request are dropped; the good wallet stays; setup does not throw', async () => {
    // a page script that answers every discovery request with garbage, before the good wallet does
    const answer = () => {
      for (const detail of BAD) hostile(detail)
    }
    window.addEventListener('eip6963:requestProvider', answer)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', answer))
    cleanups.push(announceWallet(window, INFO, wallet))
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    await settle()
    expect(lastConnectors(events).map((c) => [c.id, c.type, c.name])).toEqual([
      [INFO.rdns, 'ANNOUNCED', 'Lab Wallet'],
    ])
  })

  it('malformed announcements after start throw nothing into the page', async () => {
    const errors: unknown[] = []
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message)
    window.addEventListener('error', onError)
    cleanups.push(() => window.removeEventListener('error', onError))
    const { ctx, events } = makeCtx()
    adapter.setup(ctx)
    await adapter.getWagmiConfig()
    for (const detail of BAD) hostile(detail)
    cleanups.push(announceWallet(window, INFO, wallet))
    await settle()
    expect(errors).toEqual([])
    expect(lastConnectors(events).map((c) => c.id)).toContain(INFO.rdns)
  })
})
