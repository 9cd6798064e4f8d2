// The limit: the same page with a hand-made wallet dialog (no library): what opening a dialog
// costs at the least.
import { useState } from 'react'
import { renderHost } from './host.js'

const WALLETS = ['WalletConnect', 'Browser Wallet', 'MetaMask', 'Rainbow', 'Coinbase Wallet']

function HandMadeDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" data-bench="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="true"
          style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}
        >
          <ul style={{ width: 360, background: '#fff', padding: 16, borderRadius: 24, listStyle: 'none' }}>
            {WALLETS.map((w) => (
              <li key={w}>
                <button type="button" data-bench="content">
                  {w}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

renderHost(<HandMadeDialog />)
