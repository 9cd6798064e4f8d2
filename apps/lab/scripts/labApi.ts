/**
 * The lab's apps/api: two ERC-20 tokens deployed on the first devnet chain (minted to the lab
 * wallet's accounts, so balances are real), two ERC-721 collections (issue 12: "Portico Lab Cards",
 * listed, a few cards minted to the lab wallet's first account; "Free Mint Pass", unlisted, one
 * airdrop to the first four accounts and 20 other addresses in one transaction: spam), and the API
 * server that reads them, on 127.0.0.1.
 */
import { fileURLToPath } from 'node:url'
import { type ApiConfigInput, createApiServer, RATE_LIMIT_NAMES } from '@portico/api'
import {
  airdropErc721,
  DEVNET_ACCOUNTS,
  deployErc20,
  deployErc721,
  deployUniswapV2,
  labNftMetadataUri,
  SOLANA_LOCALNET_CHAIN_REF,
  seedUniswapV2Pool,
} from '@portico/testing/node'
import { keccak256, stringToHex } from 'viem'
import type { LabEnv } from '../src/labEnv.js'
import { reservePort } from './freePort.js'

export const LAB_API_PORT = 8790

/**
 * whole tokens minted to each of the first four devnet accounts; `pool`: whole tokens the AMM's
 * pool with LAB_POOL_ETH ether holds (the pool's price is the token's `price` at ETH = 3000 USD)
 */
export const LAB_TOKENS = [
  { name: 'Portico USD', symbol: 'PUSD', decimals: 6, amount: 1250n, price: 1, pool: 300_000n },
  { name: 'Lab Token', symbol: 'LAB', decimals: 18, amount: 42n, price: 0.5, pool: 600_000n },
] as const
/** ether in each of the AMM's pools */
export const LAB_POOL_ETH = 100n
/** the onramp sandbox's faucet: pays purchases out on the devnet */
export const LAB_ONRAMP_FAUCET = DEVNET_ACCOUNTS[8]!
/**
 * the onramp sandbox's webhook secret: the lab only (a test secret a person may read; a real
 * deployment configures its own, see apps/api/README.md "Onramp")
 */
const LAB_WEBHOOK_SECRET = 'whsec_portico_lab_only_not_a_secret_0123456789'

/** the listed collection: these token ids are minted to DEVNET_ACCOUNTS[0] at start */
export const LAB_CARDS = { name: 'Portico Lab Cards', symbol: 'PLC', tokenIds: [1n, 2n, 3n] } as const
/** the unlisted airdrop (spam): one token each to the first 4 accounts and LAB_AIRDROP_STRANGERS others */
export const LAB_AIRDROP = { name: 'Free Mint Pass', symbol: 'FREE', firstId: 1000n } as const
export const LAB_AIRDROP_STRANGERS = 20

/** 20 addresses nobody holds a key for, the same at every start */
const strangers = Array.from(
  { length: LAB_AIRDROP_STRANGERS },
  (_, i) => `0x${keccak256(stringToHex(`portico-lab-airdrop-${i}`)).slice(26)}` as `0x${string}`,
)

/** what the lab deploys on the devnet for apps/api: tokens, the AMM, the NFT collections */
export interface LabApiContracts {
  tokens: NonNullable<LabEnv['tokens']>
  nfts: NonNullable<LabEnv['nfts']>
  amm: NonNullable<LabEnv['amm']>
}

export async function startLabApi(opts: {
  chains: LabEnv['chains']
  fixedPorts: boolean
  labOrigins: string[]
  /** the local Solana ledger the onramp sandbox pays SOL out on */
  solanaRpcUrl?: string
}): Promise<LabApiContracts & { apiUrl: string; stop(): Promise<void> }> {
  const contracts = await deployLabApiContracts(opts.chains)
  // the sandbox checkout is served under localhost (the API's other origin), on the API's port
  // held until the server listens (deploying and opening the database take seconds)
  const reserved = opts.fixedPorts ? undefined : await reservePort()
  const port = reserved?.port ?? LAB_API_PORT
  const server = await createApiServer({
    // issue 28: `pnpm lab` keeps its names, sessions and token key in .lab-data/api (PGlite on disk;
    // the devnet is new at each start, and the indexer sees that and indexes it again); the tests
    // start from an empty database each run
    ...(opts.fixedPorts
      ? { dataDir: fileURLToPath(new URL('../../../.lab-data/api', import.meta.url)) }
      : { databaseUrl: 'memory:' }),
    ...labApiConfig({
      chains: opts.chains,
      contracts,
      labOrigins: opts.labOrigins,
      checkoutOrigin: `http://localhost:${port}`,
      ...(opts.solanaRpcUrl ? { solanaRpcUrl: opts.solanaRpcUrl } : {}),
    }),
    logRequests: false,
  })
  await reserved?.release()
  const { url } = await server.listen(port)
  return { apiUrl: url, ...contracts, stop: () => server.close() }
}

/** deploys the lab's tokens (minted), Uniswap V2 with its pools and the NFT collections on the first chain */
export async function deployLabApiContracts(chains: LabEnv['chains']): Promise<LabApiContracts> {
  const first = chains[0]
  if (!first) throw new Error('the lab API needs a devnet chain')
  const tokens: NonNullable<LabEnv['tokens']> = []
  for (const t of LAB_TOKENS) {
    const address = await deployErc20({
      rpcUrl: first.rpcUrl,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      mint: [
        ...DEVNET_ACCOUNTS.slice(0, 4).map((a) => ({
          to: a.address,
          amount: t.amount * 10n ** BigInt(t.decimals),
        })),
        // the liquidity provider of the AMM's pools (the deployer, account 9)
        { to: DEVNET_ACCOUNTS[9]!.address, amount: t.pool * 10n ** BigInt(t.decimals) },
        // the onramp sandbox's faucet (account 8) pays purchases out
        { to: LAB_ONRAMP_FAUCET.address, amount: 1_000_000n * 10n ** BigInt(t.decimals) },
      ],
    })
    tokens.push({ chainId: first.chainId, address, name: t.name, symbol: t.symbol, decimals: t.decimals })
  }
  // issue 16: Uniswap V2 on the first chain, a pool of each token with ether
  const amm = await deployUniswapV2({ rpcUrl: first.rpcUrl })
  for (const [i, t] of LAB_TOKENS.entries())
    await seedUniswapV2Pool({
      rpcUrl: first.rpcUrl,
      router: amm.router,
      token: tokens[i]!.address as `0x${string}`,
      tokenAmount: t.pool * 10n ** BigInt(t.decimals),
      eth: LAB_POOL_ETH * 10n ** 18n,
    })
  const cards = await deployErc721({
    rpcUrl: first.rpcUrl,
    name: LAB_CARDS.name,
    symbol: LAB_CARDS.symbol,
    mint: LAB_CARDS.tokenIds.map((tokenId) => ({
      to: DEVNET_ACCOUNTS[0]!.address,
      tokenId,
      uri: labNftMetadataUri({ tokenId, collection: LAB_CARDS.name }),
    })),
  })
  const airdrop = await deployErc721({
    rpcUrl: first.rpcUrl,
    name: LAB_AIRDROP.name,
    symbol: LAB_AIRDROP.symbol,
  })
  await airdropErc721({
    rpcUrl: first.rpcUrl,
    collection: airdrop,
    to: [...DEVNET_ACCOUNTS.slice(0, 4).map((a) => a.address), ...strangers],
    firstId: LAB_AIRDROP.firstId,
    uri: labNftMetadataUri({
      tokenId: LAB_AIRDROP.firstId,
      collection: LAB_AIRDROP.name,
      name: 'Claim your free mint pass!',
      description: 'An unsolicited airdrop: the server flags it as spam.',
    }),
  })
  const nfts: NonNullable<LabEnv['nfts']> = [
    { chainId: first.chainId, address: cards, name: LAB_CARDS.name, symbol: LAB_CARDS.symbol, listed: true },
    {
      chainId: first.chainId,
      address: airdrop,
      name: LAB_AIRDROP.name,
      symbol: LAB_AIRDROP.symbol,
      listed: false,
    },
  ]
  return { tokens, nfts, amm }
}

/**
 * the lab's apps/api configuration (without its database): the devnet's chains with the lab's
 * tokens, NFT collections and AMM, prices, the lab page's project, the onramp sandbox; JSON only,
 * so the replicas of `pnpm lab --replicas` get it through their environment
 */
/** examples/*: `npm run dev` of nextjs-app-router (3000), vite-react (5174), plain-html (5175) */
const EXAMPLE_ORIGINS = [3000, 5174, 5175].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
])

export function labApiConfig(opts: {
  chains: LabEnv['chains']
  contracts: LabApiContracts
  labOrigins: string[]
  /** where the sandbox's checkout page is served: the API's other origin (localhost) */
  checkoutOrigin: string
  solanaRpcUrl?: string
}): ApiConfigInput {
  const { tokens, nfts, amm } = opts.contracts
  const first = opts.chains[0]!
  return {
    // every page and test of the lab comes from one address, far more often than a person would
    rateLimits: Object.fromEntries(RATE_LIMIT_NAMES.map((n) => [n, { limit: 100_000, windowSec: 60 }])),
    chains: opts.chains.map((c) => ({
      chainId: c.chainId,
      name: c.name,
      rpcUrl: c.rpcUrl,
      tokens: tokens.filter((t) => t.chainId === c.chainId),
      nftCollections: nfts
        .filter((n) => n.chainId === c.chainId && n.listed)
        .map((n) => ({ address: n.address, name: n.name })),
      ...(c.chainId === first.chainId ? { swap: { uniswapV2Router: amm.router, weth: amm.weth } } : {}),
    })),
    prices: { ETH: 3000, SOL: 150, ...Object.fromEntries(LAB_TOKENS.map((t) => [t.symbol, t.price])) },
    // origins are per project (issue 27 item 8): the lab page's projectId (src/main.tsx) and its
    // origins; the examples (examples/*) on their dev servers' ports, and wherever the lab's pages are
    projects: {
      'portico-lab': { allowedOrigins: opts.labOrigins },
      'portico-examples': { allowedOrigins: [...new Set([...EXAMPLE_ORIGINS, ...opts.labOrigins])] },
    },
    onramp: {
      sandbox: {
        webhookSecret: LAB_WEBHOOK_SECRET,
        checkoutOrigin: opts.checkoutOrigin,
        faucetPrivateKey: LAB_ONRAMP_FAUCET.privateKey,
        // SPEC §9: two providers, one for eip155 and solana, one for eip155 only with a 1% fee (and
        // a higher network fee: it gives more above 200 USD, less below)
        providers: [
          { id: 'sandbox', name: 'Portico Sandbox', feePercent: 1.5, networkFeeUsd: 0.5 },
          {
            id: 'sandbox-express',
            name: 'Sandbox Express',
            feePercent: 1,
            networkFeeUsd: 1.5,
            namespaces: ['eip155'],
            webhookSecret: `${LAB_WEBHOOK_SECRET}_express`,
          },
        ],
        ...(opts.solanaRpcUrl
          ? { solana: { rpcUrl: opts.solanaRpcUrl, network: `solana:${SOLANA_LOCALNET_CHAIN_REF}` } }
          : {}),
      },
    },
  }
}
