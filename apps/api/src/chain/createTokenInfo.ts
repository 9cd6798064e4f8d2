/**
 * Names of the token contracts history and NFTs show: the host's configuration first (configured
 * ERC-20 tokens, listed NFT collections), else what the contract answers (`name`, `symbol`,
 * `decimals`), read once and kept in token_contracts. Contract text is untrusted: stored as it is
 * (the dialog renders text only) unless PostgreSQL cannot store it (NUL, unpaired surrogate), and
 * at most 200 characters.
 */
import { LRUCache } from 'lru-cache'
import { erc20Abi, type PublicClient } from 'viem'
import type { ChainConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'
import { unstorableInString } from '../util/unstorableText.js'

export interface TokenContractInfo {
  name: string | null
  symbol: string | null
  decimals: number | null
  /** configured by the host (an ERC-20 of `tokens`, a collection of `nftCollections`) */
  listed: boolean
  iconUrl?: string
}

export interface TokenInfo {
  get(chain: { config: ChainConfig; client: PublicClient }, address: string): Promise<TokenContractInfo>
  /** forget what was read (the chain was rewound: an address may hold another contract now) */
  clear(): void
}

/** untrusted text as stored: null when it cannot be stored, at most 200 characters */
export function storableText(v: unknown): string | null {
  if (typeof v !== 'string') return null
  const s = [...v].slice(0, 200).join('')
  return unstorableInString(s) ? null : s
}

type Stored = { name: string | null; symbol: string | null; decimals: number | null }

export function createTokenInfo(db: Db): TokenInfo {
  // what token_contracts holds, in memory for a minute: history pages ask for the same few contracts
  const memo = new LRUCache<string, Stored>({ max: 10_000, ttl: 60_000 })
  return {
    clear: () => memo.clear(),
    async get({ config, client }, address) {
      const a = address.toLowerCase()
      const token = config.tokens.find((t) => t.address.toLowerCase() === a)
      if (token)
        return {
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          listed: true,
          iconUrl: token.iconUrl,
        }
      const listedNft = config.nftCollections.find((c) => c.address.toLowerCase() === a)
      const key = `${config.chainId}:${a}`
      let info =
        memo.get(key) ??
        (
          await db.query<Stored>(
            'select name, symbol, decimals from token_contracts where chain_id = $1 and address = $2',
            [config.chainId, a],
          )
        )[0]
      if (!info) {
        const read = (functionName: 'name' | 'symbol' | 'decimals') =>
          client.readContract({ address: a as `0x${string}`, abi: erc20Abi, functionName }).catch(() => null)
        const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
        info = {
          name: storableText(name),
          symbol: storableText(symbol),
          decimals: typeof decimals === 'number' && decimals <= 77 ? decimals : null,
        }
        await db.query(
          `insert into token_contracts (chain_id, address, name, symbol, decimals) values ($1, $2, $3, $4, $5)
           on conflict do nothing`,
          [config.chainId, a, info.name, info.symbol, info.decimals],
        )
      }
      memo.set(key, info)
      return { ...info, name: listedNft?.name ?? info.name, listed: listedNft !== undefined }
    },
  }
}
