// Node-only entry (spawns processes). Everything from the browser-safe entry is re-exported.

export {
  type SpentOutput,
  secp256k1Verify,
  verifyP2wpkhTransaction,
} from '../bitcoin/verifyP2wpkhTransaction.js'
export { verifyAdr36Signature, verifyDirectTxSignature } from '../cosmos/verifyAdr36Signature.js'
export {
  type DeployErc20Options,
  deployErc20,
  MINTABLE_ERC20_ABI,
  mintErc20,
} from '../devnet/deployErc20.js'
export {
  type Devnet,
  type DevnetChain,
  type DevnetChainOptions,
  type StartDevnetOptions,
  startDevnet,
} from '../devnet/startDevnet.js'
export { type Relay, type StartRelayOptions, startRelay } from '../relay/startRelay.js'
export { fundSolanaLab, type SolanaLabFunding } from '../solana/fundSolanaLab.js'
export { createSolanaRpcHandler, type SolanaRpc, startSolanaRpc } from '../solana/startSolanaRpc.js'
export * from './index.js'
