/**
 * The frame's RPC whitelist (SPEC §5 "RPC whitelist", §6 "RPC methods are safe (no approval) or
 * not safe (approval needed); unknown methods are rejected with 'method not allowed'"), exactly
 * the lists of docs/embedded-wallet.md "RPC methods".
 */
export const EIP155_SAFE = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_getStorageAt',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // handled as SWITCH_NETWORK
  'wallet_switchEthereumChain',
])

export const EIP155_UNSAFE = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

export const SOLANA_SAFE = new Set(['solana_getAccounts', 'solana_requestAccounts'])

export const SOLANA_UNSAFE = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
])

export type RpcSafety = 'safe' | 'unsafe'

/** 'safe', 'unsafe', or null: not allowed (METHOD_NOT_ALLOWED, 4200) */
export function rpcSafety(namespace: string, method: string): RpcSafety | null {
  if (namespace === 'eip155')
    return EIP155_SAFE.has(method) ? 'safe' : EIP155_UNSAFE.has(method) ? 'unsafe' : null
  if (namespace === 'solana')
    return SOLANA_SAFE.has(method) ? 'safe' : SOLANA_UNSAFE.has(method) ? 'unsafe' : null
  return null
}
