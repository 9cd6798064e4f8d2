/**
 * Every page request → its answer (docs/embedded-wallet.md protocol table). Each request is
 * answered exactly once, with the same id and type: the success payload, or a FrameError.
 */
import {
  type FrameRequest,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameResponse,
  type FrameSuccessPayload,
  frameFailure,
  frameSuccess,
} from '@portico/core/features/email'
import type { createEmailLogin } from './emailLogin.js'
import type { createFarcasterLogin } from './farcasterLogin.js'
import { type FrameConfig, type FrameNetwork, findNetwork } from './frameConfig.js'
import { FrameRequestError, toFrameError } from './frameError.js'
import type { FrameSession } from './frameSession.js'
import type { FrameStorage } from './frameStorage.js'
import type { Eip155Accounts } from './rpc/activeAccount.js'
import type { RpcRequest } from './rpc/createRpcHandler.js'
import type { AccountType } from './rpc/rpcContext.js'
import type { createSocialLogin } from './socialLogin.js'
import { TEXTS } from './texts.js'

export interface FrameState {
  /** the eip155 network the frame is on (CAIP-2) */
  chainId: string
  /** SPEC §6: the eip155 account in use where a network has a smart account (default smartAccount) */
  accountType: AccountType
  /** SYNC_DAPP_DATA's app name, shown (as text) on the approval screen */
  dappName?: string
}

export interface RequestHandlerDeps {
  config: FrameConfig
  state: FrameState
  session: FrameSession
  login: ReturnType<typeof createEmailLogin>
  social: ReturnType<typeof createSocialLogin>
  farcaster: ReturnType<typeof createFarcasterLogin>
  rpc: {
    request(request: RpcRequest): Promise<unknown>
    rejectPending(): number
    eip155Accounts(network: FrameNetwork): Promise<Eip155Accounts>
  }
  /** the user's own choice of account type, kept on this device */
  storage: Pick<FrameStorage, 'get' | 'set'>
  syncTheme(payload: FrameRequestPayload<'SYNC_THEME'>): void
  /** RELOAD, run after the answer was posted */
  reload(): void
  /** internal errors (not FrameRequestErrors), when the logger is on */
  warn?: (message: string) => void
}

type Handlers = {
  [T in FrameRequestType]: (payload: FrameRequestPayload<T>) => Promise<FrameSuccessPayload<T>>
}

export function createRequestHandler(deps: RequestHandlerDeps) {
  const { config, state, session, login, rpc } = deps

  const chosenType = (): AccountType | null => {
    const kept = deps.storage.get('accountType')
    return kept === 'eoa' || kept === 'smartAccount' ? kept : null
  }
  state.accountType = chosenType() ?? state.accountType

  /** SPEC §3 Embedded-wallet user on a network: its accounts with their types, the one in use */
  async function userOn(chainId: string): Promise<FrameSuccessPayload<'GET_USER'>> {
    const user = await session.user()
    if (findNetwork(config, chainId)?.namespace === 'eip155') state.chainId = chainId
    const network = findNetwork(config, state.chainId)
    const eip155 = network?.bundlerUrl
      ? await rpc.eip155Accounts(network)
      : { accounts: [{ address: user.addresses.eip155, type: 'eoa' as const }] }
    const smart = eip155.accounts.some((a) => a.type === 'smartAccount')
    const inUse: AccountType = smart ? state.accountType : 'eoa'
    return {
      ...(user.email ? { email: user.email } : {}),
      ...(user.username ? { username: user.username } : {}),
      userId: user.userId,
      accounts: [
        // the account in use first: the page connects the first eip155 one
        ...eip155.accounts
          .filter((a) => a.type === inUse)
          .concat(eip155.accounts.filter((a) => a.type !== inUse))
          .map((a) => ({ namespace: 'eip155' as const, ...a })),
        { namespace: 'solana', address: user.addresses.solana, type: 'eoa' },
      ],
      chainId: findNetwork(config, chainId) ? chainId : state.chainId,
      preferredAccountType: inUse,
      ...(eip155.smartAccountDeployed !== undefined
        ? { smartAccountDeployed: eip155.smartAccountDeployed }
        : {}),
    }
  }

  const switchNetwork = (chainId: string) => {
    const network = findNetwork(config, chainId)
    if (network?.namespace !== 'eip155')
      throw new FrameRequestError('RPC_ERROR', TEXTS.errors.chainNotSupported(chainId), { rpcCode: 4902 })
    state.chainId = chainId
    return { chainId }
  }

  const handlers: Handlers = {
    CONNECT_EMAIL: login.connectEmail,
    CONNECT_DEVICE: login.connectDevice,
    CONNECT_OTP: login.connectOtp,
    async GET_USER({ chainId, preferredAccountType }) {
      // the page's default counts until the user chose on this device
      if (preferredAccountType && !chosenType()) state.accountType = preferredAccountType
      return userOn(chainId)
    },
    async SET_PREFERRED_ACCOUNT({ type, chainId }) {
      await session.user()
      state.accountType = type
      deps.storage.set('accountType', type)
      return userOn(chainId)
    },
    async GET_SMART_ACCOUNT_NETWORKS() {
      return { networks: config.networks.filter((n) => n.bundlerUrl).map((n) => n.caipNetworkId) }
    },
    async INIT_SMART_ACCOUNT({ chainId }) {
      await session.user()
      const network = findNetwork(config, chainId)
      if (!network?.bundlerUrl)
        throw new FrameRequestError('RPC_ERROR', TEXTS.errors.noSmartAccount(chainId), { rpcCode: 4902 })
      const { accounts, smartAccountDeployed } = await rpc.eip155Accounts(network)
      const smart = accounts.find((a) => a.type === 'smartAccount')!
      return { address: smart.address, isDeployed: smartAccountDeployed ?? false }
    },
    async IS_CONNECTED() {
      return { isConnected: await session.isConnected() }
    },
    async GET_CHAIN_ID() {
      return { chainId: state.chainId }
    },
    async SWITCH_NETWORK({ chainId }) {
      return switchNetwork(chainId)
    },
    async RPC_REQUEST(payload) {
      return { result: await rpc.request(payload) }
    },
    async REJECT_PENDING() {
      rpc.rejectPending()
      return {}
    },
    async SIGN_OUT() {
      rpc.rejectPending()
      state.accountType = 'smartAccount'
      return login.signOut()
    },
    GET_SOCIAL_REDIRECT_URI: deps.social.redirectUri,
    CONNECT_SOCIAL: deps.social.connect,
    CANCEL_SOCIAL: deps.social.cancel,
    GET_FARCASTER_URI: deps.farcaster.uri,
    CONNECT_FARCASTER: deps.farcaster.connect,
    UPDATE_EMAIL: login.updateEmail,
    UPDATE_EMAIL_PRIMARY_OTP: login.updateEmailPrimary,
    UPDATE_EMAIL_SECONDARY_OTP: login.updateEmailSecondary,
    async SYNC_THEME(payload) {
      deps.syncTheme(payload)
      return {}
    },
    async SYNC_DAPP_DATA({ metadata }) {
      state.dappName = metadata.name.trim().slice(0, 100) || undefined
      return {}
    },
    async RELOAD() {
      deps.farcaster.reset()
      setTimeout(() => deps.reload(), 0)
      return {}
    },
  }

  return {
    switchNetwork,
    async handle(request: FrameRequest): Promise<FrameResponse> {
      const handler = handlers[request.type] as (
        payload: unknown,
      ) => Promise<FrameSuccessPayload<FrameRequestType>>
      try {
        return frameSuccess(request.type, request.id, await handler(request.payload))
      } catch (e) {
        if (!(e instanceof FrameRequestError)) {
          const what = e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]?.slice(0, 200)}` : 'error'
          deps.warn?.(`[portico frame] ${request.type} failed: ${what}`)
        }
        return frameFailure(request.type, request.id, toFrameError(e))
      }
    },
  }
}
