import type { CaipNetworkId, WalletConnectNamespaceSession } from '@portico/core'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWallet } from './test/createFakeWallet.js'
import { installWindow, makeCtx, removeWindow, settle } from './test/fixtures.js'
import { toPorticoConnectors } from './toPorticoConnectors.js'

afterEach(removeWindow)

/** a WalletConnect session whose EIP-1193 view is a scripted wallet */
function fakeSession(wallet: ReturnType<typeof createFakeWallet>): WalletConnectNamespaceSession {
  return {
    namespace: 'eip155',
    topic: 't',
    accounts: () => [`eip155:31337:${wallet.account.address}`],
    chains: () => ['eip155:31337'],
    chainId: () => 'eip155:31337' as CaipNetworkId,
    methods: () => ['personal_sign'],
    addresses: () => [wallet.account.address],
    request: async () => null as never,
    setChain: () => undefined,
    on: () => () => undefined,
    eip1193: wallet,
  }
}

describe('evmAdapter over a WalletConnect session', () => {
  it('connects through session.eip1193 and signs with the same wagmi code', async () => {
    installWindow()
    const wallet = createFakeWallet({ chainId: 31337 })
    const adapter = evmAdapter()
    const { ctx } = makeCtx()
    adapter.setup(ctx)
    const result = await adapter.connectWalletConnect!(fakeSession(wallet))
    expect(result).toEqual({ address: wallet.account.address, chainId: 31337, connectorId: 'walletConnect' })
    expect(wallet.calls.map((c) => c.method)).toContain('eth_requestAccounts')
    const signature = await adapter.signMessage({ message: 'hi', address: wallet.account.address })
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: 'hi',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    // the session's connector is core's WalletConnect connector: not listed again by the adapter
    expect(toPorticoConnectors(adapter.wagmiConfig).map((c) => c.id)).not.toContain('walletConnect')
    expect(await adapter.getProvider()).toBe(wallet)
    adapter.destroy?.()
  })

  it('§4 after a reload the stored WalletConnect connection is replaced, and disconnect leaves nothing connected', async () => {
    installWindow()
    const wallet = createFakeWallet({ chainId: 31337 })
    const { ctx } = makeCtx()
    const adapter = evmAdapter()
    adapter.setup(ctx)
    const c = await adapter.getWagmiConfig()
    // what wagmi's persisted state hydrates to after a reload: the connector without its methods
    const stale = { id: 'walletConnect', name: 'WalletConnect', type: 'injected', uid: 'from-storage' }
    c.setState((s) => ({
      ...s,
      status: 'connected',
      current: stale.uid,
      connections: new Map([
        [stale.uid, { accounts: [wallet.account.address], chainId: 31337, connector: stale as never }],
      ]),
    }))
    const restored = await adapter.connectWalletConnect!(fakeSession(wallet))
    expect(restored.address).toBe(wallet.account.address)
    expect([...c.state.connections.values()].map((x) => typeof x.connector.disconnect)).toEqual(['function'])
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    await settle()
    expect(c.state.connections.size).toBe(0)
    expect(c.state.status).toBe('disconnected')
    adapter.destroy?.()
  })
})
