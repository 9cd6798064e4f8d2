// @vitest-environment happy-dom
/**
 * issue 27 with real wagmi: a wallet whose connect the person left (core aborted its signal)
 * answers later. wagmi would make it the current connection and `recentConnectorId`; the adapter
 * takes it back out in the same tick, reports nothing, and has the wallet forget the page.
 */
import { isPorticoError } from '@portico/core'
import { getConnection, connect as wagmiConnect } from '@wagmi/core'
import type { Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type EvmAdapter, evmAdapter } from './evmAdapter.js'
import { announceWallet, createFakeWallet, type FakeWallet } from './test/createFakeWallet.js'
import { makeCtx, ofType, settle } from './test/fixtures.js'

/** anvil's dev keys #1 and #2 (well-known test keys, never holding real funds) */
const KEY_1: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const KEY_2: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const info = (rdns: string, n: number) => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  name: rdns,
  icon: 'data:image/png;base64,AA==',
  rdns,
})

let slow: FakeWallet
let lab: FakeWallet
let adapter: EvmAdapter
const cleanups: (() => void)[] = []
beforeEach(() => {
  slow = createFakeWallet({ chainId: 31337, privateKey: KEY_1, slow: true })
  lab = createFakeWallet({ chainId: 31337, privateKey: KEY_2 })
  cleanups.push(announceWallet(window, info('dev.slow', 1), slow))
  cleanups.push(announceWallet(window, info('dev.lab', 2), lab))
  adapter = evmAdapter()
})
afterEach(() => {
  adapter.destroy?.()
  for (const c of cleanups.splice(0)) c()
})

async function start() {
  const { ctx, events } = makeCtx()
  adapter.setup(ctx)
  const config = await adapter.getWagmiConfig()
  return { config, events }
}

/** waits until the slow wallet has its prompt open */
const prompted = async () => {
  for (let i = 0; i < 100 && slow.openPrompts() === 0; i++) await settle()
  expect(slow.openPrompts()).toBe(1)
}

describe('issue 27: a wallet the person left answers later (real wagmi)', () => {
  it('the lab wallet connected meanwhile stays current in wagmi and in its storage; no event; the late wallet is revoked', async () => {
    const { config, events } = await start()
    const left = new AbortController()
    const late = adapter.connect({ connectorId: 'dev.slow', signal: left.signal }).catch((e: unknown) => e)
    await prompted()
    left.abort()
    const connected = await adapter.connect({ connectorId: 'dev.lab', signal: new AbortController().signal })
    expect(connected.address).toBe(lab.account.address)
    const before = events.length

    slow.answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    await settle()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: lab.account.address })
    expect([...config.state.connections.values()].map((c) => c.connector.id)).toEqual(['dev.lab'])
    expect(await config.storage?.getItem('recentConnectorId')).toBe('dev.lab')
    expect(events.slice(before)).toEqual([])
    expect(slow.calls.map((c) => c.method)).toContain('wallet_revokePermissions')
    // what a reload reconnects: wagmi's shim says the slow wallet is disconnected
    expect(await config.storage?.getItem('dev.slow.disconnected' as never)).toBe(true)

    // later the wallet says its accounts changed by itself (wagmi's connect event): still nothing
    slow.connectFromWallet()
    await settle()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: lab.account.address })
    expect(events.slice(before)).toEqual([])
  })

  it('nothing connected meanwhile: wagmi is disconnected again, no account and no disconnect event', async () => {
    const { config, events } = await start()
    const left = new AbortController()
    const late = adapter.connect({ connectorId: 'dev.slow', signal: left.signal }).catch((e: unknown) => e)
    await prompted()
    left.abort()
    slow.answer()
    expect(isPorticoError(await late, 'REQUEST_ABORTED')).toBe(true)
    await settle()
    expect(getConnection(config).status).toBe('disconnected')
    expect(ofType(events, 'account')).toEqual([])
    expect(ofType(events, 'disconnect')).toEqual([])
    expect(await config.storage?.getItem('recentConnectorId')).toBeNull()
  })

  it('the same wallet picked again: the answer to the earlier prompt connects it', async () => {
    const { config, events } = await start()
    const left = new AbortController()
    const first = adapter.connect({ connectorId: 'dev.slow', signal: left.signal })
    await prompted()
    left.abort()
    const again = adapter.connect({ connectorId: 'dev.slow', signal: new AbortController().signal })
    for (let i = 0; i < 100 && slow.openPrompts() < 2; i++) await settle()
    slow.answer()
    expect((await first).address).toBe(slow.account.address)
    slow.answer()
    expect((await again).address).toBe(slow.account.address)
    await settle()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: slow.account.address })
    expect(ofType(events, 'account').at(-1)).toMatchObject({ connectorId: 'dev.slow' })
    expect(slow.calls.map((c) => c.method)).not.toContain('wallet_revokePermissions')
  })

  it("a host's own wagmi code asking the left wallet again makes its answer count", async () => {
    const { config, events } = await start()
    const left = new AbortController()
    const late = adapter.connect({ connectorId: 'dev.slow', signal: left.signal }).catch((e: unknown) => e)
    await prompted()
    left.abort()
    const connector = config.connectors.find((c) => c.id === 'dev.slow')!
    const host = wagmiConnect(config, { connector })
    for (let i = 0; i < 100 && slow.openPrompts() < 2; i++) await settle()
    slow.answer()
    slow.answer()
    await Promise.all([late, host])
    await settle()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: slow.account.address })
    expect(ofType(events, 'account').at(-1)).toMatchObject({ connectorId: 'dev.slow' })
  })
})
