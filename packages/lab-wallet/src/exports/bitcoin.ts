// The lab Bitcoin wallet (bip122): needs bitcoinjs-lib (an optional peer of this package).

export {
  BITCOIN_LAB_PRIVATE_KEY,
  BITCOIN_LAB_RECEIVER_KEY,
  BITCOIN_LAB_UTXOS,
  type LabUtxo,
} from '../bitcoin/bitcoinLabAccounts.js'
export {
  type CreateLabBitcoinWalletOptions,
  createLabBitcoinWallet,
  injectLabBitcoinWallet,
  LAB_BITCOIN_PROVIDER_ID,
  LAB_BITCOIN_WALLET_NAME,
  type LabBitcoinNetworkName,
  type LabBitcoinProvider,
  type LabBitcoinWallet,
} from '../bitcoin/createLabBitcoinWallet.js'
export { LAB_BITCOIN_WALLET_ICON } from '../bitcoin/labBitcoinWalletIcon.js'
export { compressedPublicKey, verifySecp256k1 } from '../bitcoin/secp256k1.js'
