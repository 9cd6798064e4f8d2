import { useState } from 'react'

interface MessageSigner {
  signMessage(params: { message: string; address: string }): Promise<string>
}

type Verify = (params: { address: string; message: string; signature: string }) => Promise<boolean>

/**
 * A namespace panel's message signing: the message field, the adapter's signature and, with
 * `verify`, whether the page verifies it ('valid' / 'invalid'; '—' before).
 */
export function useSignMessage(
  adapter: MessageSigner | undefined,
  address: string | undefined,
  run: (action: () => Promise<void>) => Promise<void>,
  verify?: Verify,
) {
  const [message, setMessage] = useState('Hello from Portico Lab')
  const [signature, setSignature] = useState<string | null>(null)
  const [verified, setVerified] = useState('—')
  const sign = async () => {
    if (!adapter || !address) return
    await run(async () => {
      setSignature(null)
      setVerified('—')
      const sig = await adapter.signMessage({ message, address })
      setSignature(sig)
      if (verify) setVerified((await verify({ address, message, signature: sig })) ? 'valid' : 'invalid')
    })
  }
  return { message, setMessage, signature, verified, sign }
}
