/** Where the lab's local parts run (127.0.0.1 only), from VITE_PORTICO_LAB. */
export interface LabEnv {
  /** the EVM devnet chains (anvil) */
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** apps/api (wallet registry + blockchain API) */
  apiUrl?: string
  /** the ERC-20 tokens deployed on the devnet at start */
  tokens?: { chainId: number; address: string; name: string; symbol: string; decimals: number }[]
  /**
   * the ERC-721 collections deployed on the devnet at start (PorticoLabNft: `mint(to, tokenId, uri)`
   * is open to anyone, see mintErc721 in @portico/testing/node); `listed` ones are in the API's
   * nftCollections, the others are spam
   */
  nfts?: { chainId: number; address: `0x${string}`; name: string; symbol: string; listed: boolean }[]
  /** issue 16: Uniswap V2 on the first devnet chain (pools of each lab token with ether) */
  amm?: { weth: `0x${string}`; factory: `0x${string}`; router: `0x${string}` }
  /** the local Solana JSON-RPC over LiteSVM (startSolanaRpc) */
  solanaRpcUrl?: string
  /** the local WalletConnect relay (startRelay), ws://127.0.0.1:PORT */
  relayUrl?: string
  /** issue 14: the embedded wallet's secure site, on http://localhost:PORT (another site than the lab) */
  secureSiteUrl?: string
  /** issue 14: the mail catcher's inbox page (the login codes and device links) */
  mailUrl?: string
  /** issue 15: the local identity providers' authorize pages, by provider */
  identityProviders?: Record<string, string>
  /** issue 15: Farcaster's ID registry on the first chain (Sign In With Farcaster's custody check) */
  idRegistry?: `0x${string}`
  /** issue 15: the ERC-4337 bundler of the first chain (the embedded wallet's smart accounts) */
  bundlerUrl?: string
}

/** kept for the panels that only need the chains */
export type LabDevnet = Pick<LabEnv, 'chains'>

const FALLBACK: LabEnv = {
  chains: [
    { chainId: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Portico Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
  ],
  apiUrl: 'http://127.0.0.1:8790',
  solanaRpcUrl: 'http://127.0.0.1:8899',
  relayUrl: 'ws://127.0.0.1:8791',
}

/**
 * the built lab's endpoints, or the ones a test set on the page before its scripts ran
 * (`window.__PORTICO_LAB__`, the same JSON): the replica e2e test points the lab at the proxies
 */
export function readLabEnv(
  raw: string | undefined = (globalThis as { __PORTICO_LAB__?: string }).__PORTICO_LAB__ ??
    import.meta.env.VITE_PORTICO_LAB,
): LabEnv {
  if (!raw) return FALLBACK
  try {
    const parsed = JSON.parse(raw) as LabEnv
    if (Array.isArray(parsed.chains) && parsed.chains.length > 0) return parsed
  } catch {
    // fall through
  }
  return FALLBACK
}
