/**
 * wallet_getAssets (ERC-7811, SPEC §5 whitelist, SPEC §3 "Wallet asset"): what the embedded account
 * holds, per chain, read from each network's own RPC (the frame's configuration, never the page).
 * The frame knows its networks and their RPC, not a token list: it answers the native asset of
 * every eip155 network (or those of `chainFilter` / `assetFilter`) for the requested account when
 * it is this wallet's there (the EOA, or the smart account where the person uses one). A network
 * whose RPC fails is left out; an account the frame does not control is 4100, as ERC-7811 says.
 */
import { type Hex, toHex } from 'viem'
import { z } from 'zod/mini'
import { FrameRequestError } from '../frameError.js'
import { activeAccount } from './activeAccount.js'
import { toRpcError } from './eip155Client.js'
import { address, parseParams, quantity } from './eip155Params.js'
import type { RpcContext } from './rpcContext.js'

const assetRef = z.object({
  address: z.string().check(z.maxLength(64)),
  type: z.string().check(z.maxLength(32)),
})
const getAssetsParams = z.tuple([
  z.object({
    account: address,
    chainFilter: z.optional(z.array(quantity).check(z.maxLength(100))),
    assetTypeFilter: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    /** per chain (hex), the assets wanted: a chain not named is not answered */
    assetFilter: z.optional(z.record(quantity, z.array(assetRef).check(z.maxLength(100)))),
  }),
])

export interface NativeAsset {
  address: 'native'
  balance: Hex
  type: 'native'
}

/** one network's answer: undefined when the account is not this wallet's there */
async function nativeAssetOn(
  ctx: RpcContext,
  network: RpcContext['config']['networks'][number],
  account: string,
  wantsNative: boolean,
): Promise<readonly [Hex, NativeAsset[]] | undefined> {
  // the account that answers on this network (the smart account where the person uses one), or
  // the EOA behind it: both are this wallet's
  const answering = (await activeAccount(ctx, network)).eip155
  const eoa = (await ctx.account()).eip155
  const own = [answering, eoa].find((a) => a.toLowerCase() === account.toLowerCase())
  if (!own) return undefined
  const chain = toHex(network.chainId ?? 0)
  if (!wantsNative) return [chain, []]
  try {
    const balance = await ctx
      .eip155Client(network)
      .request({ method: 'eth_getBalance', params: [own as Hex, 'latest'] })
    return [chain, [{ address: 'native', balance: toHex(BigInt(balance as Hex)), type: 'native' }]]
  } catch (e) {
    throw toRpcError(e)
  }
}

export async function walletGetAssets(ctx: RpcContext, params: unknown): Promise<Record<Hex, NativeAsset[]>> {
  const [{ account, chainFilter, assetTypeFilter, assetFilter }] = parseParams(getAssetsParams, params)
  const wanted = chainFilter?.map((c) => Number(c))
  const filtered = assetFilter
    ? new Map(Object.entries(assetFilter).map(([chain, assets]) => [Number(chain), assets]))
    : undefined
  const networks = ctx.config.networks.filter(
    (n) =>
      n.namespace === 'eip155' &&
      (!wanted || wanted.includes(n.chainId ?? 0)) &&
      (!filtered || filtered.has(n.chainId ?? 0)),
  )
  const wantsNative = (chainId: number) =>
    (!assetTypeFilter || assetTypeFilter.includes('native')) &&
    (!filtered || (filtered.get(chainId) ?? []).some((a) => a.type === 'native' || a.address === 'native'))
  // a network whose RPC fails is left out; the others still answer
  const settled = await Promise.allSettled(
    networks.map((n) => nativeAssetOn(ctx, n, account, wantsNative(n.chainId ?? 0))),
  )
  const found = settled.flatMap((r) => (r.status === 'fulfilled' && r.value ? [r.value] : []))
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (found.length === 0 && failed) throw failed.reason
  if (networks.length > 0 && found.length === 0)
    throw new FrameRequestError('RPC_ERROR', 'Unauthorized: the account is not this wallet’s', {
      rpcCode: 4100,
    })
  return Object.fromEntries(found) as Record<Hex, NativeAsset[]>
}
