/**
 * The frame page put together: configuration → storage, API, keys, session → request handlers
 * → the messenger to the embedding page. main.ts calls it with the browser's globals; tests give
 * fakes (fetch, storage, IndexedDB, the parent window). The key cryptography and the RPC code are
 * lazy chunks, loaded when first needed.
 */
import { frameEvent } from '@portico/core/features/email'
import { applyTheme } from './applyTheme.js'
import { createRequestHandler, type FrameState } from './createRequestHandler.js'
import { createEmailLogin } from './emailLogin.js'
import { createFarcasterLogin } from './farcasterLogin.js'
import type { FrameConfig } from './frameConfig.js'
import { createFrameMessenger, type FrameMessenger } from './frameMessenger.js'
import { createFrameSession } from './frameSession.js'
import { createFrameStorage } from './frameStorage.js'
import { createDeviceShareStore } from './keys/deviceShareStore.js'
import { createLazyWalletKeys } from './keys/lazyWalletKeys.js'
import type { createFrameRpc } from './rpc/createFrameRpc.js'
import { createScreenHost } from './screens/screenHost.js'
import type { GuardEnv } from './screens/visibilityGuard.js'
import { createSecureSiteApi } from './secureSiteApi.js'
import { createSocialLogin } from './socialLogin.js'
import { TEXTS } from './texts.js'

export interface CreateFrameOptions {
  config: FrameConfig
  parentOrigin: string
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  root: HTMLElement
  fetch?: typeof fetch
  storage?: () => Storage | null
  indexedDB?: IDBFactory | null
  /** when the frame's screens take pointer input (tests give a fake; default: the browser's) */
  guardEnv?: GuardEnv
  reload?: () => void
}

export function createFrame(options: CreateFrameOptions): { messenger: FrameMessenger; state: FrameState } {
  const { config, parentOrigin } = options
  const fetchFn = options.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a))
  const warn = config.enableLogger ? (m: string) => console.warn(m) : undefined
  const storage = createFrameStorage(options.storage)
  const api = createSecureSiteApi({ storage, fetch: fetchFn })
  const walletKeys = createLazyWalletKeys({ api, store: createDeviceShareStore(options.indexedDB) })
  const session = createFrameSession({ api, storage, walletKeys })
  const state: FrameState = { chainId: config.chainId, accountType: 'smartAccount' }

  let messenger: FrameMessenger | undefined
  const emit: FrameMessenger['emit'] = (event) => messenger?.emit(event)
  const screens = createScreenHost(options.root, emit, options.guardEnv)

  let rpcLoaded: Promise<ReturnType<typeof createFrameRpc>> | undefined
  let rpcReady: ReturnType<typeof createFrameRpc> | undefined
  const loadRpc = () => {
    rpcLoaded ??= import('./rpc/createFrameRpc.js').then((m) => {
      rpcReady = m.createFrameRpc({
        config,
        session,
        screens,
        fetch: fetchFn,
        parentOrigin,
        dappName: () => state.dappName,
        switchNetwork: (id) => handler.switchNetwork(id).chainId,
        accountType: () => state.accountType,
      })
      return rpcReady
    })
    rpcLoaded.catch(() => {
      rpcLoaded = undefined
    })
    return rpcLoaded
  }

  const handler = createRequestHandler({
    config,
    state,
    session,
    login: createEmailLogin({ api, storage, session, walletKeys, screens }),
    social: createSocialLogin({
      api,
      storage,
      session,
      walletKeys,
      screens,
      projectId: config.projectId,
      parentOrigin,
    }),
    farcaster: createFarcasterLogin({
      api,
      storage,
      session,
      walletKeys,
      screens,
      parentOrigin,
      projectId: config.projectId,
    }),
    rpc: {
      request: async (request) => (await loadRpc()).request(request),
      // nothing can be pending before the RPC code was loaded
      rejectPending: () => rpcReady?.rejectPending() ?? 0,
      eip155Accounts: async (network) => (await loadRpc()).eip155Accounts(network),
    },
    storage,
    syncTheme: (payload) => applyTheme(options.root.ownerDocument, payload),
    reload: options.reload ?? (() => location.reload()),
    ...(warn ? { warn } : {}),
  })

  messenger = createFrameMessenger({
    self: options.self,
    parent: options.parent,
    parentOrigin,
    version: config.version,
    ...(warn ? { warn } : {}),
    onRequest: (request) => {
      void handler.handle(request).then((response) => messenger?.respond(response))
    },
  })
  if (config.networks.length === 0)
    emit(frameEvent('ERROR', { code: 'INTERNAL', message: TEXTS.errors.invalidConfig }))
  return { messenger, state }
}
