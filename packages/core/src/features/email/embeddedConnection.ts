/**
 * The embedded wallet as a connection (SPEC §4 connector kind AUTH, auth connector namespaces
 * eip155 and solana; docs/embedded-wallet.md "The page side"). Each namespace the frame holds an
 * account for is handed to its adapter as a WalletConnect-shaped namespace session over the frame
 * (`connectWalletConnect`), so adapter-evm and adapter-solana sign, send and switch through the
 * same code as over WalletConnect, and the frame answers WalletConnect's method names. Both
 * namespaces have one wallet key: they disconnect together.
 */
import type { NamespaceConnection } from '../../connection/ConnectorDriver.js'
import type { PorticoContext } from '../../controllers/PorticoContext.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/chain.js'
import {
  createNamespaceSession,
  type NamespaceSessionInternal,
} from '../../walletconnect/createNamespaceSession.js'
import { EMBEDDED_TIMEOUTS as TIMEOUTS } from './embeddedConstants.js'
import { embeddedWalletOf } from './embeddedWallet.js'
import type { EmbeddedUser } from './frameProtocol.js'

export const AUTH_CONNECTOR_ID = 'auth'

/** SPEC §9 auth connector namespaces */
export const EMBEDDED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** the methods the frame answers per namespace (SPEC §5 whitelist) */
const METHODS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
}

const sessions = new WeakMap<PorticoContext, NamespaceSessionInternal[]>()

export const embeddedWalletKey = (userId: string) => `embedded:${userId}`

/**
 * Connects (or, after a reload, restores) every namespace of the logged-in user. `restore`: the
 * frame is asked whether its session is still alive first; none → nothing is restored.
 */
export async function connectEmbedded(ctx: PorticoContext, restore: boolean): Promise<NamespaceConnection[]> {
  const wallet = embeddedWalletOf(ctx)
  if (restore) {
    const { isConnected } = await wallet.request('IS_CONNECTED', {}, TIMEOUTS.connect)
    if (!isConnected) return []
  }
  const s = ctx.store.getState()
  const eip155 = ctx.options.networks.filter((n) => n.chainNamespace === 'eip155')
  const chainId = (s.activeNetworks.eip155 ?? eip155[0]?.caipNetworkId ?? 'eip155:1') as CaipNetworkId
  const user = await wallet.request('GET_USER', { chainId }, TIMEOUTS.connect)
  wallet.patch({ userEmail: user.email, problem: undefined, busy: false })
  endSessions(ctx)
  const made: NamespaceSessionInternal[] = []
  sessions.set(ctx, made)
  const connections = await Promise.all(
    EMBEDDED_NAMESPACES.map((ns) => connectNamespace(ctx, user, ns, restore, made).catch(() => null)),
  )
  const done = connections.filter((c): c is NamespaceConnection => c !== null)
  if (done.length === 0) throw new Error('no namespace of the embedded wallet could connect')
  return done
}

async function connectNamespace(
  ctx: PorticoContext,
  user: EmbeddedUser,
  ns: ChainNamespace,
  restore: boolean,
  made: NamespaceSessionInternal[],
): Promise<NamespaceConnection | null> {
  const adapter = ctx.adapters.get(ns)
  const account = user.accounts.find((a) => a.namespace === ns)
  const networks = ctx.options.networks.filter((n) => n.chainNamespace === ns)
  if (!adapter?.connectWalletConnect || !account || networks.length === 0) return null
  const wallet = embeddedWalletOf(ctx)
  let live = true
  const chains = networks.map((n) => n.caipNetworkId)
  const session = createNamespaceSession({
    namespace: ns,
    topic: embeddedWalletKey(user.userId),
    namespaces: () =>
      live
        ? {
            [ns]: {
              accounts: chains.map((c) => `${c}:${account.address}`),
              chains,
              methods: METHODS[ns] ?? [],
              events: ['chainChanged', 'accountsChanged'],
            },
          }
        : undefined,
    send: (args, chainId) => {
      // the frame follows the dialog's chain for eip155 (wallet_switchEthereumChain is SWITCH_NETWORK)
      if (args.method === 'wallet_switchEthereumChain') {
        const raw = (args.params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
        return wallet.request('SWITCH_NETWORK', { chainId: `eip155:${Number(raw)}` }, TIMEOUTS.connect)
      }
      return wallet.rpc(args.method, args.params, chainId)
    },
    ...(ctx.store.getState().activeNetworks[ns]
      ? { preferredChain: ctx.store.getState().activeNetworks[ns] }
      : {}),
  })
  const end = session.end
  session.end = () => {
    live = false
    end()
  }
  made.push(session)
  const result = await adapter.connectWalletConnect(session, { restore })
  return {
    namespace: ns,
    walletKey: embeddedWalletKey(user.userId),
    result: { ...result, connectorId: AUTH_CONNECTOR_ID },
  }
}

function endSessions(ctx: PorticoContext) {
  for (const s of sessions.get(ctx)?.splice(0) ?? []) s.end()
}

/** SPEC §4: sign-out gives up waiting after 3 s; the adapters forget their part either way */
export async function disconnectEmbedded(ctx: PorticoContext, namespaces: ChainNamespace[]): Promise<void> {
  const wallet = embeddedWalletOf(ctx)
  await wallet.request('SIGN_OUT', {}, TIMEOUTS.signOut).catch(() => undefined)
  endSessions(ctx)
  wallet.patch({ userEmail: undefined, email: undefined, problem: undefined, busy: false })
  await Promise.all(
    namespaces.map((ns) =>
      ctx.adapters
        .get(ns)
        ?.disconnect()
        .catch(() => undefined),
    ),
  )
}
