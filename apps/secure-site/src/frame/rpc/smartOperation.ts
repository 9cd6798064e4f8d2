import { type Address, formatEther } from 'viem'
import type { FrameNetwork } from '../frameConfig.js'
import { TEXTS } from '../texts.js'
import type { DetailItem } from './approvalDetails.js'
import type { CallInput } from './callInput.js'
import { toRpcError } from './eip155Client.js'
import type { ActiveAccount, RpcContext } from './rpcContext.js'
import { isSmartNetwork, type SmartCall, type SmartNetwork } from './smart/createSmartAccounts.js'

/** the account is a smart account here: its calls go as one user operation */
export const smartNetworkOf = (network: FrameNetwork, account: ActiveAccount): SmartNetwork | null =>
  account.eip155Type === 'smartAccount' && isSmartNetwork(network) ? network : null

export const toSmartCalls = (calls: CallInput[]): SmartCall[] =>
  calls.map((c) => ({
    to: c.to ?? '0x0000000000000000000000000000000000000000',
    ...(c.value !== undefined ? { value: c.value } : {}),
    ...(c.data !== undefined ? { data: c.data } : {}),
  }))

/** the approval screen's fee row and the account type note of a user operation */
export async function describeOperation(
  ctx: RpcContext,
  network: SmartNetwork,
  owner: Address,
  calls: CallInput[],
) {
  const cost = await ctx.smart.maxCost(network, owner, toSmartCalls(calls)).catch(() => null)
  const items: DetailItem[] = [
    {
      kind: 'row',
      label: TEXTS.approve.fee,
      value: cost === null ? TEXTS.approve.feeWithDelegation : `${formatEther(cost)} ETH`,
    },
    { kind: 'note', tone: 'muted', text: TEXTS.approve.smartAccount(calls.length) },
  ]
  return items
}

/** one user operation with the calls; its receipt's transaction hash, or the revert as an error */
export async function sendOperation(ctx: RpcContext, network: SmartNetwork, calls: CallInput[]) {
  try {
    const hash = await ctx.smart.send(network, toSmartCalls(calls))
    return { hash, receipt: await ctx.smart.wait(network, hash) }
  } catch (e) {
    throw toRpcError(e)
  }
}
