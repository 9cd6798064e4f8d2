export type {
  HexString,
  InjectedAccount,
  InjectedExtension,
  InjectedWeb3,
  InjectedWindowProvider,
  SignerPayloadJSON,
  SignerPayloadRaw,
  SignerResult,
} from '../injectedWeb3.js'
export {
  KNOWN_POLKADOT_EXTENSIONS,
  POLKADOT_CONNECTOR_PREFIX,
  type PolkadotAdapter,
  type PolkadotAdapterOptions,
  polkadotAdapter,
} from '../polkadotAdapter.js'
export {
  POLKADOT_GENESIS_HASH,
  type PolkadotNetworkInput,
  polkadotMainnet,
  polkadotNetwork,
  toPolkadotChainId,
} from '../polkadotNetworks.js'
export type {
  PolkadotChainConfig,
  PolkadotRuntime,
  PolkadotSignedTransfer,
  PolkadotTransferParams,
} from '../polkadotTypes.js'
