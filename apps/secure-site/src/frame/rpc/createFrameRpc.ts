/**
 * The RPC side of the frame (loaded on the first RPC_REQUEST: viem and the signing code stay
 * out of the frame's first chunk): the RpcContext over the session, the network clients and the
 * approval screen, and the RPC handler on it.
 */
import type { FrameConfig, FrameNetwork } from '../frameConfig.js'
import type { FrameSession } from '../frameSession.js'
import { presentApproval } from '../screens/approveScreen.js'
import type { ScreenHost } from '../screens/screenHost.js'
import { createSolanaRpc } from '../solanaRpc.js'
import { eip155Accounts } from './activeAccount.js'
import { createRpcHandler } from './createRpcHandler.js'
import { createEip155Clients } from './eip155Client.js'
import type { AccountType, CallsBundle, RpcContext } from './rpcContext.js'
import { createSmartAccounts } from './smart/createSmartAccounts.js'

export interface FrameRpcDeps {
  config: FrameConfig
  session: FrameSession
  screens: ScreenHost
  fetch: typeof fetch
  parentOrigin: string
  dappName(): string | undefined
  switchNetwork(caipNetworkId: string): string
  /** the eip155 account type the user prefers (the frame's state) */
  accountType(): AccountType
}

export function createFrameRpc(deps: FrameRpcDeps) {
  const bundles = new Map<string, CallsBundle>()
  const eip155Client = createEip155Clients({ fetch: deps.fetch })
  const withKeys: RpcContext['withKeys'] = (use) => deps.session.withKeys(use)
  const context: RpcContext = {
    config: deps.config,
    account: async () => (await deps.session.user()).addresses,
    withKeys,
    eip155Client,
    smart: createSmartAccounts({ clientOf: eip155Client, withKeys, fetch: deps.fetch }),
    accountType: deps.accountType,
    solanaRpc: createSolanaRpc(deps.fetch),
    approve: (details, turn, execute) => {
      const name = deps.dappName()
      return presentApproval({
        host: deps.screens,
        details,
        dapp: { ...(name ? { name } : {}), origin: deps.parentOrigin },
        turn,
        execute,
      })
    },
    switchNetwork: deps.switchNetwork,
    bundles,
  }
  return {
    ...createRpcHandler(context),
    /** SPEC §3 allAccounts and smartAccountDeployed on an eip155 network */
    eip155Accounts: (network: FrameNetwork) => eip155Accounts(context, network),
  }
}
