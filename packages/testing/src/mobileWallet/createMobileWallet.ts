/**
 * The lab mobile wallet: a real WalletConnect wallet on `@reown/walletkit` that pairs from a
 * URI over a (local) relay, approves or rejects session proposals through an ApprovalQueue (the
 * same one the lab wallet uses, so a test and a person drive it the same way), signs for
 * eip155 (viem local account; eth_sendTransaction goes to the devnet), solana, bip122, polkadot
 * and cosmos, switches chain and ends sessions. Works in Node (tests) and in the browser (the
 * lab /wallet page).
 */

import {
  type ApprovalKind,
  type ApprovalMode,
  type ApprovalQueue,
  type Approver,
  createApprovalQueue,
  DEVNET_ACCOUNTS,
  type LabWalletChain,
  ProviderRpcError,
} from '@portico/lab-wallet'
import {
  isApprovalQueue,
  personalSign,
  sendTransaction,
  signTypedDataV4,
  toProviderRpcError,
  unsupportedMethod,
  userRejected,
} from '@portico/lab-wallet/internal'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildAuthObject, getSdkError } from '@walletconnect/utils'
import { type Hex, hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { bitcoinSigner } from './bitcoinSigner.js'
import { buildApprovedNamespaces } from './buildApprovedNamespaces.js'
import { cosmosSigner } from './cosmosSigner.js'
import type { NamespaceSigner } from './NamespaceSigner.js'
import { polkadotSigner } from './polkadotSigner.js'
import { silenceWalletConnectCore } from './silenceWalletConnectCore.js'
import { solanaSigner } from './solanaSigner.js'

export interface CreateMobileWalletOptions {
  /** ws://127.0.0.1:PORT of the local relay */
  relayUrl: string
  /** the EVM chains the wallet can send on (the devnet) */
  chains: LabWalletChain[]
  /** the Solana JSON-RPC (startSolanaRpc) solana_signAndSendTransaction sends to */
  solanaRpcUrl?: string
  privateKey?: Hex
  approval?: Approver | ApprovalMode
  projectId?: string
  /** distinct per client in one process (default: random) */
  storagePrefix?: string
  /** keep WalletConnect state in memory (default in Node); the browser default is IndexedDB */
  memoryStorage?: boolean
  name?: string
}

export interface MobileWalletSession {
  topic: string
  peerName: string
  peerUrl: string
  /** CAIP-10 accounts */
  accounts: string[]
  namespaces: string[]
}

export interface MobileWallet {
  readonly approvals: ApprovalQueue
  /** address per namespace on its first chain */
  readonly addresses: Record<'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos', string>
  pair(uri: string): Promise<void>
  sessions(): MobileWalletSession[]
  /** wallet-side chain switch: updates the session when the chain is new, emits chainChanged */
  switchChain(caipChainId: string, topic?: string): Promise<void>
  /** ends one session (default: every session) */
  disconnect(topic?: string): Promise<void>
  /** called on every change of sessions or pending proposals */
  subscribe(listener: () => void): () => void
  destroy(): Promise<void>
}

type SignInRequest = NonNullable<
  NonNullable<WalletKitTypes.SessionProposal['params']['requests']>['authentication']
>[number]
type AuthPayload = Parameters<typeof buildAuthObject>[0]

const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]

export async function createMobileWallet(opts: CreateMobileWalletOptions): Promise<MobileWallet> {
  const privateKey = opts.privateKey ?? (DEVNET_ACCOUNTS[0]!.privateKey as Hex)
  const account = privateKeyToAccount(privateKey)
  const seed = hexToBytes(privateKey)
  const approvals =
    opts.approval === undefined || typeof opts.approval === 'string'
      ? createApprovalQueue(opts.approval ?? 'prompt')
      : isApprovalQueue(opts.approval)
        ? opts.approval
        : createApprovalQueue(opts.approval)
  const signers: Record<string, NamespaceSigner> = {
    solana: solanaSigner(seed, { rpcUrl: opts.solanaRpcUrl }),
    bip122: bitcoinSigner(seed),
    polkadot: polkadotSigner(seed),
    cosmos: await cosmosSigner(seed),
  }
  const memory = opts.memoryStorage ?? typeof window === 'undefined'
  const core = new Core({
    projectId: opts.projectId ?? 'portico-lab',
    relayUrl: opts.relayUrl,
    customStoragePrefix: opts.storagePrefix ?? `portico-mobile-${Math.random().toString(36).slice(2)}`,
    ...(memory ? { storageOptions: { database: ':memory:' } } : {}),
    telemetryEnabled: false,
    logger: 'silent',
  })
  silenceWalletConnectCore(core as unknown as Parameters<typeof silenceWalletConnectCore>[0])
  const kit = await WalletKit.init({
    core,
    // requests are answered as they come (the SDK's queue waits 1 s between requests)
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: opts.name ?? 'Portico Lab Mobile Wallet',
      description: 'A WalletConnect wallet for the Portico lab',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })

  const listeners = new Set<() => void>()
  const changed = () => {
    for (const l of [...listeners]) l()
  }
  let nextApproval = 0
  const approve = async (kind: ApprovalKind, origin: string, summary: string, details?: string) => {
    const ok = await approvals.request({
      id: `wc-${++nextApproval}`,
      kind,
      origin,
      summary,
      ...(details ? { details } : {}),
    })
    if (!ok) throw userRejected()
  }
  const evmChain = (caip: string): LabWalletChain => {
    const id = Number(caip.split(':')[1])
    const chain = opts.chains.find((c) => c.chainId === id)
    if (!chain) throw new ProviderRpcError(4902, `Unrecognized chain ${caip}`)
    return chain
  }

  /** the texts to sign for a proposal's sign-in requests: eip155 chains only, one per request */
  const signInTexts = (requests: SignInRequest[]) =>
    requests.flatMap((req) => {
      const chain = req.chains.find((c) => c.startsWith('eip155:'))
      if (!chain) return []
      const iss = `did:pkh:${chain}:${account.address}`
      const payload = { ...req, chainId: chain } as AuthPayload
      return [{ payload, iss, message: kit.formatAuthMessage({ request: payload, iss }) }]
    })

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const origin = params.proposer.metadata.url
    try {
      const namespaces = buildApprovedNamespaces(params, {
        eip155: { address: () => account.address, methods: EIP155_METHODS },
        ...Object.fromEntries(
          Object.entries(signers).map(([ns, s]) => [ns, { address: s.address, methods: s.methods }]),
        ),
      })
      const asked = Object.values(namespaces)
        .flatMap((n) => n.accounts)
        .join('\n')
      // one-click sign-in: the proposal carries CAIP-122 requests; one approval connects and signs
      const signIns = signInTexts(params.requests?.authentication ?? [])
      await approve(
        'connect',
        origin,
        signIns.length
          ? `Connect to ${params.proposer.metadata.name} and sign in`
          : `Connect to ${params.proposer.metadata.name}`,
        [asked, ...signIns.map((x) => x.message)].join('\n\n'),
      )
      const authentication = await Promise.all(
        signIns.map(async ({ payload, iss, message }) =>
          buildAuthObject(payload, { t: 'eip191', s: await account.signMessage({ message }) }, iss),
        ),
      )
      await kit.approveSession({
        id,
        namespaces,
        ...(authentication.length ? { proposalRequestsResponses: { authentication } } : {}),
      })
    } catch (e) {
      const unsupported = e instanceof ProviderRpcError && e.code !== 4001
      await kit
        .rejectSession({
          id,
          reason: getSdkError(unsupported ? 'UNSUPPORTED_NAMESPACE_KEY' : 'USER_REJECTED'),
        })
        .catch(() => undefined)
    }
    changed()
  })

  kit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    const session = kit.getActiveSessions()[topic]
    const origin = session?.peer.metadata.url ?? 'unknown'
    const [ns = '', ref = ''] = chainId.split(':')
    try {
      let result: unknown
      if (ns === 'eip155') {
        const ctx = {
          account,
          chain: () => evmChain(chainId),
          approve: (kind: ApprovalKind, summary: string, details?: string) =>
            approve(kind, origin, summary, details),
        }
        if (request.method === 'personal_sign') result = await personalSign(ctx, request.params)
        else if (request.method === 'eth_signTypedData_v4')
          result = await signTypedDataV4(ctx, request.params)
        else if (request.method === 'eth_sendTransaction') result = await sendTransaction(ctx, request.params)
        else if (request.method === 'wallet_switchEthereumChain') {
          const target = (request.params as [{ chainId?: string }] | undefined)?.[0]?.chainId
          if (typeof target !== 'string') throw unsupportedMethod(request.method)
          await switchChain(`eip155:${Number(target)}`, topic)
          result = null
        } else throw unsupportedMethod(request.method)
      } else {
        const signer = signers[ns]
        if (!signer?.methods.includes(request.method)) throw unsupportedMethod(request.method)
        const kind: ApprovalKind =
          request.method.endsWith('Accounts') || request.method.endsWith('Addresses') ? 'connect' : 'sign'
        await approve(kind, origin, signer.describe(request.method, request.params))
        result = await signer.handle(request.method, request.params, ref)
      }
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (e) {
      const err = toProviderRpcError(e)
      const rejected = err.code === 4001
      await kit.respondSessionRequest({
        topic,
        response: {
          id,
          jsonrpc: '2.0',
          error: rejected ? getSdkError('USER_REJECTED') : { code: err.code, message: err.message },
        },
      })
    }
  })
  kit.on('session_delete', () => changed())

  const activeSessions = () => Object.values(kit.getActiveSessions())

  const switchChain = async (caipChainId: string, topic?: string) => {
    const [ns = ''] = caipChainId.split(':')
    for (const s of activeSessions()) {
      if (topic && s.topic !== topic) continue
      const current = s.namespaces[ns]
      if (!current) continue
      const address =
        ns === 'eip155' ? account.address : signers[ns]?.address(caipChainId.split(':')[1] ?? '')
      const acct = `${caipChainId}:${address}`
      if (!current.accounts.includes(acct)) {
        const namespaces = {
          ...s.namespaces,
          [ns]: {
            ...current,
            chains: [...new Set([...(current.chains ?? []), caipChainId])],
            accounts: [...current.accounts, acct],
          },
        }
        await kit.updateSession({ topic: s.topic, namespaces })
      }
      const data = ns === 'eip155' ? Number(caipChainId.split(':')[1]) : caipChainId
      await kit.emitSessionEvent({
        topic: s.topic,
        event: { name: 'chainChanged', data },
        chainId: caipChainId,
      })
    }
    changed()
  }

  return {
    approvals,
    addresses: {
      eip155: account.address,
      solana: signers.solana!.address(''),
      bip122: signers.bip122!.address('000000000019d6689c085ae165831e93'),
      polkadot: signers.polkadot!.address(''),
      cosmos: signers.cosmos!.address(''),
    },
    async pair(uri) {
      await kit.pair({ uri })
      changed()
    },
    sessions: () =>
      activeSessions().map((s) => ({
        topic: s.topic,
        peerName: s.peer.metadata.name,
        peerUrl: s.peer.metadata.url,
        accounts: Object.values(s.namespaces).flatMap((n) => n.accounts),
        namespaces: Object.keys(s.namespaces),
      })),
    switchChain,
    async disconnect(topic) {
      for (const s of activeSessions())
        if (!topic || s.topic === topic)
          await kit.disconnectSession({ topic: s.topic, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async destroy() {
      listeners.clear()
      await core.relayer.transportClose().catch(() => undefined)
    },
  }
}
