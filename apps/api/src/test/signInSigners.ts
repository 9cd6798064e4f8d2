/**
 * Real keys for the sign-in tests, one per namespace: a viem account (eip155), an ed25519 key
 * (solana: the address is the base58 public key, the signature base58 like Solana tools print),
 * and the lab Bitcoin wallet of @portico/testing (P2WPKH on regtest, BIP-322 "simple").
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { createMemoryStorage, type SIWXMessageData } from '@portico/core'
import { createLabBitcoinWallet } from '@portico/testing'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export interface SignInSigner {
  chainId: SIWXMessageData['chainId']
  address: string
  sign(message: string): Promise<string>
}

export function evmSigner(chainId: SIWXMessageData['chainId'] = 'eip155:31337'): SignInSigner {
  const account = privateKeyToAccount(generatePrivateKey())
  return { chainId, address: account.address, sign: (message) => account.signMessage({ message }) }
}

export function solanaSigner(): SignInSigner {
  const secretKey = ed25519.utils.randomSecretKey()
  return {
    chainId: SOLANA_MAINNET,
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  }
}

export async function bitcoinSigner(privateKey = generatePrivateKey()): Promise<SignInSigner> {
  const wallet = createLabBitcoinWallet({
    approval: 'auto-approve',
    privateKey,
    networks: ['Regtest'],
    storage: createMemoryStorage(),
    origin: 'http://localhost:5173',
  })
  const connected = await wallet.provider.request('getAccounts', { purposes: ['payment'] })
  if ('error' in connected && connected.error) throw new Error(String(connected.error.message))
  const address = wallet.address()
  return {
    chainId: BITCOIN_REGTEST,
    address,
    async sign(message) {
      const res = await wallet.provider.request('signMessage', { address, message, protocol: 'BIP322' })
      if ('error' in res && res.error) throw new Error(String(res.error.message))
      return (res as { result: { signature: string } }).result.signature
    },
  }
}
