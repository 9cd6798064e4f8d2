import type { FrameConfig, FrameNetwork } from '../frameConfig.js'
import type { WalletKeys } from '../keys/deriveWalletKeys.js'
import type { WalletAddresses } from '../secureSiteApi.js'
import type { ApprovalDetails } from './approvalDetails.js'
import type { ApprovalTurn } from './approvalQueue.js'
import type { Eip155Client } from './eip155Client.js'
import type { SmartAccounts } from './smart/createSmartAccounts.js'

/** an EIP-5792 bundle sent by wallet_sendCalls (kept in memory for wallet_getCallsStatus) */
export interface CallsBundle {
  network: FrameNetwork
  /** the transactions of an EOA's calls, one by one */
  hashes: `0x${string}`[]
  /** a smart account's calls: one user operation (atomic) */
  userOperation?: `0x${string}`
  /** a call could not be sent (the ones after it were not tried) */
  failed: boolean
}

/** SPEC §6 embedded wallet account types */
export type AccountType = 'eoa' | 'smartAccount'

/** the user's addresses, with the eip155 one the account in use on the request's network */
export interface ActiveAccount extends WalletAddresses {
  eip155Type: AccountType
}

/** What the RPC handlers need from the frame; tests give a fake. */
export interface RpcContext {
  config: FrameConfig
  /** the signed-in user's addresses; NOT_CONNECTED when nobody is */
  account(): Promise<WalletAddresses>
  /** the seed's keys for `use` only (zeroed after) */
  withKeys<T>(use: (keys: WalletKeys) => Promise<T>): Promise<T>
  eip155Client(network: FrameNetwork): Eip155Client
  /** a JSON-RPC call to the solana network's own RPC */
  solanaRpc(network: FrameNetwork, method: string, params: unknown[]): Promise<unknown>
  /**
   * shows the approval screen; on Approve runs `execute` and answers its result; USER_REJECTED
   * when the user rejects or REJECT_PENDING aborts the turn
   */
  approve<T>(details: ApprovalDetails, turn: ApprovalTurn, execute: () => Promise<T>): Promise<T>
  /** SWITCH_NETWORK (wallet_switchEthereumChain): the new CAIP-2 id */
  switchNetwork(caipNetworkId: string): string
  bundles: Map<string, CallsBundle>
  /** the smart accounts of the networks with a bundler */
  smart: SmartAccounts
  /** the account type the user prefers on eip155 (SPEC §3 preferredAccountTypes) */
  accountType(): AccountType
}

/** an unsafe request, validated: its screen content and its action */
export interface UnsafeRequest {
  describe(): Promise<ApprovalDetails>
  execute(): Promise<unknown>
}
