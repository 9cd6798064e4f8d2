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
import { type FrameConfig, findNetwork } from './frameConfig.js'
import { FrameRequestError, toFrameError } from './frameError.js'
import type { FrameSession } from './frameSession.js'
import type { RpcRequest } from './rpc/createRpcHandler.js'
import { TEXTS } from './texts.js'

export interface FrameState {
  /** the eip155 network the frame is on (CAIP-2) */
  chainId: string
  /** SYNC_DAPP_DATA's app name, shown (as text) on the approval screen */
  dappName?: string
}

export interface RequestHandlerDeps {
  config: FrameConfig
  state: FrameState
  session: FrameSession
  login: ReturnType<typeof createEmailLogin>
  rpc: { request(request: RpcRequest): Promise<unknown>; rejectPending(): number }
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
    async GET_USER({ chainId }) {
      const user = await session.user()
      if (findNetwork(config, chainId)?.namespace === 'eip155') state.chainId = chainId
      return {
        ...(user.email ? { email: user.email } : {}),
        ...(user.username ? { username: user.username } : {}),
        userId: user.userId,
        accounts: [
          { namespace: 'eip155', address: user.addresses.eip155, type: 'eoa' },
          { namespace: 'solana', address: user.addresses.solana, type: 'eoa' },
        ],
        chainId: findNetwork(config, chainId) ? chainId : state.chainId,
      }
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
      return login.signOut()
    },
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
