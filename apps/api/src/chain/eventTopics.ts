/** The log topics the indexer reads: ERC-20/721 Transfer and Approval, ERC-1155 transfers, ApprovalForAll. */
import { parseAbiItem, toEventSelector } from 'viem'

export const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')
export const APPROVAL_TOPIC = toEventSelector('Approval(address,address,uint256)')
export const APPROVAL_FOR_ALL_TOPIC = toEventSelector('ApprovalForAll(address,address,bool)')
export const TRANSFER_SINGLE_TOPIC = toEventSelector(
  'TransferSingle(address,address,address,uint256,uint256)',
)
export const TRANSFER_BATCH_TOPIC = toEventSelector(
  'TransferBatch(address,address,address,uint256[],uint256[])',
)
export const TRANSFER_BATCH_EVENT = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
)
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** the address in a 32-byte topic, lower case */
export const topicAddress = (topic: string | undefined): string =>
  `0x${(topic ?? '').slice(26).toLowerCase()}`
