/**
 * The spam rule for NFT transfers (apps/api/README.md, "Spam rule"): a collection the host lists in
 * `nftCollections` is never spam; an unlisted one is spam when the chain's `nftSpam` is `unlisted`
 * (the default), and with `airdrops` only when it is an airdropper: it sent its tokens to
 * `airdropRecipients` (10) or more distinct accounts in one transaction that none of them sent.
 */
import type { ChainConfig } from '../config/apiConfig.js'
import type { Db } from '../db/Db.js'

/** is_spam for each of `contracts` (lower case) of one chain */
export async function isNftSpam(
  db: Db,
  config: ChainConfig,
  contracts: string[],
): Promise<Map<string, boolean>> {
  const listed = new Set(config.nftCollections.map((c) => c.address.toLowerCase()))
  const unlisted = [...new Set(contracts)].filter((c) => !listed.has(c))
  const airdroppers =
    config.nftSpam === 'airdrops' && unlisted.length > 0
      ? new Set(
          (
            await db.query<{ address: string }>(
              'select distinct address from airdrop_contracts where chain_id = $1 and address = any($2::text[])',
              [config.chainId, unlisted],
            )
          ).map((r) => r.address),
        )
      : new Set<string>()
  return new Map(
    contracts.map((c) => [c, !listed.has(c) && (config.nftSpam === 'unlisted' || airdroppers.has(c))]),
  )
}
