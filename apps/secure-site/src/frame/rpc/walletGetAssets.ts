/**
 * wallet_getAssets (ERC-7811, SPEC §5 whitelist, SPEC §3 "Wallet asset"): what the embedded account
 * holds, per chain, read from each network's own RPC (the frame's configuration, never the page).
 * The frame knows its networks and their RPC, not a token list: it answers the native asset of
 * every eip155 network (or those of `chainFilter`) where the requested account is the one that
 * answers there (the EOA, or the smart account where the person uses one). An account the frame
 * does not control is 4100, as ERC-7811 says.
 */
import { type Hex, toHex } from 'viem'
import { z } from 'zod/mini'
import { FrameRequestError } from '../frameError.js'
import { activeAccount } from './activeAccount.js'
import { toRpcError } from './eip155Client.js'
import { address, parseParams, quantity } from './eip155Params.js'
import type { RpcContext } from './rpcContext.js'

const getAssetsParams = z.tuple([
  z.object({
    account: address,
    chainFilter: z.optional(z.array(quantity).check(z.maxLength(100))),
    assetTypeFilter: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
])

export interface NativeAsset {
  address: 'native'
  balance: Hex
  type: 'native'
}

export async function walletGetAssets(ctx: RpcContext, params: unknown): Promise<Record<Hex, NativeAsset[]>> {
  const [{ account, chainFilter, assetTypeFilter }] = parseParams(getAssetsParams, params)
  const wanted = chainFilter?.map((c) => Number(c))
  const networks = ctx.config.networks.filter(
    (n) => n.namespace === 'eip155' && (!wanted || wanted.includes(n.chainId ?? 0)),
  )
  const answers = await Promise.all(
    networks.map(async (network) => {
      const own = (await activeAccount(ctx, network)).eip155
      if (own.toLowerCase() !== account.toLowerCase()) return undefined
      const chain = toHex(network.chainId ?? 0)
      if (assetTypeFilter && !assetTypeFilter.includes('native')) return [chain, []] as const
      try {
        const balance = await ctx
          .eip155Client(network)
          .request({ method: 'eth_getBalance', params: [own as Hex, 'latest'] })
        return [
          chain,
          [{ address: 'native', balance: toHex(BigInt(balance as Hex)), type: 'native' }],
        ] as const
      } catch (e) {
        throw toRpcError(e)
      }
    }),
  )
  const found = answers.filter((a) => a !== undefined)
  if (networks.length > 0 && found.length === 0)
    throw new FrameRequestError('RPC_ERROR', 'Unauthorized: the account is not this wallet’s', {
      rpcCode: 4100,
    })
  return Object.fromEntries(found) as Record<Hex, NativeAsset[]>
}
