import { useAccount, usePorticoInstance } from '@portico/react'
import { useState } from 'react'
import { verifyMessage } from 'viem'
import { Panel, Row } from './Panel.js'

/** Signs with personal_sign through Portico and verifies the signature with viem. */
export function SignPanel() {
  const portico = usePorticoInstance()
  const account = useAccount()
  const [message, setMessage] = useState('Hello from Portico Lab')
  const [signature, setSignature] = useState<string | null>(null)
  const [verified, setVerified] = useState<string>('—')
  const [error, setError] = useState<string | null>(null)
  const sign = async () => {
    if (!portico || !account.address) return
    setError(null)
    setSignature(null)
    setVerified('—')
    try {
      const sig = await portico.signMessage(message)
      setSignature(sig)
      const ok = await verifyMessage({
        address: account.address as `0x${string}`,
        message,
        signature: sig as `0x${string}`,
      })
      setVerified(ok ? 'valid' : 'invalid')
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <Panel title="Sign a message" testId="panel-sign">
      <label className="field">
        <span>Message</span>
        <input data-testid="lab-sign-input" value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <div className="actions">
        <button
          type="button"
          data-testid="lab-sign"
          disabled={!account.isConnected}
          onClick={() => void sign()}
        >
          Sign message
        </button>
      </div>
      <Row label="Signature" value={<code>{signature ?? '—'}</code>} testId="lab-signature" />
      <Row label="Verified (viem)" value={verified} testId="lab-signature-verified" />
      {error ? (
        <p className="error" data-testid="lab-sign-error">
          {error}
        </p>
      ) : null}
    </Panel>
  )
}
