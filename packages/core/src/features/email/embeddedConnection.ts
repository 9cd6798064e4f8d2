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
/** the address each namespace's session answers with (the eip155 one follows the account type) */
const liveAddresses = new WeakMap<
  PorticoContext,
  Map<ChainNamespace, { address: string; session: NamespaceSessionInternal }>
>()

/**
 * SPEC §6 default account types: the app's choice (defaultAccountTypes), else eip155 smartAccount
 * (constants.ts's DEFAULT_ACCOUNT_TYPES.eip155, not imported: a lazy chunk reading constants.ts
 * splits the host's startup, docs/architecture.md "Startup cost" lesson 3)
 */
function pageDefaultType(ctx: PorticoContext): 'eoa' | 'smartAccount' {
  const wanted = ctx.options.defaultAccountTypes?.eip155 ?? 'smartAccount'
  return wanted === 'eoa' ? 'eoa' : 'smartAccount'
}

/**
 * The frame's user on `chainId` (GET_USER, or SET_PREFERRED_ACCOUNT's answer) is applied: the
 * state's user (allAccounts, types), and the eip155 session's address when the account in use
 * moved (a counterfactual smart account has its own): accountsChanged reaches the adapter.
 */
export function applyEmbeddedUser(ctx: PorticoContext, user: EmbeddedUser): void {
  embeddedWalletOf(ctx).patch({ user, userEmail: user.email })
  const eip155 = user.accounts.find((a) => a.namespace === 'eip155')
  const live = liveAddresses.get(ctx)?.get('eip155')
  if (eip155 && live && live.address !== eip155.address) {
    live.address = eip155.address
    live.session.updated()
  }
}

/** the frame's user on `chainId` again (its accounts, the smart account's deployment) */
export async function refreshEmbeddedUser(ctx: PorticoContext, chainId?: CaipNetworkId): Promise<void> {
  const on = chainId ?? ((ctx.store.getState().activeNetworks.eip155 ?? 'eip155:1') as CaipNetworkId)
  if (!on.startsWith('eip155:')) return
  applyEmbeddedUser(ctx, await embeddedWalletOf(ctx).request('GET_USER', { chainId: on }, TIMEOUTS.connect))
}

/** SPEC §3 preferred account type (SPEC §7 "preferred account"): the eip155 account in use */
export async function switchEmbeddedAccountType(
  ctx: PorticoContext,
  type: 'eoa' | 'smartAccount',
): Promise<EmbeddedUser> {
  const chainId = (ctx.store.getState().activeNetworks.eip155 ?? 'eip155:1') as CaipNetworkId
  const user = await embeddedWalletOf(ctx).request(
    'SET_PREFERRED_ACCOUNT',
    { type, chainId },
    TIMEOUTS.connect,
  )
  applyEmbeddedUser(ctx, user)
  return user
}

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
  const user = await wallet.request(
    'GET_USER',
    { chainId, preferredAccountType: pageDefaultType(ctx) },
    TIMEOUTS.connect,
  )
  wallet.patch({ user, userEmail: user.email, problem: undefined, busy: false })
  endSessions(ctx)
  liveAddresses.set(ctx, new Map())
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
  const current = { address: account.address } as { address: string; session: NamespaceSessionInternal }
  const session = createNamespaceSession({
    namespace: ns,
    topic: embeddedWalletKey(user.userId),
    namespaces: () =>
      live
        ? {
            [ns]: {
              accounts: chains.map((c) => `${c}:${current.address}`),
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
        const target = `eip155:${Number(raw)}`
        // the accounts there (a smart account network or not) come with the switch
        return wallet.request('SWITCH_NETWORK', { chainId: target }, TIMEOUTS.connect).then(async (r) => {
          applyEmbeddedUser(ctx, await wallet.request('GET_USER', { chainId: target }, TIMEOUTS.connect))
          return r
        })
      }
      const answer = wallet.rpc(args.method, args.params, chainId)
      // SPEC §3 smartAccountDeployed: a smart account's first transaction deploys it
      if (args.method === 'eth_sendTransaction' && wallet.state().user?.smartAccountDeployed === false)
        void answer.then(() => refreshEmbeddedUser(ctx, chainId)).catch(() => undefined)
      return answer
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
  current.session = session
  liveAddresses.get(ctx)?.set(ns, current)
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
  liveAddresses.delete(ctx)
  wallet.patch({ userEmail: undefined, user: undefined, email: undefined, problem: undefined, busy: false })
  await Promise.all(
    namespaces.map((ns) =>
      ctx.adapters
        .get(ns)
        ?.disconnect()
        .catch(() => undefined),
    ),
  )
}
