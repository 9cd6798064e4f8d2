import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import { encodePacked, erc20Abi, getContractAddress, keccak256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployErc20 } from '../deployErc20.js'
import { devnetSigner, minedOk } from '../devnetSigner.js'
import { type Devnet, startDevnet } from '../startDevnet.js'
import {
  deployUniswapV2,
  seedUniswapV2Pool,
  UNISWAP_V2_FACTORY_ABI,
  UNISWAP_V2_PAIR_ABI,
  UNISWAP_V2_ROUTER_ABI,
  type UniswapV2Deployment,
} from './deployUniswapV2.js'
import { UNISWAP_V2_INIT_CODE_HASH, UNISWAP_V2_PAIR } from './uniswapV2Artifacts.js'

let devnet: Devnet
let rpcUrl: string
let amm: UniswapV2Deployment
let usd: `0x${string}`
const deployer = DEVNET_ACCOUNTS[9]!.address
const trader = DEVNET_ACCOUNTS[2]!

beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, name: 'A' }] })
  rpcUrl = devnet.chains[0]!.rpcUrl
  usd = await deployErc20({
    rpcUrl,
    name: 'USD',
    symbol: 'USD',
    decimals: 6,
    mint: [{ to: deployer, amount: parseUnits('300000', 6) }],
  })
  amm = await deployUniswapV2({ rpcUrl })
  await seedUniswapV2Pool({
    rpcUrl,
    router: amm.router,
    token: usd,
    tokenAmount: parseUnits('300000', 6),
    eth: parseEther('100'),
  })
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

describe('Uniswap V2 on the devnet', () => {
  it('the pair init-code hash of the npm build is the one Router02 computes pair addresses with', async () => {
    expect(keccak256(UNISWAP_V2_PAIR.bytecode)).toBe(UNISWAP_V2_INIT_CODE_HASH)
    const { publicClient } = await devnetSigner(rpcUrl)
    const pair = await publicClient.readContract({
      address: amm.factory,
      abi: UNISWAP_V2_FACTORY_ABI,
      functionName: 'getPair',
      args: [usd, amm.weth],
    })
    const [a, b] = usd.toLowerCase() < amm.weth.toLowerCase() ? [usd, amm.weth] : [amm.weth, usd]
    expect(
      getContractAddress({
        opcode: 'CREATE2',
        from: amm.factory,
        salt: keccak256(encodePacked(['address', 'address'], [a, b])),
        bytecodeHash: UNISWAP_V2_INIT_CODE_HASH,
      }),
    ).toBe(pair)
    const [r0, r1] = await publicClient.readContract({
      address: pair,
      abi: UNISWAP_V2_PAIR_ABI,
      functionName: 'getReserves',
    })
    expect([r0, r1].sort()).toEqual([parseUnits('300000', 6), parseEther('100')].sort())
  })

  it('quotes with getAmountsOut (0.3% fee, constant product) and swaps ETH for the token within that quote', async () => {
    const { publicClient, wallet } = await devnetSigner(rpcUrl, trader.privateKey)
    const amountIn = parseEther('1')
    const [, out] = await publicClient.readContract({
      address: amm.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, [amm.weth, usd]],
    })
    const fee = amountIn * 997n
    expect(out).toBe((fee * parseUnits('300000', 6)) / (parseEther('100') * 1000n + fee))
    const before = await publicClient.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    const deadline = (await publicClient.getBlock()).timestamp + 600n
    await minedOk(
      publicClient,
      await wallet.writeContract({
        address: amm.router,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [out!, [amm.weth, usd], trader.address, deadline],
        value: amountIn,
      }),
      'swap',
    )
    const after = await publicClient.readContract({
      address: usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(after - before).toBe(out)
  })
})
