/** A WalletConnect session once proposed (SPEC §4, §5): declined, chain changes, requests, ended by either side, pairing reuse, the SDK prepared once. Setup: walletConnect.testSetup.ts. */
import { describe, expect, it, vi } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { STORAGE_KEYS } from '../storage/storageKeys.js'
import { FAKE_WC_URI as URI } from '../test/createFakeUniversalProvider.js'
import {
  ADDR,
  connected,
  EVM_NS,
  loadCalls,
  make,
  provider,
  useFakeUniversalProvider,
} from './walletConnect.testSetup.js'

useFakeUniversalProvider()

describe('WalletConnect connector', () => {
  it('§4 a proposal the wallet rejects shows declined, and retry proposes again', async () => {
    const { portico } = make()
    portico.open()
    const done = portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.reject()
    await done
    expect(portico.getState().connecting).toMatchObject({ connectorId: 'walletConnect', state: 'declined' })
    const again = portico.retryConnect()
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
    provider.approve({ eip155: EVM_NS() })
    await again
    expect(portico.getState().accounts.eip155?.status).toBe('connected')
  })

  it('§4 a chain change updates the default chain, emits chainChanged, and accountsChanged only when accounts differ', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { portico } = await connected()
    const session = portico.walletConnect?.session('eip155')
    if (!session) throw new Error('no session')
    const seen: string[] = []
    session.on('chainChanged', (c) => seen.push(`chain:${String(c)}`))
    session.on('accountsChanged', (a) => seen.push(`accounts:${String(a)}`))
    provider.emit('session_event', {
      params: { event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' },
    })
    expect(session.chainId()).toBe('eip155:31338')
    expect(seen).toEqual(['chain:eip155:31338'])
    // the wallet has another account on 31337: switching back changes the accounts too
    provider.session!.namespaces.eip155!.accounts = [`eip155:31337:${other}`, `eip155:31338:${ADDR}`]
    session.setChain('eip155:31337')
    expect(seen).toEqual(['chain:eip155:31338', 'chain:eip155:31337', `accounts:${other}`])
    expect(await session.request({ method: 'personal_sign', params: [] })).toBe('0xsigned')
    expect(provider.requests.at(-1)).toEqual({ method: 'personal_sign', chain: 'eip155:31337' })
  })

  it('§5 requests need a session and a chain of a configured namespace (exact messages)', async () => {
    const { portico } = await connected()
    const session = portico.walletConnect!.session('eip155')!
    await expect(session.request({ method: 'personal_sign' }, 'solana:abc')).rejects.toThrow(
      'Namespace is not configured. Please call connect() first with namespace config.',
    )
    await expect(session.request({ method: 'personal_sign' }, 'cosmos:cosmoshub-4')).rejects.toThrow(
      'Namespace is not configured. Please call connect() first with namespace config.',
    )
    provider.session = undefined
    await expect(session.request({ method: 'personal_sign' })).rejects.toThrow(
      'Please call connect() before request()',
    )
  })

  it('§4 the session ended by the wallet: disconnect (user disconnected), ALL accounts reset, storage cleaned', async () => {
    const { portico, storage, evm } = await connected()
    // an injected solana connection too: a WalletConnect disconnect resets all accounts
    portico.store.setState({
      accounts: {
        ...portico.getState().accounts,
        solana: { status: 'connected', address: 'x', allAccounts: [] },
      },
    })
    const session = portico.walletConnect!.session('eip155')!
    const reasons: unknown[] = []
    session.on('disconnect', (r) => reasons.push(r))
    portico.open()
    provider.emit('session_delete', { topic: 't' })
    expect(reasons).toEqual([{ reason: 'user disconnected' }])
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
    expect(portico.getState().accounts.solana?.status).toBe('disconnected')
    expect(portico.getState().router.view).toBe('Connect')
    expect(createStorage(storage).get(STORAGE_KEYS.connections.key, STORAGE_KEYS.connections.schema)).toEqual(
      {},
    )
    expect(portico.walletConnect!.session('eip155')).toBeUndefined()
    expect(evm.calls).not.toContain('connect:walletConnect')
  })

  it('§4 a dapp-side disconnect ends the WalletConnect session', async () => {
    const { portico } = await connected()
    await portico.disconnect()
    expect(provider.disconnected).toBe(1)
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it('an adapter with connectWalletConnect connects through the session (eip155 over EIP-1193)', async () => {
    const m = make()
    const seen: unknown[] = []
    m.evm.connectWalletConnect = async (session) => {
      const provider1193 = session.eip1193!
      seen.push(await provider1193.request({ method: 'eth_chainId' }))
      seen.push(await provider1193.request({ method: 'eth_requestAccounts' }))
      return { address: ADDR, chainId: 31337, connectorId: 'walletConnect' }
    }
    m.portico.open()
    const done = m.portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    provider.approve({ eip155: EVM_NS() })
    await done
    expect(seen).toEqual(['0x7a69', [ADDR]])
    expect(m.portico.getState().accounts.eip155?.connectedWalletInfo?.name).toBe('WalletConnect')
  })

  it('§4 on iOS Safari (faked user agent) the second connect reuses the pairing instead of a new URI', async () => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    })
    try {
      const { portico } = make()
      portico.open()
      const first = portico.connect('walletConnect')
      await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
      provider.reject()
      await first
      const second = portico.retryConnect()
      await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(2))
      expect(provider.connectCalls[1]?.pairingTopic).toBe('a'.repeat(64))
      expect(portico.walletConnect?.getState()).toMatchObject({ uri: URI, reused: true })
      provider.approve({ eip155: EVM_NS() })
      await second
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('opening the dialog on Connect does not prepare the SDK (its start takes long tasks a person who picks an installed wallet would meet); preload() prepares it once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { portico } = make()
    portico.open()
    await vi.advanceTimersByTimeAsync(5_000)
    vi.useRealTimers()
    expect(loadCalls).toHaveLength(0)
    // the dialog's intent (pointing at WalletConnect's row, All Wallets) prepares it, once
    await portico.walletConnect?.preload()
    expect(loadCalls).toHaveLength(1)
    portico.close()
    portico.open()
    await portico.walletConnect?.preload()
    void portico.connect('walletConnect')
    await vi.waitFor(() => expect(provider.connectCalls).toHaveLength(1))
    expect(loadCalls).toHaveLength(1)
  })
})
