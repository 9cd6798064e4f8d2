import type { SignedTransfer, TransferRequest } from '@portico/core'
import type { HexString } from './injectedWeb3.js'

/** What @polkadot/api needs to build extrinsics for a chain without a node. */
export interface PolkadotRuntime {
  /** SCALE-encoded runtime metadata (e.g. `@polkadot/types-support/metadata/static-polkadot`) */
  metadata: HexString
  /** `state_getRuntimeVersion` of the chain (specName, specVersion, transactionVersion, apis…) */
  runtimeVersion: {
    specName: string
    specVersion: number
    transactionVersion: number
    [key: string]: unknown
  }
  chainName?: string
  properties?: { ss58Format?: number; tokenDecimals?: number[] | number; tokenSymbol?: string[] | string }
}

export interface PolkadotChainConfig {
  /** full genesis hash (0x + 64 hex); its first 32 hex are the CAIP-2 reference */
  genesisHash: HexString
  /** loads the runtime for offline extrinsic building; without it `signTransfer` is not available */
  loadRuntime?: () => Promise<PolkadotRuntime>
}

/** The contract's TransferRequest (`to`: SS58, `amount`: planck) plus what a node would tell. */
export interface PolkadotTransferParams extends TransferRequest {
  /** SS58 address of the receiver */
  to: string
  /** amount in the chain's smallest unit (planck) */
  amount: bigint
  /** the sender's account nonce (a node would tell; offline it is given), default 0 */
  nonce?: number
  tip?: bigint
}

/** A `balances.transferKeepAlive` built offline and signed by the wallet. Not submitted. */
export interface PolkadotSignedTransfer extends SignedTransfer {
  /** the extrinsic hash (blake2-256), as the network will know it */
  id: HexString
  /** the signed extrinsic, SCALE hex (the same as `extrinsic`) */
  raw: HexString
  /** the signed extrinsic, SCALE hex, ready for `author_submitExtrinsic` */
  extrinsic: HexString
  /** blake2-256 of the extrinsic */
  hash: HexString
  signature: HexString
  /** what the extrinsic decodes to */
  decoded: { signer: string; dest: string; amount: bigint; nonce: number; section: string; method: string }
  submitted: false
}
