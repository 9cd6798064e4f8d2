export { bip322MessageHash, type EcdsaVerify, verifyBip322Simple } from '../bip322.js'
export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinSession,
  type BitcoinTransferParams,
  type BitcoinTransferResult,
  bitcoinAdapter,
  type WalletsSource,
} from '../bitcoinAdapter.js'
export {
  BITCOIN_MAINNET_REF,
  BITCOIN_REGTEST_REF,
  BITCOIN_TESTNET_REF,
  type BitcoinNetworkName,
  bitcoinMainnet,
  bitcoinNetworkName,
  bitcoinRegtest,
  bitcoinTestnet,
  networkRefOfAddress,
} from '../bitcoinNetworks.js'
export {
  type BitcoinAccount,
  type BitcoinUtxo,
  type BitcoinWalletClient,
  type BitcoinWalletEvent,
  findInjectedBitcoinWallets,
  type InjectedBitcoinWallet,
  isBitcoinStandardWallet,
  type SatsConnectProvider,
  satsConnectClient,
  standardBitcoinClient,
} from '../bitcoinWalletClient.js'
