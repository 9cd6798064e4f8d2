import type { SolanaAdapter } from '@portico/adapter-solana'
import { parseAmount } from '@portico/core'
import { SOLANA_LAB_ADDRESSES, SOLANA_LAB_TOKEN } from '@portico/lab-wallet/solana'
import { useAccount, usePorticoInstance } from '@portico/react'
import { useCallback, useEffect, useState } from 'react'
import { verifySolanaSignature } from '../namespaces/solanaLab.js'
import { errorText } from './errorText.js'
import { Panel, PanelError, Row } from './Panel.js'
import { usePanelAction } from './usePanelAction.js'
import { useSignMessage } from './useSignMessage.js'

/**
 * The solana account: SOL balance (from core's account state), the lab token's balance, a
 * message signed through adapter-solana and verified in the page with WebCrypto ed25519, and
 * SOL / SPL transfers confirmed on the local LiteSVM ledger.
 */
export default function NamespacePanelSolana() {
  const portico = usePorticoInstance()
  const account = useAccount({ namespace: 'solana' })
  const adapter = portico?.getAdapter('solana') as SolanaAdapter | undefined
  const [to, setTo] = useState<string>(SOLANA_LAB_ADDRESSES.receiver)
  const [amount, setAmount] = useState('0.5')
  const [token, setToken] = useState<string>('—')
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { error, run } = usePanelAction()
  const { message, setMessage, signature, verified, sign } = useSignMessage(
    adapter,
    account.address,
    run,
    verifySolanaSignature,
  )

  const refreshToken = useCallback(async () => {
    if (!adapter || account.status !== 'connected') return setToken('—')
    try {
      const network = portico?.getActiveNetwork('solana')
      if (!network || !account.address) return setToken('—')
      const b = await adapter.getTokenBalance({
        address: account.address,
        token: SOLANA_LAB_ADDRESSES.mint,
        network,
      })
      setToken(b.formatted)
    } catch (e) {
      setToken(`error: ${errorText(e)}`)
    }
  }, [adapter, account.status, account.address, portico])

  useEffect(() => {
    void refreshToken()
  }, [refreshToken])

  const send = async (mint?: string) => {
    if (!adapter || !portico) return
    setSent(null)
    setBusy(true)
    await run(async () => {
      const network = portico.getActiveNetwork('solana')
      if (!network || !account.address) return
      const decimals = mint ? SOLANA_LAB_TOKEN.decimals : network.nativeCurrency.decimals
      const { id: sig } = await adapter.send({
        from: account.address,
        to,
        amount: parseAmount(amount, decimals),
        network,
        ...(mint ? { token: { address: mint, decimals, symbol: 'PLT' } } : {}),
      })
      setSent(sig)
      await portico.fetchBalance({ namespace: 'solana', force: true })
      await refreshToken()
    })
    setBusy(false)
  }

  const connected = account.status === 'connected'
  return (
    <Panel title="Solana" testId="panel-solana">
      <Row label="Status" value={account.status} testId="solana-status" />
      <Row label="CAIP-10" value={account.caipAddress ?? '—'} testId="solana-caip-address" />
      <Row
        label="Balance"
        value={account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}
        testId="solana-balance"
      />
      <Row label="Lab token (PLT)" value={token} testId="solana-token-balance" />
      <label className="field">
        <span>Message</span>
        <input data-testid="solana-sign-input" value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <div className="actions">
        <button type="button" data-testid="solana-sign" disabled={!connected} onClick={() => void sign()}>
          Sign message
        </button>
      </div>
      <Row label="Signature" value={<code>{signature ?? '—'}</code>} testId="solana-signature" />
      <Row label="Verified (WebCrypto ed25519)" value={verified} testId="solana-signature-verified" />
      <label className="field">
        <span>To</span>
        <input data-testid="solana-send-to" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <label className="field">
        <span>Amount</span>
        <input data-testid="solana-send-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <div className="actions">
        <button
          type="button"
          data-testid="solana-send-sol"
          disabled={!connected || busy}
          onClick={() => void send()}
        >
          Send SOL
        </button>
        <button
          type="button"
          data-testid="solana-send-spl"
          disabled={!connected || busy}
          onClick={() => void send(SOLANA_LAB_ADDRESSES.mint)}
        >
          Send PLT
        </button>
      </div>
      <Row label="Confirmed" value={<code>{sent ?? '—'}</code>} testId="solana-sent" />
      <PanelError error={error} testId="solana-error" />
    </Panel>
  )
}
