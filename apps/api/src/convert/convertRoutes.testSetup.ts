/**
 * What the convert contract tests share (`convertRoutes*.test.ts`): a devnet (chains 31337 with
 * Uniswap V2 from its npm build, PUSD and LAB pools with ETH; 31338 without swaps), the real server
 * over a socket, and the requests and transactions of a wallet.
 */
import {
  DEVNET_ACCOUNTS,
  deployErc20,
  deployUniswapV2,
  seedUniswapV2Pool,
  startDevnet,
  type UniswapV2Deployment,
} from '@portico/testing/node'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { deployPusd, PUSD } from '../test/deployPusd.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

export const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const deployer = DEVNET_ACCOUNTS[9]!
export const user = DEVNET_ACCOUNTS[3]!
export const whale = DEVNET_ACCOUNTS[4]!

export let devnet: Devnet
export let rpcUrl: string
export let amm: UniswapV2Deployment
export let usd: Hex
export let lab: Hex
let server: ApiServer
export let url: string

export const pub = (): PublicClient => createPublicClient({ transport: http(rpcUrl) })
const walletOf = (pk: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(pk),
    chain: defineChain({
      id: 31337,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
export const get = async (path: string) => {
  const res = await fetch(`${url}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
export const post = async (path: string, body: unknown) => {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
export const balanceOf = (token: Hex, who: Hex) =>
  pub().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
export type Tx = {
  from: Hex
  to: Hex
  data: Hex
  value: string
  eip155: { gas: string | null; gasPrice: string }
}
export const send = async (pk: Hex, tx: Tx) => {
  const hash = await walletOf(pk).sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) * 2n } : {}),
  })
  return pub().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

/** deploys the pools and starts the server for the calling file, and stops them after it */
export function useConvertDevnet() {
  beforeAll(async () => {
    devnet = await startDevnet({
      chains: [
        { chainId: 31337, name: 'A' },
        { chainId: 31338, name: 'B' },
      ],
    })
    rpcUrl = devnet.chains[0]!.rpcUrl
    usd = await deployPusd(rpcUrl, [
      { to: deployer.address, pusd: '600000' },
      { to: user.address, pusd: '5000' },
      { to: whale.address, pusd: '200000' },
    ])
    lab = await deployErc20({
      rpcUrl,
      name: 'Lab Token',
      symbol: 'LAB',
      decimals: 18,
      mint: [{ to: deployer.address, amount: parseEther('600000') }],
    })
    const deployed = await deployUniswapV2({ rpcUrl })
    amm = {
      weth: getAddress(deployed.weth),
      factory: getAddress(deployed.factory),
      router: getAddress(deployed.router),
    }
    usd = getAddress(usd)
    lab = getAddress(lab)
    await seedUniswapV2Pool({
      rpcUrl,
      router: amm.router,
      token: usd,
      tokenAmount: parseUnits('300000', 6),
      eth: parseEther('100'),
    })
    await seedUniswapV2Pool({
      rpcUrl,
      router: amm.router,
      token: lab,
      tokenAmount: parseEther('600000'),
      eth: parseEther('100'),
    })
    server = await createApiServer({
      databaseUrl: 'memory:',
      chains: [
        {
          chainId: 31337,
          name: 'A',
          rpcUrl,
          tokens: [
            { address: usd, ...PUSD },
            { address: lab, name: 'Lab Token', symbol: 'LAB', decimals: 18 },
          ],
          swap: { uniswapV2Router: amm.router, weth: amm.weth },
        },
        { chainId: 31338, name: 'B', rpcUrl: devnet.chains[1]!.rpcUrl },
      ],
      indexer: { enabled: false, intervalMs: 1000 },
      logRequests: false,
      log: () => {},
    })
    url = (await server.listen(0)).url
  }, 90_000)
  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
  })
}
