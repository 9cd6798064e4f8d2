/**
 * The devnet's AMM (issue 16): Uniswap V2's WETH9, factory and Router02 deployed from their npm
 * artifacts, and pools seeded with liquidity (`addLiquidityETH` / `addLiquidity` through the
 * router, as any liquidity provider does). Deployer: devnet account 9 (the lab wallet uses the
 * first ones); it must hold the tokens it adds (the lab mints them to it).
 */
import { erc20Abi, type Hex, maxUint256, parseAbi } from 'viem'
import { devnetSigner, minedOk } from '../devnetSigner.js'
import { UNISWAP_V2_FACTORY, UNISWAP_V2_ROUTER02, WETH9 } from './uniswapV2Artifacts.js'

export interface UniswapV2Deployment {
  weth: Hex
  factory: Hex
  router: Hex
}

export const UNISWAP_V2_ROUTER_ABI = parseAbi([
  'function WETH() view returns (address)',
  'function factory() view returns (address)',
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
  'function getAmountsIn(uint amountOut, address[] path) view returns (uint[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint amountA, uint amountB, uint liquidity)',
  'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint amountToken, uint amountETH, uint liquidity)',
  'function swapExactETHForTokens(uint amountOutMin, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapExactTokensForETH(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapExactTokensForTokens(uint amountIn, uint amountOutMin, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapETHForExactTokens(uint amountOut, address[] path, address to, uint deadline) payable returns (uint[] amounts)',
  'function swapTokensForExactETH(uint amountOut, uint amountInMax, address[] path, address to, uint deadline) returns (uint[] amounts)',
  'function swapTokensForExactTokens(uint amountOut, uint amountInMax, address[] path, address to, uint deadline) returns (uint[] amounts)',
])

export const UNISWAP_V2_FACTORY_ABI = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint)',
])

export const UNISWAP_V2_PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
])

export async function deployUniswapV2(opts: {
  rpcUrl: string
  privateKey?: Hex
}): Promise<UniswapV2Deployment> {
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const deploy = async (what: string, a: { abi: readonly unknown[]; bytecode: Hex }, args: unknown[]) => {
    const hash = await wallet.deployContract({
      abi: a.abi as never,
      bytecode: a.bytecode,
      args: args as never,
    })
    const receipt = await minedOk(publicClient, hash, `${what} deployment`)
    if (!receipt.contractAddress) throw new Error(`${what} deployment failed`)
    return receipt.contractAddress
  }
  const weth = await deploy('WETH9', WETH9, [])
  const factory = await deploy('UniswapV2Factory', UNISWAP_V2_FACTORY, [wallet.account.address])
  const router = await deploy('UniswapV2Router02', UNISWAP_V2_ROUTER02, [factory, weth])
  return { weth, factory, router }
}

/** a pool of `token` and the native coin (`eth` wei), or of two tokens, seeded by the deployer */
export async function seedUniswapV2Pool(opts: {
  rpcUrl: string
  router: Hex
  token: Hex
  tokenAmount: bigint
  /** the other side: wei of the native coin, or another token and its amount */
  eth?: bigint
  other?: { token: Hex; amount: bigint }
  privateKey?: Hex
}): Promise<void> {
  const { publicClient, wallet } = await devnetSigner(opts.rpcUrl, opts.privateKey)
  const to = wallet.account.address
  // the chain's clock, not this machine's (a test may have moved it)
  const deadline = (await publicClient.getBlock()).timestamp + 3600n
  const approve = async (token: Hex) =>
    minedOk(
      publicClient,
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [opts.router, maxUint256],
      }),
      'approve for liquidity',
    )
  await approve(opts.token)
  if (opts.other) {
    await approve(opts.other.token)
    const hash = await wallet.writeContract({
      address: opts.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'addLiquidity',
      args: [opts.token, opts.other.token, opts.tokenAmount, opts.other.amount, 0n, 0n, to, deadline],
    })
    await minedOk(publicClient, hash, 'addLiquidity')
    return
  }
  if (opts.eth === undefined) throw new Error('seedUniswapV2Pool: give eth or other')
  const hash = await wallet.writeContract({
    address: opts.router,
    abi: UNISWAP_V2_ROUTER_ABI,
    functionName: 'addLiquidityETH',
    args: [opts.token, opts.tokenAmount, 0n, 0n, to, deadline],
    value: opts.eth,
  })
  await minedOk(publicClient, hash, 'addLiquidityETH')
}
