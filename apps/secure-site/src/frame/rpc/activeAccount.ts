/**
 * Which eip155 account answers on a network (SPEC §6 "Embedded wallet account type is smart
 * account or EOA"): the smart account where the network has a bundler and the user prefers it,
 * else the EOA. With EIP-7702 both have the same address; the type decides how a transaction goes
 * (a user operation through the bundler, or a plain transaction).
 */
import type { Address } from 'viem'
import type { FrameNetwork } from '../frameConfig.js'
import type { ActiveAccount, RpcContext } from './rpcContext.js'
import { isSmartNetwork } from './smart/createSmartAccounts.js'

export async function activeAccount(ctx: RpcContext, network: FrameNetwork): Promise<ActiveAccount> {
  const addresses = await ctx.account()
  if (network.namespace === 'eip155' && isSmartNetwork(network) && ctx.accountType() === 'smartAccount')
    return {
      ...addresses,
      eip155: await ctx.smart.address(network, addresses.eip155 as Address),
      eip155Type: 'smartAccount',
    }
  return { ...addresses, eip155Type: 'eoa' }
}

export interface Eip155Accounts {
  accounts: { address: string; type: ActiveAccount['eip155Type'] }[]
  smartAccountDeployed?: boolean
}

/** SPEC §3 allAccounts on a network: the EOA, and the smart account where there is one */
export async function eip155Accounts(ctx: RpcContext, network: FrameNetwork): Promise<Eip155Accounts> {
  const { eip155 } = await ctx.account()
  const accounts: Eip155Accounts['accounts'] = [{ address: eip155, type: 'eoa' }]
  if (!isSmartNetwork(network)) return { accounts }
  const smartAddress = await ctx.smart.address(network, eip155 as Address)
  accounts.push({ address: smartAddress, type: 'smartAccount' })
  return { accounts, smartAccountDeployed: await ctx.smart.isDeployed(network, smartAddress) }
}
