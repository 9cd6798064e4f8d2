/**
 * eth_sendTransaction ([tx]) and wallet_sendCalls (EIP-5792 v2): validated, described (to, value,
 * ERC-20 transfer / approve, network fee, simulation), then
 * - from an EOA: filled by viem (nonce, gas, fees), signed with the derived key and sent with
 *   eth_sendRawTransaction through the network's own RPC; a batch call by call;
 * - from a smart account: one user operation through the network's bundler, a batch
 *   in one operation (atomic). eth_sendTransaction answers the hash of the transaction that
 *   included it, so an app waits for its receipt as for any other.
 */
export { fillTransaction } from './fillTransaction.js'
export { getCallsStatus } from './getCallsStatus.js'
export { sendCalls } from './sendCalls.js'
export { sendTransaction } from './sendTransaction.js'
