import type { CosmosAdapter, CosmosSignedTransfer } from '@portico/adapter-cosmos'
import { useAccount, usePorticoInstance } from '@portico/react'
import { useState } from 'react'
import { Panel, PanelError, Row } from './Panel.js'
import { usePanelAction } from './usePanelAction.js'
import { useSignMessage } from './useSignMessage.js'

export const COSMOS_LAB_DEST = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'

function toBase64(bytes: Uint8Array) {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

/**
 * The cosmos account: ADR-36 signArbitrary through adapter-cosmos (verified by the e2e test with
 * cosmjs in Node) and a MsgSend signed offline in direct or amino mode (never broadcast).
 */
export default function CosmosPanel() {
  const portico = usePorticoInstance()
  const account = useAccount({ namespace: 'cosmos' })
  const [send, setSend] = useState<CosmosSignedTransfer | null>(null)
  const adapter = portico?.getAdapter('cosmos') as CosmosAdapter | undefined
  const key = account.isConnected ? adapter?.getKey() : undefined
  const { error, run } = usePanelAction()
  const { message, setMessage, signature, sign } = useSignMessage(adapter, account.address, run)

  const signSend = async (mode: 'direct' | 'amino') => {
    if (!adapter) return
    await run(async () => {
      setSend(null)
      const fee = { amount: [{ denom: 'stake', amount: '500' }], gas: '200000' }
      setSend(
        await adapter.signTransfer({
          to: COSMOS_LAB_DEST,
          amount: 1000n,
          denom: 'stake',
          fee,
          accountNumber: 0,
          sequence: 0,
          mode,
        }),
      )
    })
  }
  const d = send?.decoded
  return (
    <Panel title="Cosmos" testId="panel-cosmos">
      <Row label="Status" value={account.status} testId="cosmos-status" />
      <Row label="CAIP-10" value={account.caipAddress ?? '—'} testId="cosmos-caip-address" />
      <Row
        label="Public key"
        value={<code>{key ? toBase64(key.pubKey) : '—'}</code>}
        testId="cosmos-pubkey"
      />
      <label className="field">
        <span>Message</span>
        <input data-testid="cosmos-sign-input" value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <div className="actions">
        <button
          type="button"
          data-testid="cosmos-sign"
          disabled={!account.isConnected}
          onClick={() => void sign()}
        >
          Sign (ADR-36)
        </button>
        <button
          type="button"
          data-testid="cosmos-send-direct"
          disabled={!account.isConnected}
          onClick={() => void signSend('direct')}
        >
          Sign MsgSend (direct)
        </button>
        <button
          type="button"
          data-testid="cosmos-send-amino"
          disabled={!account.isConnected}
          onClick={() => void signSend('amino')}
        >
          Sign MsgSend (amino)
        </button>
      </div>
      <Row label="Signature" value={<code>{signature ?? '—'}</code>} testId="cosmos-signature" />
      <Row label="TxRaw" value={<code>{send?.txBase64 ?? '—'}</code>} testId="cosmos-tx" />
      <Row
        label="Decoded"
        value={
          d
            ? `${d.signMode} ${d.fromAddress} → ${d.toAddress} ${d.amount[0]?.amount}${d.amount[0]?.denom} (not broadcast)`
            : '—'
        }
        testId="cosmos-send-decoded"
      />
      <PanelError error={error} testId="cosmos-error" />
    </Panel>
  )
}
