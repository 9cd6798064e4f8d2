import { type BitcoinAdapter, type BitcoinTransferResult, verifyBip322Simple } from '@portico/adapter-bitcoin'
import { parseAmount } from '@portico/core'
import { verifySecp256k1 } from '@portico/lab-wallet/bitcoin'
import { useAccount, usePorticoInstance } from '@portico/react'
import { useState } from 'react'
import { Panel, PanelError, Row } from './Panel.js'
import { usePanelAction } from './usePanelAction.js'
import { useSignMessage } from './useSignMessage.js'

/** P2WPKH of the lab receiver key (BITCOIN_LAB_RECEIVER_KEY) on regtest / testnet */
export const BITCOIN_LAB_RECEIVERS = {
  regtest: 'bcrt1q2vfxp232rx0z9rzn0hay9jptagk8c86ddphpjv',
  testnet: 'tb1q2vfxp232rx0z9rzn0hay9jptagk8c86d0gwv99',
} as const

/**
 * The bip122 account: balance from the wallet's UTXO fixture, a BIP-322 "simple" message
 * verified in the page (adapter-bitcoin's verifier over bitcoinjs-lib), and a PSBT payment the
 * wallet signs; the finalized transaction is shown, never broadcast (the lab has no node).
 */
export default function NamespacePanelBitcoin() {
  const portico = usePorticoInstance()
  const account = useAccount({ namespace: 'bip122' })
  const adapter = portico?.getAdapter('bip122') as BitcoinAdapter | undefined
  const [amount, setAmount] = useState('0.001')
  const [tx, setTx] = useState<BitcoinTransferResult | null>(null)
  const connected = account.status === 'connected'
  const receiver = account.address?.startsWith('tb1')
    ? BITCOIN_LAB_RECEIVERS.testnet
    : BITCOIN_LAB_RECEIVERS.regtest
  const { error, run } = usePanelAction()
  const { message, setMessage, signature, verified, sign } = useSignMessage(
    adapter,
    account.address,
    run,
    (signed) => verifyBip322Simple({ ...signed, verify: verifySecp256k1 }),
  )

  const send = async () => {
    if (!adapter) return
    await run(async () => {
      setTx(null)
      setTx(await adapter.signTransfer({ to: receiver, amount: parseAmount(amount, 8) }))
    })
  }

  return (
    <Panel title="Bitcoin" testId="panel-bitcoin">
      <Row label="Status" value={account.status} testId="bitcoin-status" />
      <Row label="CAIP-10" value={account.caipAddress ?? '—'} testId="bitcoin-caip-address" />
      <Row
        label="Balance (wallet UTXO fixture)"
        value={account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}` : '—'}
        testId="bitcoin-balance"
      />
      <Row
        label="Account type"
        value={portico?.getState().accounts.bip122?.preferredAccountType ?? '—'}
        testId="bitcoin-account-type"
      />
      <label className="field">
        <span>Message</span>
        <input
          data-testid="bitcoin-sign-input"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <div className="actions">
        <button type="button" data-testid="bitcoin-sign" disabled={!connected} onClick={() => void sign()}>
          Sign message (BIP-322)
        </button>
      </div>
      <Row label="Signature" value={<code>{signature ?? '—'}</code>} testId="bitcoin-signature" />
      <Row label="Verified (BIP-322 simple)" value={verified} testId="bitcoin-signature-verified" />
      <label className="field">
        <span>Amount (BTC) to {receiver}</span>
        <input data-testid="bitcoin-send-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <div className="actions">
        <button type="button" data-testid="bitcoin-send" disabled={!connected} onClick={() => void send()}>
          Build and sign (not broadcast)
        </button>
      </div>
      <Row label="txid" value={<code>{tx?.txid ?? '—'}</code>} testId="bitcoin-txid" />
      <Row label="Fee (sats)" value={tx ? String(tx.fee) : '—'} testId="bitcoin-fee" />
      <Row label="Transaction hex" value={<code>{tx?.hex ?? '—'}</code>} testId="bitcoin-tx-hex" />
      <PanelError error={error} testId="bitcoin-error" />
    </Panel>
  )
}
