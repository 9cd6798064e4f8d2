/**
 * NFT metadata, read by the server and kept in nft_metadata: the token URI from the contract
 * (ERC-721 `tokenURI`, ERC-1155 `uri` with `{id}` filled in), the JSON document it names (see
 * readMetadataUri for the limits), and its name, description and image URL. A page of NFTs whose
 * metadata is cached costs no RPC call and no fetch; a failure is cached too, and tried again after
 * ERROR_RETRY_MS. A failure is described in this module's and the fetcher's own words, never
 * quoting the token, its document or its server; a document must be UTF-8 JSON (bytes that are not
 * UTF-8 are refused, not replaced). Texts from the document are untrusted: stored as they are (the
 * dialog renders text only), unless PostgreSQL cannot store them (NUL, unpaired surrogate: then
 * absent).
 */
import { LRUCache } from 'lru-cache'
import { erc721Abi, type PublicClient, parseAbi } from 'viem'
import { z } from 'zod'
import { storableText } from '../chain/createTokenInfo.js'
import type { Db } from '../db/Db.js'
import { unstorableInString } from '../util/unstorableText.js'
import { UntrustedFetchError } from './fetchUntrusted.js'
import { type MetadataLimits, readMetadataUri } from './readMetadataUri.js'

export const ERROR_RETRY_MS = 10 * 60_000
/** the image types the image route passes on; anything else is refused */
export const NFT_IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
])

const ERC1155_URI = parseAbi(['function uri(uint256 id) view returns (string)'])
const documentSchema = z.looseObject({
  name: z.unknown().optional(),
  description: z.unknown().optional(),
  image: z.unknown().optional(),
  image_url: z.unknown().optional(),
})

export interface NftMetadata {
  name: string | null
  description: string | null
  imageUrl: string | null
  error: string | null
}

export interface NftMetadataStore {
  get(
    chain: { chainId: number; client: PublicClient },
    contract: string,
    tokenId: string,
    standard: 'erc721' | 'erc1155',
  ): Promise<NftMetadata>
  /** the token's image bytes and type (an allowed image type), or a reason it has none */
  image(
    chain: { chainId: number; client: PublicClient },
    contract: string,
    tokenId: string,
    standard: 'erc721' | 'erc1155',
  ): Promise<{ body: Buffer; contentType: string } | { error: string }>
}

export function createNftMetadata(db: Db, limits: MetadataLimits): NftMetadataStore {
  const images = new LRUCache<string, { body: Buffer; contentType: string }>({
    max: 2000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (v) => v.body.length + 1,
    ttl: 10 * 60_000,
  })
  const inflight = new Map<string, Promise<NftMetadata>>()

  async function load(
    chainId: number,
    client: PublicClient,
    contract: string,
    tokenId: string,
    standard: string,
  ) {
    let tokenUri: string | null = null
    let doc: z.output<typeof documentSchema> = {}
    let error: string | null = null
    try {
      tokenUri = await readTokenUri(client, contract, BigInt(tokenId), standard)
      doc = await readDocument(tokenUri, limits)
    } catch (e) {
      error = failureText(e)
    }
    const image = storableLong(doc.image ?? doc.image_url, limits.metadataMaxBytes * 2)
    const row: NftMetadata = {
      name: storableText(doc.name),
      description: storableLong(doc.description, 2000),
      imageUrl: image,
      error,
    }
    await db.query(
      `insert into nft_metadata (chain_id, contract, token_id, token_uri, name, description, image_url, error, fetched_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (chain_id, contract, token_id) do update set token_uri = excluded.token_uri, name = excluded.name,
         description = excluded.description, image_url = excluded.image_url, error = excluded.error,
         fetched_at = excluded.fetched_at`,
      [
        chainId,
        contract,
        tokenId,
        storableLong(tokenUri, limits.metadataMaxBytes * 2),
        row.name,
        row.description,
        row.imageUrl,
        row.error,
        Date.now(),
      ],
    )
    return row
  }

  const store: NftMetadataStore = {
    async get({ chainId, client }, contract, tokenId, standard) {
      const [cached] = await db.query<{
        name: string | null
        description: string | null
        image_url: string | null
        error: string | null
        fetched_at: string
      }>(
        `select name, description, image_url, error, fetched_at::text from nft_metadata
         where chain_id = $1 and contract = $2 and token_id = $3`,
        [chainId, contract, tokenId],
      )
      if (cached && (!cached.error || Date.now() - Number(cached.fetched_at) < ERROR_RETRY_MS))
        return {
          name: cached.name,
          description: cached.description,
          imageUrl: cached.image_url,
          error: cached.error,
        }
      const key = `${chainId}:${contract}:${tokenId}`
      const running = inflight.get(key)
      if (running) return running
      const p = load(chainId, client, contract, tokenId, standard).finally(() => inflight.delete(key))
      inflight.set(key, p)
      return p
    },
    async image(chain, contract, tokenId, standard) {
      const key = `${chain.chainId}:${contract}:${tokenId}`
      const hit = images.get(key)
      if (hit) return hit
      const meta = await store.get(chain, contract, tokenId, standard)
      if (!meta.imageUrl) return { error: meta.error ?? 'no image' }
      try {
        const { body, contentType } = await readMetadataUri(meta.imageUrl, limits)
        const type = contentType.split(';')[0]!.trim().toLowerCase()
        if (!NFT_IMAGE_TYPES.has(type)) return { error: 'refused content type' }
        const value = { body, contentType: type }
        images.set(key, value)
        return value
      } catch (e) {
        return { error: failureText(e) }
      }
    },
  }
  return store
}

/** a failure of this module's own making: its words go to the database as they are */
class MetadataError extends Error {}

/** the token URI the contract names (ERC-1155: its `{id}` filled in) */
async function readTokenUri(
  client: PublicClient,
  contract: string,
  id: bigint,
  standard: string,
): Promise<string> {
  try {
    return standard === 'erc1155'
      ? (
          await client.readContract({
            address: contract as `0x${string}`,
            abi: ERC1155_URI,
            functionName: 'uri',
            args: [id],
          })
        ).replaceAll('{id}', id.toString(16).padStart(64, '0'))
      : await client.readContract({
          address: contract as `0x${string}`,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [id],
        })
  } catch {
    // a revert's reason is the contract's text (anyone's): not stored
    throw new MetadataError('token URI unreadable')
  }
}

/** the JSON object the URI names: UTF-8 only (a BOM allowed), never text that was replaced */
async function readDocument(uri: string, limits: MetadataLimits) {
  const { body } = await readMetadataUri(uri, limits)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    throw new MetadataError('metadata is not UTF-8')
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    // the parser's message quotes the document (a NUL byte in it made the row unstorable)
    throw new MetadataError('metadata is not JSON')
  }
  const parsed = documentSchema.safeParse(json)
  if (!parsed.success) throw new MetadataError('metadata is not a JSON object')
  return parsed.data
}

/**
 * why a token has no metadata, in this module's and the fetcher's own words (an error text
 * quoting the metadata made the row unstorable, and the owner's list a 500); anything else is described, not quoted
 */
function failureText(e: unknown): string {
  const text =
    e instanceof MetadataError || e instanceof UntrustedFetchError ? e.message : 'metadata unreadable'
  return text.length <= 200 && !unstorableInString(text) ? text : 'metadata unreadable'
}

/** a longer untrusted text (a URI, a description): null when too long or not storable */
function storableLong(v: unknown, max: number): string | null {
  if (typeof v !== 'string' || v.length > max) return null
  return unstorableInString(v) ? null : v
}
