/**
 * eip155 over a WalletConnect session: a wagmi `injected` connector whose provider is the
 * session's EIP-1193 view (`session.eip1193`, built by core over the universal provider). From
 * then on sign, switch, balance and the account/chain events run through the same wagmi code
 * as a browser wallet. A lazy chunk, loaded when the user connects through WalletConnect.
 */
import {
  type ConnectResult,
  porticoError,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
} from '@portico/core'
import { type Config, injected, connect as wagmiConnect } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { toPorticoError } from './toPorticoError.js'
import { waitForHydration } from './waitForHydration.js'

export async function connectWalletConnectAction(
  c: Config,
  session: WalletConnectNamespaceSession,
): Promise<ConnectResult> {
  const provider = session.eip1193
  if (!provider) throw porticoError('NAMESPACE_NOT_CONFIGURED', { details: { namespace: session.namespace } })
  // after a reload core restores the session before wagmi's persisted state has hydrated; a late
  // hydration would replace this connection with the stored one, whose connector has no methods
  await waitForHydration(c)
  // a hydrated connection of a previous page keeps only the connector's id/name/type/uid (no
  // methods): drop it, or wagmi falls back to it as the current connection after a disconnect
  c.setState((state) => {
    const connections = new Map(
      [...state.connections].filter(
        ([, conn]) =>
          conn.connector.id !== WALLET_CONNECT_CONNECTOR_ID ||
          typeof conn.connector.disconnect === 'function',
      ),
    )
    const current = state.current && connections.has(state.current) ? state.current : null
    return { ...state, connections, current, ...(current ? {} : { status: 'disconnected' as const }) }
  })
  const connector = c._internal.connectors.setup(
    injected({
      target: {
        id: WALLET_CONNECT_CONNECTOR_ID,
        name: 'WalletConnect',
        provider: provider as unknown as EIP1193Provider,
      },
      shimDisconnect: false,
      unstable_shimAsyncInject: false,
    }),
  )
  c._internal.connectors.setState((all) => [...all.filter((x) => x.id !== connector.id), connector])
  const chainId = Number(session.chainId().split(':')[1])
  try {
    const result = await wagmiConnect(c, {
      connector,
      ...(c.chains.some((x) => x.id === chainId) ? { chainId } : {}),
    })
    return { address: result.accounts[0], chainId: result.chainId, connectorId: WALLET_CONNECT_CONNECTOR_ID }
  } catch (e) {
    throw toPorticoError(e, 'AN_ERROR_OCCURRED')
  }
}
