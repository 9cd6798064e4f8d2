import type { CaipNetworkId, WalletConnectNamespaceSession } from '@portico/core'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWallet } from './test/createFakeWallet.js'
import { installWindow, makeCtx, removeWindow } from './test/fixtures.js'
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
})
