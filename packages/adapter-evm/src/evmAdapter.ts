/**
 * The eip155 adapter: Portico's adapter contract on top of wagmi and viem (DESIGN "use the
 * well-kept library": wagmi owns connectors, EIP-6963 discovery, reconnect storage and the
 * 4902 → wallet_addEthereumChain dance; viem owns RPC and formatting). The wagmi config, its
 * connectors and its events through setups are evmConfig.ts'.
 *
 * Events: `account` / `chain` / `disconnect` come from wagmi's connection state
 * (watchAccountEvents). Our own `disconnect()` emits NO `disconnect` event: core resets its
 * state itself when it calls `disconnect()`; only a disconnect started by the wallet is reported.
 */

import type { AdapterCapability, BalanceResult, ConnectResult, PorticoNetwork } from '@portico/core'
import { requireSetup } from '@portico/core/internal'
import type { Config } from '@wagmi/core'
import { evmConfig } from './evmConfig.js'
import type { EvmAdapter, EvmAdapterOptions } from './evmTypes.js'
import { toChainId } from './toChainId.js'

export type { EvmAdapter, EvmAdapterOptions } from './evmTypes.js'

/** wallet actions load on first use (a lazy chunk); transfers are a chunk of their own */
const loadActions = () => import('./evmActions.js')
const loadSend = () => import('./evmSendActions.js')

export function evmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  const cfg = evmConfig(options)
  /** the wallet actions chunk with the config (a chunk, so hosts do not pay for it at startup) */
  const act = async <T>(run: (m: typeof import('./evmActions.js'), c: Config) => Promise<T>): Promise<T> => {
    const c = await cfg.require()
    return run(await loadActions(), c)
  }
  /** the same, on a configured chain */
  const withActions = <T>(
    network: PorticoNetwork,
    run: (m: typeof import('./evmActions.js'), c: Config, chainId: number) => Promise<T>,
  ): Promise<T> => act((m, c) => run(m, c, cfg.requireChain(c, network)))
  /** the transfers chunk (send, swaps' contract calls), on a configured chain */
  const withSend = async <T>(
    p: { network: PorticoNetwork },
    run: (m: typeof import('./evmSendActions.js'), c: Config) => Promise<T>,
  ): Promise<T> => {
    const c = await cfg.require()
    cfg.requireChain(c, p.network)
    return run(await loadSend(), c)
  }

  return {
    namespace: 'eip155',
    // SPEC §9: balance, send, history and names are eip155 capabilities (and NFTs, from the same API);
    // signIn: SIWX over personal_sign; swaps: contract calls a server built, onramp:
    // the API's providers pay out to the account
    // one string split at setup: a host pays this list at startup (adapter-evm's capability test
    // checks it against AdapterCapability)
    capabilities: 'balance tokenBalance receive send swaps onramp history names nfts signIn'.split(
      ' ',
    ) as AdapterCapability[],

    get wagmiConfig() {
      return requireSetup(cfg.current(), 'evmAdapter')
    },

    getWagmiConfig: cfg.require,
    setup: cfg.setup,

    connect: ({ connectorId, chainId, signal }): Promise<ConnectResult> =>
      act((m, c) => {
        cfg.left ??= m.leftWallets()
        const id = chainId === undefined ? undefined : toChainId(chainId)
        return m.connectTo(c, connectorId, id, cfg.left, signal, () => cfg.watcher()?.followed())
      }),

    async connectWalletConnect(session) {
      const c = await cfg.require()
      const { connectWalletConnectAction } = await import('./walletConnectActions.js')
      return connectWalletConnectAction(c, session)
    },

    async restore(stored) {
      try {
        const c = await cfg.require()
        return await (await import('./restoreConnection.js')).restoreConnection(c, stored)
      } catch {
        return null
      }
    },

    disconnect: () =>
      act((m, c) => {
        const w = cfg.watcher()
        return m.disconnectAction(c, (fn) => (w ? w.silently(fn) : fn()))
      }),

    switchNetwork: (network) => withActions(network, (m, c, id) => m.switchChainAction(c, id)),
    getBalance: ({ address, network }): Promise<BalanceResult> =>
      withActions(network, (m, c, id) => m.getBalanceAction(c, address, id, network)),
    getTokenBalance: ({ address, token, network }) =>
      withActions(network, (m, c, id) => m.getTokenBalanceAction(c, address, token, id)),

    signMessage: ({ message, address }) => act((m, c) => m.signMessageAction(c, message, address)),

    async isAddress(address) {
      const { isEvmAddress } = await loadSend()
      return isEvmAddress(address)
    },

    prepareSend: (params) => withSend(params, (m, c) => m.prepareSendAction(c, params)),
    send: (params) => withSend(params, (m, c) => m.sendAction(c, params)),
    prepareCall: (call) => withSend(call, (m, c) => m.prepareCallAction(c, call)),
    sendCall: (call) => withSend(call, (m, c) => m.sendCallAction(c, call)),

    async getProvider() {
      const c = cfg.current()
      return c && (await loadActions()).connectedProvider(c)
    },

    destroy: cfg.destroy,
  }
}
