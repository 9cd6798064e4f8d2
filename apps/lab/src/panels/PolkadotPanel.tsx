import type { PolkadotAdapter, PolkadotSignedTransfer } from '@portico/adapter-polkadot'
import { useAccount, usePorticoInstance } from '@portico/react'
import { useState } from 'react'
import { Panel, PanelError, Row } from './Panel.js'
import { usePanelAction } from './usePanelAction.js'
import { useSignMessage } from './useSignMessage.js'

/** A fixed receiver for the offline transfer (//Bob on the dev phrase, Polkadot format). */
export const POLKADOT_LAB_DEST = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
export const POLKADOT_LAB_AMOUNT = 12_345_000_000n

/**
 * The polkadot account: signRaw through adapter-polkadot (verified in the page with
 * @polkadot/util-crypto) and a transferKeepAlive built and signed offline (never submitted).
 */
export default function PolkadotPanel() {
  const portico = usePorticoInstance()
  const account = useAccount({ namespace: 'polkadot' })
  const [transfer, setTransfer] = useState<PolkadotSignedTransfer | null>(null)
  const adapter = portico?.getAdapter('polkadot') as PolkadotAdapter | undefined
  const { error, run } = usePanelAction()
  const { message, setMessage, signature, verified, sign } = useSignMessage(
    adapter,
    account.address,
    run,
    async (signed) => {
      const { verifyPolkadotSignature } = await import('@portico/testing')
      return (await verifyPolkadotSignature(signed)).isValid
    },
  )

  const signTransfer = async () => {
    if (!adapter) return
    await run(async () => {
      setTransfer(null)
      setTransfer(
        await adapter.signTransfer({ to: POLKADOT_LAB_DEST, amount: POLKADOT_LAB_AMOUNT, nonce: 0 }),
      )
    })
  }
  const d = transfer?.decoded
  return (
    <Panel title="Polkadot" testId="panel-polkadot">
      <Row label="Status" value={account.status} testId="polkadot-status" />
      <Row label="CAIP-10" value={account.caipAddress ?? '—'} testId="polkadot-caip-address" />
      <label className="field">
        <span>Message</span>
        <input
          data-testid="polkadot-sign-input"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <div className="actions">
        <button
          type="button"
          data-testid="polkadot-sign"
          disabled={!account.isConnected}
          onClick={() => void sign()}
        >
          Sign (signRaw)
        </button>
        <button
          type="button"
          data-testid="polkadot-transfer"
          disabled={!account.isConnected}
          onClick={() => void signTransfer()}
        >
          Sign a transfer (offline)
        </button>
      </div>
      <Row label="Signature" value={<code>{signature ?? '—'}</code>} testId="polkadot-signature" />
      <Row label="Verified (util-crypto)" value={verified} testId="polkadot-signature-verified" />
      <Row label="Extrinsic" value={<code>{transfer?.extrinsic ?? '—'}</code>} testId="polkadot-extrinsic" />
      <Row
        label="Decoded"
        value={d ? `${d.section}.${d.method} ${d.signer} → ${d.dest} ${d.amount} (not submitted)` : '—'}
        testId="polkadot-transfer-decoded"
      />
      <PanelError error={error} testId="polkadot-error" />
    </Panel>
  )
}
