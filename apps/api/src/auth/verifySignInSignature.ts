/** The signature of a parsed sign-in message, by its namespace. */
import type { SIWXMessage, SIWXNamespace } from '@portico/core'
import type { PublicClient } from 'viem'
import { verifyBip122SignIn } from './verifyBip122SignIn.js'
import { verifyEip155SignIn } from './verifyEip155SignIn.js'
import { verifySolanaSignIn } from './verifySolanaSignIn.js'

export async function verifySignInSignature(params: {
  namespace: SIWXNamespace
  message: SIWXMessage
  signature: string
  /** a moment inside the message's validity window (eip155's verifySiweMessage checks it) */
  time: Date
  /** eip155: the public client of the message's chain when this server follows it */
  client?: PublicClient
}): Promise<boolean> {
  const text = params.message.toString()
  const address = params.message.accountAddress
  switch (params.namespace) {
    case 'eip155':
      return verifyEip155SignIn({
        address,
        message: text,
        signature: params.signature,
        domain: params.message.domain,
        nonce: params.message.nonce,
        time: params.time,
        client: params.client,
      })
    case 'solana':
      return verifySolanaSignIn({ address, message: text, signature: params.signature })
    case 'bip122':
      return verifyBip122SignIn({
        address,
        message: text,
        signature: params.signature,
        reference: params.message.chainId.slice('bip122:'.length),
      })
  }
}
