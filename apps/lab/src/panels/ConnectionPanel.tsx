import { useAccount, useDisconnect, usePortico } from '@portico/react'
import { Panel, Row } from './Panel.js'

export function ConnectionPanel() {
  const account = useAccount()
  const { disconnect } = useDisconnect()
  const { open, isOpen } = usePortico()
  return (
    <Panel title="Connection" testId="panel-connection">
      <Row label="Status" value={account.status} testId="lab-status" />
      <Row label="Address" value={account.address ?? '—'} testId="lab-address" />
      <Row label="CAIP-10" value={account.caipAddress ?? '—'} testId="lab-caip-address" />
      <Row
        label="Balance"
        value={account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}
        testId="lab-balance"
      />
      <Row label="Wallet" value={account.walletName ?? '—'} testId="lab-wallet-name" />
      <Row label="Dialog" value={isOpen ? 'open' : 'closed'} testId="lab-dialog-state" />
      <div className="actions">
        <button type="button" data-testid="lab-open" onClick={() => open()}>
          Open dialog
        </button>
        <button
          type="button"
          data-testid="lab-disconnect"
          disabled={!account.isConnected}
          onClick={() => void disconnect()}
        >
          Disconnect
        </button>
      </div>
    </Panel>
  )
}
