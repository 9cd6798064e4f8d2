/**
 * A viem public and wallet client for a devnet chain, signing as an anvil account (account 9 by
 * default: the lab wallet uses the first ones), and a wait for a transaction that must succeed.
 * Shared by the devnet contract helpers (ERC-721, ERC-1155).
 */

import { DEVNET_ACCOUNTS } from '@portico/lab-wallet'
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export async function devnetSigner(
  rpcUrl: string,
  privateKey?: `0x${string}`,
): Promise<{ publicClient: PublicClient; wallet: WalletClient<Transport, Chain, Account> }> {
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport }) as PublicClient
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(privateKey ?? DEVNET_ACCOUNTS[9]!.privateKey)
  return { publicClient, wallet: createWalletClient({ account, chain, transport }) }
}

/** waits for the receipt; a reverted transaction is an error naming `what` */
export async function minedOk(publicClient: PublicClient, hash: `0x${string}`, what: string) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`${what} failed`)
  return receipt
}
