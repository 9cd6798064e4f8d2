/**
 * /wallet: the lab mobile wallet in a tab of its own, so a person can pair by hand — copy the
 * URI from the dapp tab's WalletConnect view, paste it here, approve or reject the proposal and
 * requests, switch chain, end a session. The wallet talks to the dapp only through the local relay.
 */
import type { ApprovalRequest } from '@portico/lab-wallet'
import { createMobileWallet, type MobileWallet, type MobileWalletSession } from '@portico/testing'
import { useEffect, useState } from 'react'
import type { LabEnv } from '../labEnv.js'
import { LabHeader } from '../panels/LabHeader.js'
import { Panel, PanelError, Row } from '../panels/Panel.js'

export function WalletPage({ env }: { env: LabEnv }) {
  const [wallet, setWallet] = useState<MobileWallet | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    if (!env.relayUrl) {
      setError('No relay configured (VITE_PORTICO_LAB.relayUrl)')
      return
    }
    let live = true
    let made: MobileWallet | undefined
    createMobileWallet({
      relayUrl: env.relayUrl,
      chains: env.chains,
      ...(env.solanaRpcUrl ? { solanaRpcUrl: env.solanaRpcUrl } : {}),
      storagePrefix: 'portico-lab-mobile-wallet',
      approval: new URLSearchParams(location.search).get('wallet') === 'auto' ? 'auto-approve' : 'prompt',
    }).then(
      (w) => {
        made = w
        if (live) setWallet(w)
        else void w.destroy()
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
      void made?.destroy()
    }
  }, [env])
  return (
    <div className="lab">
      <LabHeader
        logo="W"
        title="Lab mobile wallet"
        description={`A WalletConnect wallet on the local relay ${env.relayUrl ?? ''}`}
      />
      <PanelError error={error} testId="mobile-wallet-error" />
      {wallet ? (
        <WalletBody wallet={wallet} env={env} />
      ) : (
        <p data-testid="mobile-wallet-loading">Starting…</p>
      )}
    </div>
  )
}

function WalletBody({ wallet, env }: { wallet: MobileWallet; env: LabEnv }) {
  const [uri, setUri] = useState('')
  const [pending, setPending] = useState<ApprovalRequest[]>(wallet.approvals.pending())
  const [sessions, setSessions] = useState<MobileWalletSession[]>(wallet.sessions())
  const [error, setError] = useState('')
  useEffect(() => {
    const offA = wallet.approvals.subscribe(setPending)
    const offS = wallet.subscribe(() => setSessions(wallet.sessions()))
    return () => {
      offA()
      offS()
    }
  }, [wallet])
  const run = (p: Promise<unknown>) =>
    p.then(
      () => setError(''),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    )
  return (
    <main className="panels">
      <Panel title="Pair" testId="mobile-wallet-pair">
        <Row label="EVM account" value={wallet.addresses.eip155} testId="mobile-wallet-address" />
        <Row label="Solana account" value={wallet.addresses.solana} testId="mobile-wallet-solana" />
        <Row label="Bitcoin account" value={wallet.addresses.bip122} testId="mobile-wallet-bitcoin" />
        <Row label="Polkadot account" value={wallet.addresses.polkadot} testId="mobile-wallet-polkadot" />
        <Row label="Cosmos account" value={wallet.addresses.cosmos} testId="mobile-wallet-cosmos" />
        <label className="field">
          <span>WalletConnect URI (wc:…)</span>
          <input
            data-testid="mobile-wallet-uri"
            value={uri}
            onChange={(e) => setUri(e.target.value)}
            placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          />
        </label>
        <div className="actions">
          <button
            type="button"
            data-testid="mobile-wallet-pair-button"
            disabled={!uri.startsWith('wc:')}
            onClick={() => void run(wallet.pair(uri.trim()).then(() => setUri('')))}
          >
            Pair
          </button>
        </div>
        {error ? (
          <p className="error" data-testid="mobile-wallet-pair-error">
            {error}
          </p>
        ) : null}
      </Panel>
      <Panel title="Requests" testId="mobile-wallet-requests">
        {pending.length === 0 ? <p>Nothing to approve.</p> : null}
        {pending.map((r) => (
          <div key={r.id} className="request" data-testid="mobile-wallet-request">
            <p className="request-summary">{r.summary}</p>
            {r.details ? <pre className="request-details mono">{r.details}</pre> : null}
            <div className="actions">
              <button
                type="button"
                className="primary"
                data-testid="mobile-wallet-approve"
                onClick={() => wallet.approvals.approve(r.id)}
              >
                Approve
              </button>
              <button
                type="button"
                data-testid="mobile-wallet-reject"
                onClick={() => wallet.approvals.reject(r.id)}
              >
                Reject
              </button>
            </div>
          </div>
        ))}
      </Panel>
      <Panel title="Sessions" testId="mobile-wallet-sessions">
        {sessions.length === 0 ? <p data-testid="mobile-wallet-no-sessions">No sessions.</p> : null}
        {sessions.map((s) => (
          <div key={s.topic} data-testid="mobile-wallet-session">
            <Row label="Dapp" value={`${s.peerName} (${s.peerUrl})`} testId="mobile-wallet-session-peer" />
            <Row
              label="Accounts"
              value={<code className="mono">{s.accounts.join('\n')}</code>}
              testId="mobile-wallet-session-accounts"
            />
            <div className="actions">
              {env.chains.map((c) => (
                <button
                  key={c.chainId}
                  type="button"
                  data-testid={`mobile-wallet-switch-${c.chainId}`}
                  onClick={() => void run(wallet.switchChain(`eip155:${c.chainId}`, s.topic))}
                >
                  Switch to {c.name}
                </button>
              ))}
              <button
                type="button"
                data-testid="mobile-wallet-disconnect"
                onClick={() => void run(wallet.disconnect(s.topic))}
              >
                End session
              </button>
            </div>
          </div>
        ))}
      </Panel>
    </main>
  )
}
