/**
 * The chain of `historyNfts.test.ts` (issue 12): anvil behind an RPC recorder with an ERC-20, ERC-721
 * collections (listed, an airdrop, unlisted, one whose metadata is on a private host) and an
 * ERC-1155, and the server on a database variant; and the calls a client makes to it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBlockchainClient } from '@portico/core/internal'
import {
  airdropErc721,
  DEVNET_ACCOUNTS,
  deployErc20,
  deployErc721,
  deployErc1155,
  labNftMetadataUri,
  mintErc721,
  mintErc1155,
  startDevnet,
} from '@portico/testing/node'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type HttpTransport,
  http,
  type WalletClient,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import type { DbVariant } from '../test/dbVariants.js'
import { type RpcRecorder, startRpcRecorder } from '../test/startRpcRecorder.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>
export type Account = (typeof DEVNET_ACCOUNTS)[number]

export const HOSTILE_NAME = '<img src=x onerror=alert(1)>'
export const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'
const b64 = (s: string) => Buffer.from(s).toString('base64')
const jsonUri = (o: unknown) => `data:application/json;base64,${b64(JSON.stringify(o))}`
export const [alice, bob, carol, dave, erin] = [1, 2, 3, 4, 5].map((i) => DEVNET_ACCOUNTS[i]!) as [
  Account,
  Account,
  Account,
  Account,
  Account,
]
export const chainId = 'eip155:31337'

/** the devnet, its contracts and the server on `variant`; `privateHits`: what the private host was asked */
export async function startHistoryNftsChain(variant: DbVariant, privateHits: string[]) {
  const privateHost: Server = createServer((req, res) => {
    privateHits.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ name: 'from a private host', image: 'data:image/png;base64,AA==' }))
  })
  await new Promise<void>((resolve) => privateHost.listen(0, '127.0.0.1', resolve))
  const privateUrl = `http://127.0.0.1:${(privateHost.address() as AddressInfo).port}/meta.json`
  const db = await variant.start('portico_nft')
  const devnet: Devnet = await startDevnet({ chains: [{ chainId: 31337 }] })
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const recorder: RpcRecorder = await startRpcRecorder(rpcUrl)
  const token = await deployErc20({
    rpcUrl,
    name: 'Portico USD',
    symbol: 'PUSD',
    decimals: 6,
    mint: [{ to: alice.address, amount: 100_000_000n }],
  })
  const cards = await deployErc721({
    rpcUrl,
    name: 'Portico Lab Cards',
    symbol: 'PLC',
    mint: [
      { to: alice.address, tokenId: 1n, uri: labNftMetadataUri({ tokenId: 1n }) },
      { to: alice.address, tokenId: 2n, uri: labNftMetadataUri({ tokenId: 2n }) },
      {
        to: alice.address,
        tokenId: 3n,
        uri: jsonUri({ name: HOSTILE_NAME, image: `data:image/svg+xml;base64,${b64(HOSTILE_SVG)}` }),
      },
      {
        to: alice.address,
        tokenId: 4n,
        uri: jsonUri({ name: 'HTML', image: `data:text/html;base64,${b64('<b>')}` }),
      },
      { to: alice.address, tokenId: 5n, uri: privateUrl },
    ],
  })
  const airdrop = await deployErc721({ rpcUrl, name: 'Free Claim', symbol: 'FREE' })
  await airdropErc721({
    rpcUrl,
    collection: airdrop,
    to: [
      alice.address,
      ...Array.from({ length: 11 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as const),
    ],
    firstId: 1000n,
    uri: jsonUri({ name: 'Claim your prize' }),
  })
  const unlisted = await deployErc721({ rpcUrl, name: 'Unlisted', symbol: 'UNL' })
  await mintErc721({
    rpcUrl,
    collection: unlisted,
    to: alice.address,
    tokenId: 9n,
    uri: jsonUri({ name: 'Nine' }),
  })
  // ERC-1155: one uri for every id, `{id}` filled in by the reader (a percent-encoded data: URI)
  const multi = await deployErc1155({ rpcUrl, uri: 'data:application/json,{"name":"Lab Multi {id}"}' })
  await mintErc1155({ rpcUrl, collection: multi, to: alice.address, ids: [7n], amounts: [3n] })
  const multiBatch = await mintErc1155({
    rpcUrl,
    collection: multi,
    to: alice.address,
    ids: [1n, 2n],
    amounts: [10n, 20n],
  })
  const server: ApiServer = await createApiServer({
    databaseUrl: 'memory:',
    ...db.config,
    chains: [
      {
        chainId: 31337,
        name: 'Devnet',
        rpcUrl: recorder.url,
        tokens: [{ address: token, name: 'Portico USD', symbol: 'PUSD', decimals: 6 }],
        nftCollections: [
          { address: cards, name: 'Portico Lab Cards' },
          { address: multi, name: 'Lab Multi' },
        ],
      },
    ],
    indexer: { enabled: false, intervalMs: 1000 },
    logRequests: false,
    log: () => {},
  })
  const url = (await server.listen(0)).url
  return {
    devnet,
    rpcUrl,
    recorder,
    server,
    url,
    token,
    cards,
    airdrop,
    unlisted,
    multi,
    multiBatch,
    async stop() {
      await server.close()
      await recorder.close()
      await devnet.stop()
      await db.stop()
      await new Promise((resolve) => privateHost.close(resolve))
    },
  }
}

/** a client's calls to the server at `urlOf()` and a wallet's to the chain at `rpcUrlOf()` */
export function historyClients(urlOf: () => string, rpcUrlOf: () => string) {
  const client = () =>
    createBlockchainClient({ baseUrl: urlOf(), projectId: 'p', sdkType: 'appkit', sdkVersion: 't' })
  const wallet = (a: Account): WalletClient<HttpTransport, Chain, PrivateKeyAccount> =>
    createWalletClient({
      account: privateKeyToAccount(a.privateKey),
      chain: defineChain({
        id: 31337,
        name: 'devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrlOf()] } },
      }),
      transport: http(rpcUrlOf()),
    })
  const rpc = async (method: string, params: unknown[] = []) =>
    (
      (await (
        await fetch(rpcUrlOf(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
      ).json()) as { result: unknown }
    ).result
  // anvil answers eth_sendTransaction before its automined block is in: a client that expects the
  // transaction in history waits for its receipt first (under load the block came a moment later)
  const mined = async (sent: Promise<`0x${string}`>) => {
    const hash = await sent
    await createPublicClient({ transport: http(rpcUrlOf()) }).waitForTransactionReceipt({
      hash,
      pollingInterval: 20,
    })
    return hash
  }
  const sendEth = (from: Account, to: Account, value: bigint) =>
    mined(wallet(from).sendTransaction({ to: to.address, value }))
  const history = async (a: Account, cursor?: string | null) =>
    client().getHistory({ address: a.address, chainId, cursor })
  const allHistory = async (a: Account) => {
    const out = []
    let cursor: string | null = null
    do {
      const page: Awaited<ReturnType<typeof history>> = await history(a, cursor)
      out.push(...page.data)
      cursor = page.next
    } while (cursor)
    return out
  }
  return { client, wallet, rpc, mined, sendEth, history, allHistory }
}
