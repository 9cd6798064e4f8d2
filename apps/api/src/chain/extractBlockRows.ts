/**
 * What the indexer stores for a run of blocks (pure: no I/O): each block's hash, every
 * transaction (index, nonce, status, value), the transfers an account can see (native value,
 * ERC-20/721 Transfer, ERC-1155 TransferSingle/TransferBatch, ERC-20/721 Approval and
 * ApprovalForAll with the owner as `from`), which accounts each transaction concerns, and the
 * contracts that airdropped NFTs to many accounts in one transaction (the spam rule).
 */
import { decodeEventLog } from 'viem'
import {
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  TRANSFER_BATCH_EVENT,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  topicAddress,
  ZERO_ADDRESS,
} from './eventTopics.js'
import type { FetchedBlock } from './fetchBlockRange.js'

export type TransferKind = 'native' | 'erc20' | 'erc721' | 'erc1155' | 'approve'

export interface BlockRows {
  blocks: { number: string; hash: string }[]
  txs: {
    block: string
    txIndex: number
    hash: string
    nonce: string
    minedAt: string
    from: string
    to: string | null
    value: string
    status: 'confirmed' | 'failed'
  }[]
  transfers: {
    block: string
    txIndex: number
    /** -1 for the native value of the transaction; the log's index otherwise */
    logIndex: number
    /** the position of the id in an ERC-1155 TransferBatch; 0 otherwise */
    subIndex: number
    kind: TransferKind
    token: string | null
    tokenId: string | null
    from: string
    to: string
    amount: string
  }[]
  accounts: { address: string; block: string; txIndex: number }[]
  airdrops: { contract: string; block: string; recipients: number }[]
}

export interface ExtractOptions {
  /** an NFT contract that sends tokens to this many distinct accounts in one transaction is an airdropper */
  airdropRecipients: number
}

const big = (h: string) => BigInt(h).toString()
const word = (data: string, i: number) => BigInt(`0x${data.slice(2 + i * 64, 2 + (i + 1) * 64) || '0'}`)

export function extractBlockRows(fetched: FetchedBlock[], opts: ExtractOptions): BlockRows {
  const rows: BlockRows = { blocks: [], txs: [], transfers: [], accounts: [], airdrops: [] }
  for (const { block, receipts } of fetched) {
    const number = big(block.number)
    rows.blocks.push({ number, hash: block.hash.toLowerCase() })
    const receiptByIndex = new Map(receipts.map((r) => [Number(r.transactionIndex), r]))
    for (const tx of block.transactions) {
      const txIndex = Number(tx.transactionIndex)
      const receipt = receiptByIndex.get(txIndex)
      const from = tx.from.toLowerCase()
      const to = tx.to?.toLowerCase() ?? null
      const value = BigInt(tx.value)
      const involved = new Set<string>([from])
      rows.txs.push({
        block: number,
        txIndex,
        hash: tx.hash.toLowerCase(),
        nonce: big(tx.nonce),
        minedAt: big(block.timestamp),
        from,
        to,
        value: value.toString(),
        status: receipt?.status === '0x1' ? 'confirmed' : 'failed',
      })
      const transfer = (
        t: Omit<BlockRows['transfers'][number], 'block' | 'txIndex' | 'subIndex'>,
        subIndex = 0,
      ) => {
        rows.transfers.push({ block: number, txIndex, subIndex, ...t })
        if (t.kind === 'approve') involved.add(t.from)
        else for (const a of [t.from, t.to]) if (a !== ZERO_ADDRESS) involved.add(a)
      }
      if (value > 0n && to)
        transfer({
          logIndex: -1,
          kind: 'native',
          token: null,
          tokenId: null,
          from,
          to,
          amount: value.toString(),
        })
      /** NFT recipients per contract in this transaction (not counting the sender of the transaction) */
      const nftRecipients = new Map<string, Set<string>>()
      const nft = (token: string, to: string) => {
        if (to === from || to === ZERO_ADDRESS) return
        const set = nftRecipients.get(token) ?? new Set<string>()
        nftRecipients.set(token, set.add(to))
      }
      for (const log of receipt?.logs ?? []) {
        const token = log.address.toLowerCase()
        const logIndex = Number(log.logIndex)
        const [topic0, t1, t2, t3] = log.topics
        if (topic0 === TRANSFER_TOPIC && log.topics.length === 3 && log.data.length === 66) {
          const f = topicAddress(t1)
          const t = topicAddress(t2)
          transfer({
            logIndex,
            kind: 'erc20',
            token,
            tokenId: null,
            from: f,
            to: t,
            amount: word(log.data, 0).toString(),
          })
        } else if (topic0 === TRANSFER_TOPIC && log.topics.length === 4) {
          const t = topicAddress(t2)
          transfer({
            logIndex,
            kind: 'erc721',
            token,
            tokenId: BigInt(t3!).toString(),
            from: topicAddress(t1),
            to: t,
            amount: '1',
          })
          nft(token, t)
        } else if (topic0 === APPROVAL_TOPIC && (log.topics.length === 3 || log.topics.length === 4)) {
          const erc721 = log.topics.length === 4
          transfer({
            logIndex,
            kind: 'approve',
            token,
            tokenId: erc721 ? BigInt(t3!).toString() : null,
            from: topicAddress(t1),
            to: topicAddress(t2),
            amount: erc721 ? '1' : word(log.data, 0).toString(),
          })
        } else if (topic0 === APPROVAL_FOR_ALL_TOPIC && log.topics.length === 3) {
          const approved = word(log.data, 0) !== 0n
          transfer({
            logIndex,
            kind: 'approve',
            token,
            tokenId: null,
            from: topicAddress(t1),
            to: topicAddress(t2),
            amount: approved ? '1' : '0',
          })
        } else if (topic0 === TRANSFER_SINGLE_TOPIC && log.topics.length === 4 && log.data.length === 130) {
          const t = topicAddress(t3)
          transfer({
            logIndex,
            kind: 'erc1155',
            token,
            tokenId: word(log.data, 0).toString(),
            from: topicAddress(t2),
            to: t,
            amount: word(log.data, 1).toString(),
          })
          nft(token, t)
        } else if (topic0 === TRANSFER_BATCH_TOPIC && log.topics.length === 4) {
          let decoded: { ids: readonly bigint[]; values: readonly bigint[] }
          try {
            decoded = decodeEventLog({
              abi: [TRANSFER_BATCH_EVENT],
              data: log.data as `0x${string}`,
              topics: log.topics as [`0x${string}`],
            }).args as typeof decoded
          } catch {
            continue // not the standard event's layout
          }
          const t = topicAddress(t3)
          // one row per id: the log index is shared, the ids are told apart by their position
          decoded.ids.forEach((id, i) => {
            transfer(
              {
                logIndex,
                kind: 'erc1155',
                token,
                tokenId: id.toString(),
                from: topicAddress(t2),
                to: t,
                amount: (decoded.values[i] ?? 0n).toString(),
              },
              i,
            )
          })
          nft(token, t)
        }
      }
      for (const [contract, set] of nftRecipients)
        if (set.size >= opts.airdropRecipients)
          rows.airdrops.push({ contract, block: number, recipients: set.size })
      for (const address of involved) rows.accounts.push({ address, block: number, txIndex })
    }
  }
  return rows
}
