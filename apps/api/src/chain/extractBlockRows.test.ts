import { encodeAbiParameters, pad, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  TRANSFER_BATCH_TOPIC,
  TRANSFER_SINGLE_TOPIC,
  TRANSFER_TOPIC,
  ZERO_ADDRESS,
} from './eventTopics.js'
import { extractBlockRows } from './extractBlockRows.js'
import type { FetchedBlock, RawLog } from './fetchBlockRange.js'

const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const TOKEN = '0x00000000000000000000000000000000000000cc'
const topic = (a: string) => pad(a as `0x${string}`)
const word = (n: bigint) => pad(toHex(n))

function block(
  logs: Omit<RawLog, 'transactionIndex'>[],
  tx: { from?: string; to?: string; value?: bigint } = {},
): FetchedBlock[] {
  return [
    {
      block: {
        number: '0x7',
        hash: '0xHASH',
        parentHash: '0xPARENT',
        timestamp: '0x64',
        transactions: [
          {
            hash: '0xTX',
            from: tx.from ?? A,
            to: tx.to ?? TOKEN,
            value: toHex(tx.value ?? 0n),
            nonce: '0x3',
            transactionIndex: '0x2',
          },
        ],
      },
      receipts: [
        {
          transactionHash: '0xTX',
          transactionIndex: '0x2',
          blockHash: '0xHASH',
          status: '0x1',
          logs: logs.map((l) => ({ ...l, transactionIndex: '0x2' })),
        },
      ],
    },
  ]
}

describe('extractBlockRows', () => {
  it('keeps the block hash, the tx index, nonce and status, and the native value', () => {
    const rows = extractBlockRows(block([], { to: B, value: 5n }), { airdropRecipients: 10 })
    expect(rows.blocks).toEqual([{ number: '7', hash: '0xhash' }])
    expect(rows.txs).toEqual([
      {
        block: '7',
        txIndex: 2,
        hash: '0xtx',
        nonce: '3',
        minedAt: '100',
        from: A,
        to: B,
        value: '5',
        status: 'confirmed',
      },
    ])
    expect(rows.transfers).toEqual([
      {
        block: '7',
        txIndex: 2,
        logIndex: -1,
        subIndex: 0,
        kind: 'native',
        token: null,
        tokenId: null,
        from: A,
        to: B,
        amount: '5',
      },
    ])
    expect(rows.accounts.map((a) => a.address).sort()).toEqual([A, B])
  })

  it('reads ERC-20 and ERC-721 Transfer, ERC-20/721 Approval and ApprovalForAll (the owner is involved, not the spender)', () => {
    const rows = extractBlockRows(
      block([
        { address: TOKEN, topics: [TRANSFER_TOPIC, topic(A), topic(B)], data: word(42n), logIndex: '0x0' },
        {
          address: TOKEN,
          topics: [TRANSFER_TOPIC, topic(ZERO_ADDRESS), topic(B), word(9n)],
          data: '0x',
          logIndex: '0x1',
        },
        { address: TOKEN, topics: [APPROVAL_TOPIC, topic(A), topic(B)], data: word(7n), logIndex: '0x2' },
        {
          address: TOKEN,
          topics: [APPROVAL_TOPIC, topic(A), topic(B), word(9n)],
          data: '0x',
          logIndex: '0x3',
        },
        {
          address: TOKEN,
          topics: [APPROVAL_FOR_ALL_TOPIC, topic(A), topic(B)],
          data: word(1n),
          logIndex: '0x4',
        },
      ]),
      { airdropRecipients: 10 },
    )
    expect(rows.transfers.map((t) => [t.kind, t.logIndex, t.tokenId, t.from, t.to, t.amount])).toEqual([
      ['erc20', 0, null, A, B, '42'],
      ['erc721', 1, '9', ZERO_ADDRESS, B, '1'],
      ['approve', 2, null, A, B, '7'],
      ['approve', 3, '9', A, B, '1'],
      ['approve', 4, null, A, B, '1'],
    ])
    const approvalOnly = extractBlockRows(
      block([
        { address: TOKEN, topics: [APPROVAL_TOPIC, topic(B), topic(A)], data: word(7n), logIndex: '0x0' },
      ]),
      { airdropRecipients: 10 },
    )
    expect(approvalOnly.accounts.map((a) => a.address).sort()).toEqual([A, B]) // A sent it, B owns
  })

  it('reads ERC-1155 TransferSingle and TransferBatch (one row per id)', () => {
    const batch = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n, 3n],
        [10n, 20n, 30n],
      ],
    )
    const rows = extractBlockRows(
      block([
        {
          address: TOKEN,
          topics: [TRANSFER_SINGLE_TOPIC, topic(A), topic(A), topic(B)],
          data: `${word(5n)}${word(2n).slice(2)}`,
          logIndex: '0x0',
        },
        {
          address: TOKEN,
          topics: [TRANSFER_BATCH_TOPIC, topic(A), topic(A), topic(B)],
          data: batch,
          logIndex: '0x1',
        },
      ]),
      { airdropRecipients: 10 },
    )
    expect(rows.transfers.map((t) => [t.kind, t.logIndex, t.subIndex, t.tokenId, t.amount])).toEqual([
      ['erc1155', 0, 0, '5', '2'],
      ['erc1155', 1, 0, '1', '10'],
      ['erc1155', 1, 1, '2', '20'],
      ['erc1155', 1, 2, '3', '30'],
    ])
  })

  it('an NFT contract sending to N or more distinct accounts in one transaction (not its sender) is an airdropper', () => {
    const recipients = Array.from({ length: 4 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`)
    const logs = (to: string[]) =>
      to.map((r, i) => ({
        address: TOKEN,
        topics: [TRANSFER_TOPIC, topic(ZERO_ADDRESS), topic(r), word(BigInt(i))],
        data: '0x',
        logIndex: toHex(i),
      }))
    expect(extractBlockRows(block(logs(recipients)), { airdropRecipients: 4 }).airdrops).toEqual([
      { contract: TOKEN, block: '7', recipients: 4 },
    ])
    expect(extractBlockRows(block(logs(recipients)), { airdropRecipients: 5 }).airdrops).toEqual([])
    // the sender of the transaction minting to itself does not count
    expect(
      extractBlockRows(block(logs(recipients), { from: recipients[0] }), { airdropRecipients: 4 }).airdrops,
    ).toEqual([])
  })
})
