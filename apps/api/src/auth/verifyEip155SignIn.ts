/**
 * An EVM sign-in signature over an EIP-4361 text. When this server follows the message's chain,
 * `viem/siwe`'s `verifySiweMessage` through that chain's public client: it checks the fields again
 * and the signature with `verifyHash`, which covers smart-contract accounts (ERC-1271, and ERC-6492
 * for accounts not deployed yet). On another chain, the EOA check (`verifyMessage`, ecrecover): a
 * contract account can only sign in on a chain the server follows.
 * `time` is a moment inside the message's validity window: the route has already checked the
 * window with its clock-skew allowance, which verifySiweMessage does not have.
 */
import { type Hex, isHex, type PublicClient, verifyMessage } from 'viem'
import { verifySiweMessage } from 'viem/siwe'

export async function verifyEip155SignIn(params: {
  address: string
  message: string
  signature: string
  domain: string
  nonce: string
  time: Date
  client?: PublicClient
}): Promise<boolean> {
  if (!isHex(params.signature) || params.signature.length < 132) return false
  const address = params.address as Hex
  const signature = params.signature as Hex
  try {
    if (params.client)
      return await verifySiweMessage(params.client, {
        message: params.message,
        signature,
        address,
        domain: params.domain,
        nonce: params.nonce,
        time: params.time,
      })
    return await verifyMessage({ address, message: params.message, signature })
  } catch {
    return false
  }
}
